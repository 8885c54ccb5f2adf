import EnrichCore
import Foundation

/// The review file (`--review FILE.csv`): only the rows a person should look at — ambiguous,
/// low confidence, or answered by the geocoding fallback after place search failed — each
/// beside its top candidates, so a data-cleaning user can fix them quickly in a spreadsheet.
package final class ReviewCSVWriter: RecordWriter {
  private let target: OutputTarget
  private let safe: Bool
  private let delimiter: UInt8
  private var inputColumns: [String] = []
  static let candidateCount = 3

  package init(path: String, csvSafe: Bool = true, delimiter: UInt8 = CSVCell.comma) throws {
    target = try OutputTarget(path: path)
    safe = csvSafe
    self.delimiter = delimiter
  }

  static let leadingColumns = ["row", "status", "method", "confidence", "why"]

  /// Whether the file at `path` is a review file enrich wrote (its header row, with whichever
  /// delimiter it was written), and so its own to replace.
  package static func isOwnFile(_ path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    var head = [UInt8]((try? handle.read(upToCount: 256)) ?? Data())
    if head.starts(with: [0xEF, 0xBB, 0xBF]) { head.removeFirst(3) }
    let first = Array(leadingColumns[0].utf8)
    guard head.count > first.count, head.starts(with: first), CSVCell.isDelimiter(head[first.count]) else {
      return false
    }
    let separator = String(UnicodeScalar(head[first.count]))
    return head.starts(with: Array((leadingColumns.joined(separator: separator) + separator).utf8))
  }

  /// Whether `row` needs a person's eye.
  package static func needsReview(_ row: RowResult) -> Bool {
    switch row.status {
    case .ambiguous, .lowConfidence: return true
    case .geocoded: return row.query != nil  // place search ran first and was not trusted
    default: return false
    }
  }

  package func begin(_ header: RunHeader, inputColumns: [String]) throws {
    self.inputColumns = inputColumns
    var cells = Self.leadingColumns + inputColumns
    cells += ["match_name", "match_address", "match_id"]
    for index in 1...Self.candidateCount {
      cells += [
        "candidate\(index)_name", "candidate\(index)_address", "candidate\(index)_id",
        "candidate\(index)_confidence",
      ]
    }
    cells.append("attribution")
    try line(cells)
    attribution = header.attributionText
  }

  private var attribution = ""

  package func write(_ row: RowResult) throws {
    guard Self.needsReview(row) else { return }
    var cells = [
      String(row.record.row), row.status.rawValue, row.method?.rawValue ?? "",
      row.confidence.map { String(format: "%.3f", $0) } ?? "", reason(row),
    ]
    cells += inputColumns.map { row.record.value(of: $0)?.plainText ?? "" }
    cells += [row.place?.name ?? "", row.place?.formattedAddress ?? "", row.place?.id ?? ""]
    for index in 0..<Self.candidateCount {
      if index < row.candidates.count {
        let candidate = row.candidates[index]
        cells += [
          candidate.place.name ?? "", candidate.place.formattedAddress ?? "", candidate.place.id,
          String(format: "%.3f", candidate.confidence),
        ]
      } else {
        cells += ["", "", "", ""]
      }
    }
    cells.append(attribution)
    try line(cells)
  }

  func reason(_ row: RowResult) -> String {
    switch row.status {
    case .ambiguous: return "two candidates are about equally likely"
    case .lowConfidence: return "no candidate reached the confidence threshold"
    default: return "place search was not trusted; the address was geocoded"
    }
  }

  package func finish(_ summary: RunSummary) throws { try target.complete() }

  package func commit() throws { try target.publish() }

  package var outputName: String { target.name }

  package func abandon() { target.discard() }

  package var pendingPath: String? { target.pendingPath }

  private func line(_ cells: [String]) throws {
    let separator = String(UnicodeScalar(delimiter))
    try target.write(
      cells.map { CSVCell.encode($0, safe: safe, delimiter: delimiter) }.joined(separator: separator) + "\r\n"
    )
    try target.rowDone()
  }
}
