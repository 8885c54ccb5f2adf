import EnrichCore

/// Budgets that stop a run cleanly (committed rows kept, resumable): requests, estimated
/// cost, failed rows. Checked before each row is started, so rows already in flight may add
/// their few requests on top.
package struct RunLimits: Sendable, Equatable {
  package var maxRequests: Int?
  package var maxCostUSD: Double?
  package var maxFailures: FailureLimit?
  /// Estimated cost of the requests so far (from the price table), for `maxCostUSD`.
  package var costOf: @Sendable ([RequestEndpoint: Int]) -> Double = { _ in 0 }

  package init() {}

  package static func == (lhs: RunLimits, rhs: RunLimits) -> Bool {
    lhs.maxRequests == rhs.maxRequests && lhs.maxCostUSD == rhs.maxCostUSD
      && lhs.maxFailures == rhs.maxFailures
  }

  /// Why the run must stop before starting another row, or nil.
  /// `requests` counts every request sent (`--max-requests`); `billable` leaves out those the
  /// provider refused and does not bill (`--max-cost`).
  func exceeded(
    requests: [RequestEndpoint: Int], billable: [RequestEndpoint: Int]? = nil, failedRows: Int,
    finishedRows: Int
  ) -> PipelineRunner.StopKind? {
    let total = requests.values.reduce(0, +)
    if let maxRequests, total >= maxRequests {
      return .budget("request budget reached: \(total) requests made, --max-requests \(maxRequests)")
    }
    if let maxCostUSD {
      let cost = costOf(billable ?? requests)
      if cost >= maxCostUSD {
        return .budget(
          "cost budget reached: estimated $\(String(format: "%.2f", cost)), --max-cost \(String(format: "%.2f", maxCostUSD))"
        )
      }
    }
    switch maxFailures {
    case .count(let limit) where failedRows >= limit:
      return .failures("\(failedRows) rows failed (--max-failures \(limit))")
    case .percent(let share)
    where finishedRows >= 20 && Double(failedRows) * 100 >= share * Double(finishedRows):
      return .failures(
        "\(failedRows) of \(finishedRows) rows failed (--max-failures \(String(format: "%g", share))%)")
    default:
      return nil
    }
  }
}
