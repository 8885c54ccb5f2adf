import EnrichCore
import Foundation
import Testing

@testable import EnrichFormats

/// A private temporary folder per test, removed when the test ends.
final class Scratch {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "enrich-formats-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: folder)
  }

  func path(_ name: String) -> String { folder + "/" + name }

  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try write(name, bytes: Array(text.utf8))
  }

  @discardableResult
  func write(_ name: String, bytes: [UInt8]) throws -> String {
    let path = path(name)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return path
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }

  func files() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }
}

/// Reads every record of `path` with the registry.
func readAll(_ path: String, options: ReaderOptions = ReaderOptions()) throws -> (
  records: [InputRecord], reader: any RecordReader
) {
  let reader = try FormatRegistry.makeReader(path: path, options: options)
  var records: [InputRecord] = []
  while let record = try reader.next() { records.append(record) }
  return (records, reader)
}

/// The `FormatError` that `body` throws, or nil.
func formatError(_ body: () throws -> Void) -> FormatError? {
  do {
    try body()
    return nil
  } catch let error as FormatError {
    return error
  } catch {
    Issue.record("unexpected error type: \(error)")
    return nil
  }
}

/// Field values as plain text, by name, for compact assertions.
func texts(_ record: InputRecord) -> [String: String] {
  var result: [String: String] = [:]
  for field in record.fields where result[field.name] == nil { result[field.name] = field.value.plainText }
  return result
}

enum Sample {
  static let header = RunHeader(
    generator: "enrich 0.1.0", generatedAt: "2026-11-30T12:00:00Z", providers: ["local"],
    openAt: "2026-11-30T12:00:00+02:00",
    attributions: [
      Attribution(
        provider: "OpenStreetMap", text: "© OpenStreetMap contributors, ODbL 1.0",
        url: "https://www.openstreetmap.org/copyright", license: "ODbL-1.0")
    ])

  static func row(_ number: Int, fields: [Field], matched: Bool = true) -> RowResult {
    let record = InputRecord(row: number, line: number + 1, fields: fields)
    guard matched else {
      return RowResult(
        record: record, status: .notFound, provider: "local", warnings: ["no candidate"],
        error: RowError(code: "not_found", message: "nothing matched"))
    }
    let place = Place(
      id: "node/\(number)", name: "Café Ekberg", formattedAddress: "Bulevardi 9, 00120 Helsinki",
      location: Coordinate(latitude: 60.1653, longitude: 24.9387), types: ["cafe", "bakery"],
      primaryType: "cafe", businessStatus: .operational,
      openStatus: OpenStatusInfo(
        status: .open, reason: "open until 18:00", nextChange: "2026-11-30T18:00:00+02:00"))
    return RowResult(
      record: record, status: .matched, method: .textSearch, provider: "local", confidence: 0.93456,
      place: place)
  }

  static var summary: RunSummary {
    var summary = RunSummary()
    summary.count(.matched)
    summary.count(.notFound)
    return summary
  }
}
