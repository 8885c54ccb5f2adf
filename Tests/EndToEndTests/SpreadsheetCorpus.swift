import Foundation

/// The spreadsheet corpus of `Tests/Corpus`: realistic files and, in `manifest.json`, what a
/// careful person expects enrich to make of each one (its README describes the fields).
enum SpreadsheetCorpus {
  static let folder = EnrichProcess.packageRoot.appendingPathComponent("Tests/Corpus")

  /// The ids of the manifest's entries, the test's arguments: all of them, or those named in
  /// `$ENRICH_CORPUS_ONLY` (comma-separated ids or file names). A manifest that cannot be read
  /// gives one id that fails with the reason, so the test reports it instead of running nothing.
  static var ids: [String] {
    let wanted = Set(
      (ProcessInfo.processInfo.environment["ENRICH_CORPUS_ONLY"] ?? "").split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.filter { !$0.isEmpty })
    guard let entries = try? manifest().entries else { return ["(manifest.json cannot be read)"] }
    let chosen = entries.filter { wanted.isEmpty || wanted.contains($0.id) || wanted.contains($0.file) }
    // A name that is neither an id nor a file stays, to fail as unknown rather than run nothing.
    let unknown = wanted.subtracting(entries.flatMap { [$0.id, $0.file] }).sorted()
    return chosen.map(\.id) + unknown
  }

  static func manifest() throws -> Manifest {
    let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
    return try Manifest(try object(JSONSerialization.jsonObject(with: data), "manifest.json"))
  }

  static func entry(_ id: String) throws -> Entry {
    guard let entry = try manifest().entries.first(where: { $0.id == id }) else {
      throw Malformed(description: "manifest.json has no entry \(id)")
    }
    return entry
  }

  struct Manifest {
    /// What every run adds after the input: outputs, summary and the time of the open status.
    var command: [String]
    var entries: [Entry]

