import EnrichCore
import Foundation

/// The SQL of a GeoPackage 1.2 point layer (OGC 12-128r15): the required `gpkg_*` tables, the
/// WGS 84 entry, the feature table with the column contract's columns, and the R-tree spatial
/// index extension GDAL and QGIS use to draw large layers quickly.
enum GeoPackageSchema {
  /// `GPKG` in the SQLite header's application_id; user_version 10200 = GeoPackage 1.2.
  static let applicationID: UInt32 = 0x4750_4B47
  static let userVersion = 10200
  static let geometryColumn = "geom"
  static let idColumn = "fid"
  static let wgs84 = 4326

  static let required = """
    CREATE TABLE gpkg_spatial_ref_sys (
      srs_name TEXT NOT NULL, srs_id INTEGER NOT NULL PRIMARY KEY, organization TEXT NOT NULL,
      organization_coordsys_id INTEGER NOT NULL, definition TEXT NOT NULL, description TEXT);
    INSERT INTO gpkg_spatial_ref_sys VALUES
      ('Undefined cartesian SRS', -1, 'NONE', -1, 'undefined', 'undefined cartesian coordinate reference system'),
      ('Undefined geographic SRS', 0, 'NONE', 0, 'undefined', 'undefined geographic coordinate reference system'),
      ('WGS 84 geodetic', 4326, 'EPSG', 4326, '\(wgs84Definition)', 'longitude/latitude coordinates in decimal degrees on the WGS 84 spheroid');
    CREATE TABLE gpkg_contents (
      table_name TEXT NOT NULL PRIMARY KEY, data_type TEXT NOT NULL, identifier TEXT UNIQUE,
      description TEXT DEFAULT '', last_change DATETIME NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')),
      min_x DOUBLE, min_y DOUBLE, max_x DOUBLE, max_y DOUBLE, srs_id INTEGER,
      CONSTRAINT fk_gc_r_srs_id FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys(srs_id));
    CREATE TABLE gpkg_geometry_columns (
      table_name TEXT NOT NULL, column_name TEXT NOT NULL, geometry_type_name TEXT NOT NULL,
      srs_id INTEGER NOT NULL, z TINYINT NOT NULL, m TINYINT NOT NULL,
      CONSTRAINT pk_geom_cols PRIMARY KEY (table_name, column_name),
      CONSTRAINT uk_gc_table_name UNIQUE (table_name),
      CONSTRAINT fk_gc_tn FOREIGN KEY (table_name) REFERENCES gpkg_contents(table_name),
      CONSTRAINT fk_gc_srs FOREIGN KEY (srs_id) REFERENCES gpkg_spatial_ref_sys (srs_id));
    CREATE TABLE gpkg_extensions (
      table_name TEXT, column_name TEXT, extension_name TEXT NOT NULL, definition TEXT NOT NULL,
      scope TEXT NOT NULL, CONSTRAINT ge_tce UNIQUE (table_name, column_name, extension_name));
    """

  static let wgs84Definition =
    #"GEOGCS["WGS 84",DATUM["WGS_1984",SPHEROID["WGS 84",6378137,298.257223563,AUTHORITY["EPSG","7030"]],"#
    + #"AUTHORITY["EPSG","6326"]],PRIMEM["Greenwich",0,AUTHORITY["EPSG","8901"]],"#
    + #"UNIT["degree",0.0174532925199433,AUTHORITY["EPSG","9122"]],AXIS["Latitude",NORTH],"#
    + #"AXIS["Longitude",EAST],AUTHORITY["EPSG","4326"]]"#

