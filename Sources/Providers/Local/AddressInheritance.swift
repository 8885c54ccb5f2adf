import EnrichCore
import EnrichSystem

/// Gives a place without its own address (`addr:street`) the address of what contains or
/// touches it, when the index is built: the address points inside the place's own outline, or
/// else the smallest building that contains it (or has it on its outline) — that building's
/// own address, or the address point inside it nearest the place.
///
/// A separate step of the build: outlines go to temporary tables while the extract is read
/// (`note`), the full-text rows of address-less places wait (`deferText`), and `apply` fills
/// their address columns and writes those rows before the index is finished. Buildings mapped
/// as multipolygon relations are not used (their outlines are not kept).
final class AddressInheritance {
  private let database: SQLiteDatabase
  private let insertFootprint: SQLiteStatement
  private let insertFootprintBox: SQLiteStatement
  private let insertPending: SQLiteStatement
  private var footprintCount: Int64 = 0
  private(set) var inheritedCount = 0

  init(database: SQLiteDatabase) throws(SQLiteError) {
    self.database = database
    try database.exec(
      """
      CREATE TEMP TABLE footprints(id INTEGER PRIMARY KEY, osm_id TEXT NOT NULL, ring BLOB NOT NULL,
        area REAL NOT NULL, street TEXT, housenumber TEXT, unit TEXT, postcode TEXT, city TEXT, country TEXT);
      CREATE INDEX temp.footprints_by_osm_id ON footprints(osm_id);
      CREATE VIRTUAL TABLE temp.footprints_rtree USING rtree(id, min_lat, max_lat, min_lon, max_lon);
      CREATE TEMP TABLE pending_texts(id INTEGER PRIMARY KEY, names TEXT NOT NULL);
      """, purpose: "create the address inheritance tables")
    insertFootprint = try database.prepare(
      """
      INSERT INTO footprints(id, osm_id, ring, area, street, housenumber, unit, postcode, city, country)
      VALUES(?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
      """, purpose: "keep a building outline")
    insertFootprintBox = try database.prepare(
      "INSERT INTO footprints_rtree VALUES(?1, ?2, ?3, ?4, ?5)", purpose: "index a building outline")
    insertPending = try database.prepare(
      "INSERT INTO pending_texts(id, names) VALUES(?1, ?2)", purpose: "keep an address-less place's names")
  }

  /// Keeps a closed way's outline when it is a building, carries an address, or is a named
  /// place mapped as an area.
  func note(osmID: String, tags: [String: String], points: [(latitude: Double, longitude: Double)])
    throws(SQLiteError)
  {
    guard points.count >= 4, let first = points.first, let last = points.last,
      first.latitude == last.latitude, first.longitude == last.longitude
    else { return }
    let isBuilding = tags["building"].map { $0 != "no" } ?? false
    guard isBuilding || tags["addr:housenumber"] != nil || tags["name"] != nil else { return }
    let ring = FootprintRing(points: Array(points.dropLast()))
    footprintCount += 1
    let hasAddress = tags["addr:street"] != nil && tags["addr:housenumber"] != nil
    func address(_ key: String) -> SQLiteStatement.Value {
      guard hasAddress, let value = tags[key] else { return .null }
      return .text(value)
    }
    try insertFootprint.run([
      .int(footprintCount), .text(osmID), .blob(ring.data), .double(ring.area), address("addr:street"),
      address("addr:housenumber"),
      hasAddress ? (tags["addr:unit"] ?? tags["addr:door"]).map { .text($0) } ?? .null : .null,
      address("addr:postcode"), address("addr:city"), address("addr:country"),
    ])
    let box = ring.bounds
    try insertFootprintBox.run([
      .int(footprintCount), .double(box.minLatitude), .double(box.maxLatitude), .double(box.minLongitude),
      .double(box.maxLongitude),
    ])
  }

  /// Holds back the full-text row of place `id` (it has no address yet) until `apply`.
  func deferText(id: Int64, names: String) throws(SQLiteError) {
    try insertPending.run([.int(id), .text(names)])
  }

  /// Fills the address of every held-back place that something contains, and writes the
  /// full-text rows of all of them (`addressText` gives a row's address words).
  func apply(insertText: SQLiteStatement, addressText: ([String: String]) -> String) throws(SQLiteError) {
    try database.exec(
      """
      CREATE VIRTUAL TABLE temp.address_rtree USING rtree(id, min_lat, max_lat, min_lon, max_lon);
      INSERT INTO temp.address_rtree SELECT id, lat, lat, lon, lon FROM main.addresses;
      """, purpose: "index address points by location")
    let pending = try database.prepare(
      """
      SELECT t.id, t.names, p.osm_id, p.lat, p.lon FROM pending_texts t JOIN main.places p ON p.id = t.id
      ORDER BY t.id
      """, purpose: "read address-less places")
    let update = try database.prepare(
      """
      UPDATE main.places SET street = ?2, street_key = ?3, housenumber = ?4, unit = coalesce(unit, ?5),
        postcode = coalesce(postcode, ?6), city = coalesce(city, ?7), country = coalesce(country, ?8)
      WHERE id = ?1
      """, purpose: "give a place the address that contains it")
    while try pending.step() {
      let id = pending.int(0)
      let names = pending.text(1) ?? ""
      let point = (latitude: pending.double(3), longitude: pending.double(4))
      var tags: [String: String] = [:]
      if let found = try address(for: pending.text(2) ?? "", at: point) {
        tags = found
        inheritedCount += 1
        let street = found["addr:street"] ?? ""
        try update.run([
          .int(id), .text(street), .text(StreetNames.key(street)), .text(found["addr:housenumber"] ?? ""),
          value(found["addr:unit"]), value(found["addr:postcode"]), value(found["addr:city"]),
          value(found["addr:country"]?.uppercased()),
        ])
      }
      try insertText.run([.int(id), .text(names), .text(addressText(tags))])
    }
  }

