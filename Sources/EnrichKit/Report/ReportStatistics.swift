import EnrichCore
import EnrichFormats

/// What the run report shows about the rows, gathered one row at a time in bounded memory:
/// counts by status, method and open status, a confidence histogram, failures grouped by
/// reason, and the first rows a person should review (with their top candidates). Pure.
package struct ReportStatistics: Sendable, Equatable {
  /// Rows listed for review at most; the rest are counted.
  package static let reviewLimit = 200
  /// Candidates shown per reviewed row.
  package static let reviewCandidates = 3
  /// Confidence histogram: ten bins of 0.1 (1.0 falls in the last).
  package static let bins = 10

  /// One row needing a person's eye.
  package struct ReviewRow: Sendable, Equatable {
    package var row: Int
    package var status: RowStatus
    package var query: String
    package var confidence: Double?
    package var answer: String?
    package var reason: String
    package var candidates: [Listed]
  }

  /// A candidate as the review table shows it.
  package struct Listed: Sendable, Equatable {
    package var name: String
    package var address: String
    package var confidence: Double
  }

  /// Failures of one kind: how many, and the first message as an example.
  package struct Failure: Sendable, Equatable {
    package var code: String
    package var count: Int
    package var example: String
  }

  package private(set) var rows = 0
  /// Rows that got what the run was asked for (`RowResult.isAnswered`).
  package private(set) var answered = 0
  package private(set) var byStatus: [RowStatus: Int] = [:]
  package private(set) var byMethod: [String: Int] = [:]
  package private(set) var byOpenStatus: [OpenStatus: Int] = [:]
  package private(set) var histogram = [Int](repeating: 0, count: bins)
  package private(set) var withConfidence = 0
  package private(set) var confidenceSum = 0.0
  package private(set) var failures: [Failure] = []
  package private(set) var review: [ReviewRow] = []
  package private(set) var reviewCount = 0
  package private(set) var withWarnings = 0

  package init() {}

  /// Why a row needs review, or nil: ambiguous, low confidence, not found, or geocoded after
  /// the place search was not trusted.
  package static func reviewReason(_ row: RowResult) -> String? {
    switch row.status {
    case .ambiguous: return "two candidates are about equally likely"
    case .lowConfidence: return "no candidate reached the confidence threshold"
    case .notFound: return "nothing found"
    case .geocoded where row.query != nil && row.place?.name == nil:
      return "the search was not trusted; geocoded"
    default: return nil
    }
  }

  package mutating func add(_ row: RowResult) {
    rows += 1
    if row.isAnswered { answered += 1 }
    byStatus[row.status, default: 0] += 1
    if let method = row.method { byMethod[method.rawValue, default: 0] += 1 }
    if let open = row.answer?.openStatus?.status { byOpenStatus[open, default: 0] += 1 }
    if !row.warnings.isEmpty { withWarnings += 1 }
    if let confidence = row.confidence, confidence.isFinite {
      withConfidence += 1
      confidenceSum += confidence
      histogram[min(Self.bins - 1, max(0, Int(confidence * Double(Self.bins))))] += 1
    }
    if let error = row.error, row.status == .failed || row.status == .invalid || row.status == .skipped {
      if let index = failures.firstIndex(where: { $0.code == error.code }) {
        failures[index].count += 1
      } else {
        failures.append(Failure(code: error.code, count: 1, example: error.message))
      }
    }
    if Self.reviewReason(row) != nil {
      reviewCount += 1
      if review.count < Self.reviewLimit { review.append(Self.reviewRow(row)) }
    }
  }

  package func count(_ status: RowStatus) -> Int { byStatus[status] ?? 0 }

  /// Rows that got no answer: failed, invalid, or skipped for a reason (nothing to search, a stop).
  package var unanswered: Int { rows - answered }

  /// Matched rows over all rows (0 without rows).
  package var matchRate: Double { rows == 0 ? 0 : Double(count(.matched)) / Double(rows) }

  /// Matched or geocoded rows over all rows.
  package var locatedRate: Double {
    rows == 0 ? 0 : Double(count(.matched) + count(.geocoded)) / Double(rows)
  }

  package var meanConfidence: Double? { withConfidence == 0 ? nil : confidenceSum / Double(withConfidence) }

  static func reviewRow(_ row: RowResult) -> ReviewRow {
    let input = row.record.fields.filter { !$0.value.plainText.isEmpty }.prefix(3).map(\.value.plainText)
    let query = row.query ?? input.joined(separator: ", ")
    let answer = row.answer.map {
      [$0.name, $0.formattedAddress].compactMap { $0 }.joined(separator: ", ")
    }
    // A geocoded candidate has no name: its address names it.
    let candidates = row.candidates.prefix(reviewCandidates).map { candidate in
      let place = candidate.place
      return Listed(
        name: place.name ?? place.formattedAddress ?? place.id,
        address: place.name == nil ? "" : place.formattedAddress ?? "", confidence: candidate.confidence)
    }
    return ReviewRow(
      row: row.record.row, status: row.status, query: query, confidence: row.confidence, answer: answer,
      reason: reviewReason(row) ?? "", candidates: Array(candidates))
  }
}
