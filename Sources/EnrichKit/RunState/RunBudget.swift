import EnrichCore
import Synchronization

/// The run's allowance under `--max-requests` and `--max-cost`, spent before each request is
/// sent, so neither is ever exceeded. A row holds its plan's worst case before it starts
/// (`hold`), so a started row always has room to finish and the answers it paid for are always
/// written; its requests are taken from that hold, and what it did not use goes back when it
/// ends. A request the provider does not bill (a failure) is refunded.
package final class RunBudget: Sendable {
  /// Requests and list cost (what a row's plan may spend, `RowPlan.worstCase`).
  package typealias Amount = RequestAmount

  package let maxRequests: Int?
  package let maxCostUSD: Double?
  /// Spent (requests sent and not refunded) and held (rows' reservations not spent yet).
  private let state = Mutex((spent: Amount.zero, held: Amount.zero))
  /// Costs are sums of prices per thousand: compare with a little slack for rounding.
  private static let slack = 1e-9

  package init(maxRequests: Int?, maxCostUSD: Double?) {
    self.maxRequests = maxRequests
    self.maxCostUSD = maxCostUSD
  }

  /// The budget `settings` ask for; nil when they set none.
  package static func of(_ settings: RunSettings) -> RunBudget? {
    guard settings.maxRequests != nil || settings.maxCostUSD != nil else { return nil }
    return RunBudget(maxRequests: settings.maxRequests, maxCostUSD: settings.maxCostUSD)
  }

  /// What was spent so far.
  package var spent: Amount { state.withLock { $0.spent } }

  /// Holds `amount` for a row about to start; nil when the rest of the budget cannot cover it.
  package func hold(_ amount: Amount) -> RowBudget? {
    let granted = state.withLock { state -> Bool in
      guard fits(state.spent + state.held + amount) else { return false }
      state.held = state.held + amount
      return true
    }
    return granted ? RowBudget(budget: self, held: amount) : nil
  }

  /// Why a row needing `amount` cannot start, for the stop message.
  package func refusal(_ amount: Amount) -> String {
    let spent = self.spent
    if let maxRequests, spent.requests + amount.requests > maxRequests {
      return
        "request budget reached: \(Counted.of(spent.requests, "request")) made, --max-requests \(maxRequests)"
    }
    return "cost budget reached: estimated $\(Self.dollars(spent.costUSD)) spent of --max-cost "
      + "\(String(format: "%.2f", maxCostUSD ?? 0)), and the next row may cost up to $\(Self.dollars(amount.costUSD))"
  }

  func fits(_ total: Amount) -> Bool {
    if let maxRequests, total.requests > maxRequests { return false }
    if let maxCostUSD, total.costUSD > maxCostUSD + Self.slack { return false }
    return true
  }

  /// Takes `amount` for one request: from `held` (a row's hold) first, the rest from what no
  /// row holds. Returns how much of the hold was used, or nil when it does not fit.
  func take(_ amount: Amount, held: Amount) -> Amount? {
    state.withLock { state -> Amount? in
      let fromHold = Amount(
        requests: min(amount.requests, held.requests), costUSD: min(amount.costUSD, held.costUSD))
      let extra = amount - fromHold
      guard fits(state.spent + state.held + extra) else { return nil }
      state.held = state.held - fromHold
      state.spent = state.spent + amount
      return fromHold
    }
  }

  func refund(_ amount: Amount) { state.withLock { $0.spent = $0.spent - amount } }

  func release(_ amount: Amount) { state.withLock { $0.held = $0.held - amount } }

  /// Dollars to a tenth of a cent: requests cost fractions of a cent.
  static func dollars(_ value: Double) -> String { String(format: "%.3f", value) }
}

/// One row's share of the run budget, reachable from every request the row makes through the
/// row's account (`RowAccount`).
package final class RowBudget: Sendable {
  let budget: RunBudget
  private let left: Mutex<RunBudget.Amount>

  init(budget: RunBudget, held: RunBudget.Amount) {
    self.budget = budget
    left = Mutex(held)
  }

  /// Takes one request's `amount` (the row's hold first); nil when the budget has no room.
  func take(_ amount: RunBudget.Amount) -> Bool {
    left.withLock { left -> Bool in
      guard let used = budget.take(amount, held: left) else { return false }
      left = left - used
      return true
    }
  }

  /// The row ended: what it held and did not spend goes back.
  package func close() {
    let rest = left.withLock { left -> RunBudget.Amount in
      defer { left = .zero }
      return left
    }
    budget.release(rest)
  }
}
