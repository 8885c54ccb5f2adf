import EnrichCore
import EnrichFormats
import Foundation

/// The run summary file (`--summary FILE`): a JSON object that starts with enrich's
/// `generator` member, which is how a later run knows the file is its own to replace.
package enum SummaryFile {
  /// Summaries are small; anything larger at the path is certainly not one.
  static let largestSummary = 16 * 1024 * 1024

  /// Writes `summary` (with `generator` first) to `path`, atomically, or in place for a stream.
  package static func write(_ summary: JSONValue, generator: String, to path: String) throws(OutputError) {
    var members = [JSONMember("generator", .string(generator))]
    members += (summary.objectValue ?? []).filter { $0.key != "generator" }
    try TextFile.write(JSONText.pretty(.object(members)) + "\n", to: path)
  }

  /// Whether the file at `path` is a summary enrich wrote: a JSON object whose `generator`
  /// starts with "enrich", or (written before the member existed) with `rows` and `requests`.
  package static func isOwnFile(_ path: String) -> Bool {
    guard let data = FileManager.default.contents(atPath: path), data.count <= largestSummary,
      let json = try? JSONDocumentParser.parse(String(decoding: data, as: UTF8.self), name: path),
      let members = json.objectValue
    else { return false }
    if let generator = json["generator"]?.stringValue { return generator.hasPrefix("enrich") }
    let keys = Set(members.map(\.key))
    return keys.contains("rows") && keys.contains("requests")
  }
}
