import EnrichCore
import EnrichSystem
import Foundation

/// Writes a GeoPackage (`.gpkg`, SQLite underneath) through the SQLite wrapper: one point
/// layer named after the file, whose columns are the column contract's (input columns as
/// TEXT, enrichment columns typed), one feature per row in row order, a point where the row
/// has one (`RowPoint`: its trusted answer) and a NULL geometry otherwise, and an R-tree index. Built in a scratch file and renamed into
/// place when the run commits, like every output.
package final class GeoPackageWriter: RecordWriter {
  /// Rows per transaction: commits are cheap without a journal, and keep SQLite's cache small.
  static let batchRows = 20_000

  private let file: ContainerFile
  private let options: WriterOptions
  private let table: String
  private var database: SQLiteDatabase?
  private var insert: SQLiteStatement?
  private var index: SQLiteStatement?
  private var layout: FlatLayout?
  private var attribution = ""
  private var rowsInBatch = 0
  private var extent: (minX: Double, minY: Double, maxX: Double, maxY: Double)?

  init(file: ContainerFile, options: WriterOptions) {
    self.file = file
    self.options = options
    table = GeoPackageSchema.tableName(forPath: file.name)
  }

  package var pendingPath: String? { file.pendingPath }

  package var outputName: String { file.name }

  package func begin(_ header: RunHeader, inputColumns: [String]) throws {
    let layout = FlatLayout(inputColumns: inputColumns, options: options, extraFields: true)
    self.layout = layout
    attribution = header.attributionText
    let columns = Self.columnNames(layout.columns)
    let description =
      "\(header.generator), column contract v\(ColumnContract.version), provider \(header.providerLabel). "
      + (header.attributions.isEmpty ? "" : "Data: \(header.attributionText)")
    try sqlite("create the GeoPackage") {
      // One task writes the file: SQLite's per-call locking is not needed.
      let database = try SQLiteDatabase(path: file.scratchPath, mode: .create, serialized: false)
      self.database = database
      // The scratch file is renamed into place only when complete: no journal is needed.
      try database.exec(
        "PRAGMA application_id = \(Int32(bitPattern: GeoPackageSchema.applicationID)); "
          + "PRAGMA user_version = \(GeoPackageSchema.userVersion); PRAGMA journal_mode = OFF; "
          + "PRAGMA synchronous = OFF",
        purpose: "stamp the GeoPackage")
      try database.exec("BEGIN", purpose: "start the GeoPackage")
      try database.exec(GeoPackageSchema.required, purpose: "create the GeoPackage tables")
      try database.exec(
        GeoPackageSchema.layer(
          table, columns: zip(columns, layout.columns).map { ($0, $1.type) }, description: description),
        purpose: "create the layer")
      let names = ([GeoPackageSchema.geometryColumn] + columns).map(GeoPackageSchema.identifier)
      let marks = Array(repeating: "?", count: names.count).joined(separator: ",")
      insert = try database.prepare(
        "INSERT INTO \(GeoPackageSchema.identifier(table)) (\(names.joined(separator: ","))) VALUES (\(marks))",
        purpose: "add a feature")
      index = try database.prepare(
        "INSERT INTO \(GeoPackageSchema.identifier(GeoPackageSchema.rtree(table))) VALUES (?, ?, ?, ?, ?)",
        purpose: "index a feature")
    }
  }

  package func write(_ row: RowResult) throws {
    guard let layout, let database, let insert, let index else { throw WriterState.notBegun(file.name) }
    try sqlite("add row \(row.record.row)") {
      // Reset clears every binding to NULL: only the values a row has are bound (most of a
      // row's contract columns are empty).
      insert.reset()
      let point = RowPoint.of(row)
      if let point { try insert.bind(.blob(Data(GeoPackageGeometry.point(point))), at: 1) }
      var position: Int32 = 2
      let input = layout.input(row.record)
      for value in input.cells {
        if let value, value != .null { try insert.bind(.text(value.plainText), at: position) }
        position += 1
      }
      for cell in layout.enrichmentCells(row, attribution: attribution) {
        if cell != .empty { try insert.bind(Self.value(cell), at: position) }
        position += 1
      }
      if !input.extra.isEmpty {
        try insert.bind(Self.value(FlatLayout.extraFieldsCell(input.extra)), at: position)
      }
      _ = try insert.step()
      if let point {
        index.reset()
        try index.bind([
          .int(database.lastInsertRowID), .double(point.longitude), .double(point.longitude),
          .double(point.latitude), .double(point.latitude),
        ])
        _ = try index.step()
        grow(point)
      }
      rowsInBatch += 1
      if rowsInBatch >= Self.batchRows {
        try database.exec("COMMIT; BEGIN", purpose: "commit a batch of features")
        rowsInBatch = 0
      }
    }
  }

  package func finish(_ summary: RunSummary) throws {
    guard let database else { throw WriterState.notBegun(file.name) }
    try sqlite("complete the GeoPackage") {
      insert = nil
      index = nil
      var sql = GeoPackageSchema.indexTriggers(table)
      if let extent {
        sql += "UPDATE gpkg_contents SET min_x = \(extent.minX), min_y = \(extent.minY), "
        sql +=
          "max_x = \(extent.maxX), max_y = \(extent.maxY) WHERE table_name = \(GeoPackageSchema.literal(table));"
      }
      try database.exec(sql + "COMMIT", purpose: "index the layer")
    }
    self.database = nil
    try file.complete()
  }

  package func commit() throws {
    try file.publish()
  }

  package func abandon() {
    insert = nil
    index = nil
    database = nil
    file.discard()
  }

  /// Column names SQLite can hold: it compares names without case, and `fid` and `geom` are
  /// the layer's own, so a clash gets `_2`, `_3`, ... (the CSV keeps the original names).
  static func columnNames(_ columns: [FlatLayout.Column]) -> [String] {
    var taken: Set<String> = [GeoPackageSchema.idColumn, GeoPackageSchema.geometryColumn]
    return columns.map { column in
      var name = column.name
      var suffix = 2
      while taken.contains(name.lowercased()) {
        name = "\(column.name)_\(suffix)"
        suffix += 1
      }
      taken.insert(name.lowercased())
      return name
    }
  }

  static func value(_ cell: CellValue) -> SQLiteStatement.Value {
    switch cell {
    case .empty: return .null
    case .text(let text): return .text(text)
    case .number(let number, let text):
      return number == number.rounded() && abs(number) < 9e15 && !text.contains(".")
        ? .int(Int64(number)) : .double(number)
    case .boolean(let flag): return .int(flag ? 1 : 0)
    }
  }

  private func grow(_ point: Coordinate) {
    guard let current = extent else {
      extent = (point.longitude, point.latitude, point.longitude, point.latitude)
      return
    }
    extent = (
      min(current.minX, point.longitude), min(current.minY, point.latitude),
      max(current.maxX, point.longitude),
      max(current.maxY, point.latitude)
    )
  }

  /// Runs `body`, turning SQLite's errors into the output's (disk full names the output).
  private func sqlite(_ action: String, _ body: () throws -> Void) throws {
    do {
      try body()
    } catch let error as SQLiteError {
      throw OutputError(path: file.name, message: "cannot \(action): \(error.message)")
    }
  }
}
