/// Requests and their list cost: what a row's plan may spend at most (`RowPlan.worstCase`), and
/// what a run's budget holds and gives back (`RunBudget`).
package struct RequestAmount: Sendable, Equatable {
  package var requests: Int
  package var costUSD: Double

  package init(requests: Int, costUSD: Double) {
    self.requests = requests
    self.costUSD = costUSD
  }

  package static let zero = RequestAmount(requests: 0, costUSD: 0)

  static func + (lhs: RequestAmount, rhs: RequestAmount) -> RequestAmount {
    RequestAmount(requests: lhs.requests + rhs.requests, costUSD: lhs.costUSD + rhs.costUSD)
  }

  static func - (lhs: RequestAmount, rhs: RequestAmount) -> RequestAmount {
    RequestAmount(requests: lhs.requests - rhs.requests, costUSD: lhs.costUSD - rhs.costUSD)
  }
}