  private func value(_ text: String?) -> SQLiteStatement.Value { text.map { .text($0) } ?? .null }

  /// The place's own outline's address points, else the smallest containing building's.
  private func address(for osmID: String, at point: (latitude: Double, longitude: Double)) throws(SQLiteError)
    -> [String: String]?
  {
    let own = try database.cached(
      "SELECT ring FROM footprints WHERE osm_id = ?1 LIMIT 1", purpose: "read a place's outline")
    own.reset()
    try own.bind(osmID, at: 1)
    if try own.step(), let ring = own.blob(0).flatMap(FootprintRing.init(data:)),
      let found = try nearestAddressPoint(in: ring, to: point)
    {
      return found
    }
    let containing = try database.cached(
      """
      SELECT f.ring, f.street, f.housenumber, f.unit, f.postcode, f.city, f.country FROM footprints_rtree r
      JOIN footprints f ON f.id = r.id
      WHERE r.min_lat <= ?1 AND r.max_lat >= ?1 AND r.min_lon <= ?2 AND r.max_lon >= ?2 AND f.osm_id != ?3
      ORDER BY f.area, f.id
      """, purpose: "find the buildings around a place")
    containing.reset()
    try containing.bind(point.latitude, at: 1)
    try containing.bind(point.longitude, at: 2)
    try containing.bind(osmID, at: 3)
    var rings: [(FootprintRing, [String: String]?)] = []
    while try containing.step() {
      guard let ring = containing.blob(0).flatMap(FootprintRing.init(data:)),
        ring.containsOrTouches(latitude: point.latitude, longitude: point.longitude)
      else { continue }
      var own: [String: String]?
      if let street = containing.text(1), let number = containing.text(2) {
        own = ["addr:street": street, "addr:housenumber": number]
        for (column, key) in [(3, "addr:unit"), (4, "addr:postcode"), (5, "addr:city"), (6, "addr:country")] {
          own?[key] = containing.text(Int32(column))
        }
      }
      rings.append((ring, own))
    }
    // The smallest outline around the place decides: its address, or a point inside it.
    guard let (ring, own) = rings.first else { return nil }
    if let own { return own }
    return try nearestAddressPoint(in: ring, to: point)
  }

  private func nearestAddressPoint(in ring: FootprintRing, to point: (latitude: Double, longitude: Double))
    throws(SQLiteError) -> [String: String]?
  {
    let box = ring.bounds
    let inside = try database.cached(
      """
      SELECT a.street, a.housenumber, a.unit, a.postcode, a.city, a.country, a.lat, a.lon
      FROM address_rtree r JOIN main.addresses a ON a.id = r.id
      WHERE r.min_lat >= ?1 AND r.max_lat <= ?2 AND r.min_lon >= ?3 AND r.max_lon <= ?4 ORDER BY a.id
      """, purpose: "find address points inside an outline")
    inside.reset()
    // The R*Tree keeps 32-bit bounds (rounded outwards by up to ~4e-6 degrees): a wider box, then
    // the exact test on the stored coordinates.
    let margin = 1e-5
    try inside.bind(box.minLatitude - margin, at: 1)
    try inside.bind(box.maxLatitude + margin, at: 2)
    try inside.bind(box.minLongitude - margin, at: 3)
    try inside.bind(box.maxLongitude + margin, at: 4)
    var best: (distance: Double, tags: [String: String])?
    while try inside.step() {
      let latitude = inside.double(6)
      let longitude = inside.double(7)
      guard ring.containsOrTouches(latitude: latitude, longitude: longitude) else { continue }
      let distance = Coordinate(latitude: latitude, longitude: longitude).distance(
        to: Coordinate(latitude: point.latitude, longitude: point.longitude))
      guard distance < (best?.distance ?? .infinity) else { continue }
      var tags = ["addr:street": inside.text(0) ?? "", "addr:housenumber": inside.text(1) ?? ""]
      for (column, key) in [(2, "addr:unit"), (3, "addr:postcode"), (4, "addr:city"), (5, "addr:country")] {
        tags[key] = inside.text(Int32(column))
      }
      best = (distance, tags)
    }
    return best?.tags
  }
}