    init(_ json: [String: Any]) throws {
      command = try strings(json["command"], "command")
      entries = try array(json["entries"], "entries").enumerated().map {
        try Entry(object($0.element, "entries[\($0.offset)]"))
      }
      let ids = entries.map(\.id)
      if let repeated = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
        throw Malformed(description: "manifest.json: two entries have the id \(repeated)")
      }
    }
  }

  /// Where the header of the table is: a 1-based line (CSV) or sheet row (XLSX), none
  /// (headerless: `null` in the summary), or not a question for the format (JSON, GeoJSON, KML:
  /// the summary has no `header`).
  enum Header: Equatable {
    case line(Int)
    case headerless
    case notApplicable
  }

  /// The statuses a row may have (one, or several a careful person accepts alike).
  struct RowExpectation {
    var statuses: [String] = []
    /// The name of the place a `matched` row must have found.
    var place: String?
    /// Input fields the row must carry with exactly these values (as typed in the file).
    var values: [String: String] = [:]
  }

  struct Entry {
    var id: String
    var file: String
    var options: [String]
    var index: String
    var exit: Int32
    var header: Header
    /// The expected `input.columns` of the summary, as JSON text with sorted keys.
    var columns: String?
    /// The same by role, each a list of column names (only `address` has more than one).
    var columnsByRole: [String: [String]]?
    var rows: Int?
    /// Expectations by row number (1 = first data row); rows not listed are only counted.
    var expectations: [Int: RowExpectation]
    /// Texts stderr must contain (a refusal names the file and what to do).
    var stderr: [String]

    static let keys: Set = [
      "id", "file", "language", "options", "index", "exit", "header", "columns", "rows", "statuses",
      "places", "values", "stderr", "notes",
    ]

    init(_ json: [String: Any]) throws {
      id = try string(json["id"], "id")
      let context = "entry \(id)"
      if let unknown = Set(json.keys).subtracting(Self.keys).sorted().first {
        throw Malformed(description: "\(context): unknown member \(unknown)")
      }
      file = try json["file"].map { try string($0, "\(context): file") } ?? id
      options = try json["options"].map { try strings($0, "\(context): options") } ?? []
      index = try string(json["index"], "\(context): index")
      exit = Int32(try integer(json["exit"], "\(context): exit"))
      switch json["header"] {
      case nil: header = .notApplicable
      case is NSNull: header = .headerless
      case let line?: header = .line(try integer(line, "\(context): header"))
      }
      let mapping = try json["columns"].map { try object($0, "\(context): columns") }
      columns = try mapping.map { try canonicalJSON($0) }
      columnsByRole = try mapping?.reduce(into: [:]) { roles, role in
        roles[role.key] = try oneOrMore(role.value, "\(context): columns.\(role.key)")
      }
      rows = try json["rows"].map { try integer($0, "\(context): rows") }
      stderr = try json["stderr"].map { try strings($0, "\(context): stderr") } ?? []
      expectations = [:]
      switch json["statuses"] {
      case nil: break
      case let list as [Any]:
        if let rows, list.count != rows {
          throw Malformed(description: "\(context): \(list.count) statuses for \(rows) rows")
        }
        for (offset, statuses) in list.enumerated() {
          expectations[offset + 1] = RowExpectation(
            statuses: try oneOrMore(statuses, "\(context): statuses[\(offset)]"))
        }
      case let chosen as [String: Any]:
        for (row, statuses) in chosen {
          expectations[try rowNumber(row, context)] = RowExpectation(
            statuses: try oneOrMore(statuses, "\(context): statuses.\(row)"))
        }
      default: throw Malformed(description: "\(context): statuses must be a list or an object")
      }
      let places: [String: Any] = try json["places"].map { try object($0, "\(context): places") } ?? [:]
      for (row, place) in places {
        expectations[try rowNumber(row, context), default: RowExpectation()].place = try string(
          place, "\(context): places.\(row)")
      }
      let values: [String: Any] = try json["values"].map { try object($0, "\(context): values") } ?? [:]
      for (row, fields) in values {
        let number = try rowNumber(row, context)
        for (field, value) in try object(fields, "\(context): values.\(row)") {
          expectations[number, default: RowExpectation()].values[field] = try string(
            value, "\(context): values.\(row).\(field)")
        }
      }
    }
  }

  struct Malformed: Error, CustomStringConvertible {
    var description: String
  }

  /// JSON text with sorted keys, so two mappings compare as text.
  static func canonicalJSON(_ value: Any) throws -> String {
    let data = try JSONSerialization.data(
      withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }
}

private func object(_ value: Any?, _ context: String) throws -> [String: Any] {
  guard let object = value as? [String: Any] else {
    throw SpreadsheetCorpus.Malformed(description: "\(context) must be an object")
  }
  return object
}

private func array(_ value: Any?, _ context: String) throws -> [Any] {
  guard let array = value as? [Any] else {
    throw SpreadsheetCorpus.Malformed(description: "\(context) must be a list")
  }
  return array
}

private func string(_ value: Any?, _ context: String) throws -> String {
  guard let string = value as? String else {
    throw SpreadsheetCorpus.Malformed(description: "\(context) must be a string")
  }
  return string
}

private func strings(_ value: Any?, _ context: String) throws -> [String] {
  try array(value, context).map { try string($0, context) }
}

private func integer(_ value: Any?, _ context: String) throws -> Int {
  guard let number = value as? Int else {
    throw SpreadsheetCorpus.Malformed(description: "\(context) must be a number")
  }
  return number
}

private func oneOrMore(_ value: Any, _ context: String) throws -> [String] {
  if let one = value as? String { return [one] }
  return try strings(value, context)
}

private func rowNumber(_ key: String, _ context: String) throws -> Int {
  guard let number = Int(key), number >= 1 else {
    throw SpreadsheetCorpus.Malformed(description: "\(context): \(key) is not a row number")
  }
  return number
}
