import EnrichSystem

/// The SQLite layout of a local place index. `version` changes whenever the layout does; the
/// provider refuses other versions with a message to rebuild.
enum IndexSchema {
  static let version = "4"
  /// Marker in `meta` so the provider can tell an index from any other SQLite file (indexes
  /// built before the header stamp below carry only this).
  static let format = "enrich-local-index"
  /// `PRAGMA application_id` ('EnIx'): tells an index from any other SQLite file by its header
  /// alone, before SQLite opens it. `PRAGMA user_version` is `version`.
  static let applicationID = SQLiteFileProbe.enrichIndexID

  static let create = """
    PRAGMA application_id = \(applicationID);
    PRAGMA user_version = \(version);
    CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE places(
      id INTEGER PRIMARY KEY,
      osm_id TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      names TEXT NOT NULL,
      folded_names TEXT NOT NULL,
      lat REAL NOT NULL, lon REAL NOT NULL,
      primary_type TEXT, types TEXT NOT NULL,
      street TEXT, street_key TEXT, housenumber TEXT, unit TEXT, postcode TEXT, city TEXT, country TEXT,
      opening_hours TEXT, phone TEXT, website TEXT, cuisine TEXT, wheelchair TEXT, brand TEXT,
      tag_count INTEGER NOT NULL);
    CREATE VIRTUAL TABLE places_fts USING fts5(
      names, address, content='', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4');
    CREATE VIRTUAL TABLE places_rtree USING rtree(id, min_lat, max_lat, min_lon, max_lon);
    CREATE TABLE addresses(
      id INTEGER PRIMARY KEY,
      osm_id TEXT NOT NULL,
      street TEXT NOT NULL, street_key TEXT NOT NULL,
      housenumber TEXT NOT NULL, number_key TEXT NOT NULL,
      unit TEXT, flats TEXT, postcode TEXT, city TEXT, country TEXT,
      lat REAL NOT NULL, lon REAL NOT NULL);
    CREATE TABLE streets(
      id INTEGER PRIMARY KEY,
      street_key TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      lat REAL NOT NULL, lon REAL NOT NULL,
      postcode TEXT, city TEXT, address_count INTEGER NOT NULL);
    CREATE TABLE locality_words(word TEXT PRIMARY KEY) WITHOUT ROWID;
    CREATE TABLE street_aliases(alias_key TEXT PRIMARY KEY, street_key TEXT NOT NULL) WITHOUT ROWID;
    CREATE VIRTUAL TABLE streets_fts USING fts5(
      name, content='', tokenize='unicode61 remove_diacritics 2', prefix='2 3 4');
    """

  /// Indexes created after the bulk insert (faster than maintaining them row by row).
  static let finish = """
    CREATE INDEX addresses_by_street ON addresses(street_key, number_key);
    INSERT INTO places_fts(places_fts) VALUES('optimize');
    CREATE VIRTUAL TABLE temp.place_terms USING fts5vocab(main, 'places_fts', 'row');
    CREATE VIRTUAL TABLE temp.street_terms USING fts5vocab(main, 'streets_fts', 'row');
    CREATE TABLE terms(term TEXT PRIMARY KEY, documents INTEGER NOT NULL) WITHOUT ROWID;
    INSERT INTO terms SELECT term, sum(doc) FROM (
      SELECT term, doc FROM temp.place_terms UNION ALL SELECT term, doc FROM temp.street_terms)
      GROUP BY term;
    INSERT INTO streets_fts(streets_fts) VALUES('optimize');
    ANALYZE;
    """

  static let insertPlace = """
    INSERT INTO places(id, osm_id, name, names, lat, lon, primary_type, types, street, housenumber,
      unit, postcode, city, country, opening_hours, phone, website, cuisine, wheelchair, brand,
      tag_count, folded_names, street_key)
    VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?19, ?20, ?21,
      ?22, ?23)
    """
  static let insertPlaceText = "INSERT INTO places_fts(rowid, names, address) VALUES(?1, ?2, ?3)"
  static let insertPlaceBox = "INSERT INTO places_rtree VALUES(?1, ?2, ?2, ?3, ?3)"
  static let insertAddress = """
    INSERT INTO addresses(osm_id, street, street_key, housenumber, number_key, unit, flats, postcode,
      city, country, lat, lon)
    VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
    """
  static let insertStreet = """
    INSERT INTO streets(id, street_key, name, lat, lon, postcode, city, address_count)
    VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
    """
  static let insertStreetText = "INSERT INTO streets_fts(rowid, name) VALUES(?1, ?2)"
  static let insertAlias = "INSERT OR IGNORE INTO street_aliases(alias_key, street_key) VALUES(?1, ?2)"
  static let insertLocalityWord = "INSERT OR IGNORE INTO locality_words(word) VALUES(?1)"
  static let insertMeta = "INSERT OR REPLACE INTO meta(key, value) VALUES(?1, ?2)"
}
