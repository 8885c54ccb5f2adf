import EnrichCore
import Foundation

/// The summary sidecar of an NDJSON file output, `OUT.summary.json`: what a JSON document
/// carries around its rows (generator, time, providers, `openAt`, attributions, the run summary)
/// and JSON Lines cannot. The one place that knows which outputs have one, where it lives, what
/// it holds and how it is read back: the writer, the ownership rule, the run's last line and
/// `enrich merge` all ask here.
package enum SummarySidecar {
  /// The sidecar of an output at `output` written as `format` (nil: from the extension): an
  /// NDJSON file has one; other formats and streams (stdout, a FIFO) have none, so `--summary
  /// FILE` and stderr carry the summary there.
  package static func path(of output: String, format: OutputFormat?) -> String? {
    guard (format ?? OutputFormat(path: output)) == .ndjson else { return nil }
    return path(beside: output)
  }

  /// Where the sidecar of a file at `output` lives, whatever its format; nil for streams.
  package static func path(beside output: String) -> String? {
    OutputDestination.isStream(output) ? nil : output + ".summary.json"
  }

  /// The sidecar's text: the header's members, the output's name and the run summary.
  static func text(header: RunHeader, output: String, summary: RunSummary) -> String {
    var members = header.outputMembers
    members.append(JSONMember("output", .string(output)))
    members.append(JSONMember("summary", summary.jsonValue))
    return JSONText.pretty(.object(members)) + "\n"
  }

  /// What went wrong reading a sidecar back.
  package enum ReadError: Error {
    /// There is none beside the output.
    case missing
    /// It is not JSON.
    case unreadable(String)
    /// It is JSON, but not a sidecar enrich wrote.
    case notASidecar
  }

  /// The members of the sidecar beside the NDJSON output at `output`.
  package static func members(beside output: String) throws(ReadError) -> [JSONMember] {
    guard let path = path(beside: output), let data = FileManager.default.contents(atPath: path) else {
      throw .missing
    }
    let value: JSONValue
    do {
      value = try JSONDocumentParser.parse(bytes: [UInt8](data), name: path)
    } catch let error as FormatError {
      throw .unreadable(error.description)
    } catch {
      throw .unreadable("\(path): \(error)")
    }
    guard let members = value.objectValue, value["generator"]?.stringValue?.hasPrefix("enrich") == true,
      value["summary"]?.objectValue != nil
    else { throw .notASidecar }
    return members
  }
}