  /// `"name"` with embedded quotes doubled.
  static func identifier(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// `'text'` with embedded quotes doubled.
  static func literal(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }

  static func sqlType(_ type: ColumnType) -> String {
    switch type {
    case .text: return "TEXT"
    case .integer: return "INTEGER"
    case .real: return "REAL"
    case .boolean: return "BOOLEAN"
    }
  }

  /// The feature table, registered in `gpkg_contents` and `gpkg_geometry_columns`, and its
  /// (empty) R-tree; its triggers come with `indexTriggers` once the rows are in.
  static func layer(_ table: String, columns: [(name: String, type: ColumnType)], description: String)
    -> String
  {
    let quoted = identifier(table)
    var sql = "CREATE TABLE \(quoted) (\(identifier(idColumn)) INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, "
    sql += "\(identifier(geometryColumn)) POINT"
    for column in columns { sql += ", \(identifier(column.name)) \(sqlType(column.type))" }
    sql += ");\n"
    sql += """
      INSERT INTO gpkg_contents (table_name, data_type, identifier, description, srs_id)
        VALUES (\(literal(table)), 'features', \(literal(table)), \(literal(description)), \(wgs84));
      INSERT INTO gpkg_geometry_columns VALUES (\(literal(table)), '\(geometryColumn)', 'POINT', \(wgs84), 0, 0);
      CREATE VIRTUAL TABLE \(identifier(rtree(table))) USING rtree(id, minx, maxx, miny, maxy);
      INSERT INTO gpkg_extensions VALUES (\(literal(table)), '\(geometryColumn)', 'gpkg_rtree_index',
        'http://www.geopackage.org/spec120/#extension_rtree', 'write-only');

      """
    return sql
  }

  static func rtree(_ table: String) -> String { "rtree_\(table)_\(geometryColumn)" }

  /// The spec's triggers that keep the R-tree in step with later edits (by GDAL or QGIS, which
  /// provide the `ST_*` functions they call). Created after enrich's own inserts, which fill
  /// the R-tree directly.
  static func indexTriggers(_ table: String) -> String {
    let t = identifier(table)
    let r = identifier(rtree(table))
    let c = geometryColumn
    let i = idColumn
    let name = { (suffix: String) in identifier(rtree(table) + "_" + suffix) }
    let values = "NEW.\(i), ST_MinX(NEW.\(c)), ST_MaxX(NEW.\(c)), ST_MinY(NEW.\(c)), ST_MaxY(NEW.\(c))"
    return """
      CREATE TRIGGER \(name("insert")) AFTER INSERT ON \(t)
        WHEN (new.\(c) NOT NULL AND NOT ST_IsEmpty(NEW.\(c)))
        BEGIN INSERT OR REPLACE INTO \(r) VALUES (\(values)); END;
      CREATE TRIGGER \(name("update1")) AFTER UPDATE OF \(c) ON \(t)
        WHEN OLD.\(i) = NEW.\(i) AND (NEW.\(c) NOTNULL AND NOT ST_IsEmpty(NEW.\(c)))
        BEGIN INSERT OR REPLACE INTO \(r) VALUES (\(values)); END;
      CREATE TRIGGER \(name("update2")) AFTER UPDATE OF \(c) ON \(t)
        WHEN OLD.\(i) = NEW.\(i) AND (NEW.\(c) IS NULL OR ST_IsEmpty(NEW.\(c)))
        BEGIN DELETE FROM \(r) WHERE id = OLD.\(i); END;
      CREATE TRIGGER \(name("update3")) AFTER UPDATE ON \(t)
        WHEN OLD.\(i) != NEW.\(i) AND (NEW.\(c) NOTNULL AND NOT ST_IsEmpty(NEW.\(c)))
        BEGIN DELETE FROM \(r) WHERE id = OLD.\(i); INSERT OR REPLACE INTO \(r) VALUES (\(values)); END;
      CREATE TRIGGER \(name("update4")) AFTER UPDATE ON \(t)
        WHEN OLD.\(i) != NEW.\(i) AND (NEW.\(c) IS NULL OR ST_IsEmpty(NEW.\(c)))
        BEGIN DELETE FROM \(r) WHERE id IN (OLD.\(i), NEW.\(i)); END;
      CREATE TRIGGER \(name("delete")) AFTER DELETE ON \(t)
        WHEN old.\(c) NOT NULL
        BEGIN DELETE FROM \(r) WHERE id = OLD.\(i); END;

      """
  }

  /// A layer name from the output's file name (`places.gpkg` → `places`): letters, digits and
  /// `_`, starting with a letter; `enrich` when nothing is left, and for stdout.
  static func tableName(forPath path: String) -> String {
    if path == "<stdout>" || path == "-" { return "enrich" }
    let file = path.split(separator: "/").last.map(String.init) ?? path
    let base = file.hasSuffix(".gpkg") ? String(file.dropLast(5)) : file
    var name = String(
      base.unicodeScalars.map { scalar -> Character in
        scalar.isASCII && CharacterSet.alphanumerics.contains(scalar) ? Character(scalar) : "_"
      })
    while name.hasPrefix("_") { name.removeFirst() }
    let lowered = name.lowercased()
    if name.isEmpty || name.first?.isNumber == true || lowered.hasPrefix("gpkg") || lowered.hasPrefix("rtree")
    {
      name = "enrich" + (name.isEmpty ? "" : "_" + name)
    }
    return String(name.prefix(60))
  }
}
