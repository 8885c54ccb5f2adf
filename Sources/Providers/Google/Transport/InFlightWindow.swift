/// Bounds the requests on the wire at once. Waiters are served first come, first served.
actor InFlightWindow {
  private let limit: Int
  private var inUse = 0
  private var waiters: [CheckedContinuation<Void, Never>] = []

  init(limit: Int) { self.limit = max(1, limit) }

  func acquire() async {
    if inUse < limit {
      inUse += 1
      return
    }
    await withCheckedContinuation { waiters.append($0) }
  }

  /// Hands the slot to the next waiter, or frees it.
  func release() {
    if waiters.isEmpty {
      inUse -= 1
    } else {
      waiters.removeFirst().resume()
    }
  }
}
