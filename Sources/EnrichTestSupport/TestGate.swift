import Synchronization

/// A condition tasks wait on until the test opens it: how a test holds a fake provider's calls
/// in flight for exactly as long as it needs, instead of sleeping and hoping they overlap.
/// A waiter that is still waiting after its timeout throws `WaitTimedOut`, so a broken
/// expectation fails the test instead of hanging it; a cancelled waiter throws
/// `CancellationError`.
package final class TestGate: Sendable {
  private struct State {
    var isOpen = false
    var nextID = 0
    /// Waiters not yet resumed.
    var pending: Set<Int> = []
    var continuations: [Int: CheckedContinuation<Void, any Error>] = [:]
    /// Errors that arrived before their waiter had suspended.
    var early: [Int: any Error] = [:]
  }

  private let state = Mutex(State())
  private let name: String

  package init(_ name: String = "gate") { self.name = name }

  package var isOpen: Bool { state.withLock { $0.isOpen } }

  /// Lets every waiter through, now and later.
  package func open() {
    let waiting = state.withLock { state -> [CheckedContinuation<Void, any Error>] in
      state.isOpen = true
      state.pending = []
      state.early = [:]
      defer { state.continuations = [:] }
      return Array(state.continuations.values)
    }
    for continuation in waiting { continuation.resume() }
  }

  /// Returns once the gate is open; throws `WaitTimedOut` when it is still shut after `timeout`.
  package func wait(timeout: Duration = .seconds(60)) async throws {
    let id = state.withLock { state -> Int? in
      guard !state.isOpen else { return nil }
      state.nextID += 1
      state.pending.insert(state.nextID)
      return state.nextID
    }
    guard let id else { return }
    let name = self.name
    // The deadline of this one waiter (a sleep as a deadline that fails, not as a hope).
    let deadline = Task { [weak self] in
      try await Task.sleep(for: timeout)
      self?.finish(id, with: WaitTimedOut(description: "\(name) still shut after \(timeout)"))
    }
    defer { deadline.cancel() }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        let now = state.withLock { state -> Result<Void, any Error>? in
          if state.isOpen { return .success(()) }
          if let error = state.early.removeValue(forKey: id) {
            state.pending.remove(id)
            return .failure(error)
          }
          state.continuations[id] = continuation
          return nil
        }
        if let now { continuation.resume(with: now) }
      }
    } onCancel: {
      finish(id, with: CancellationError())
    }
  }

  private func finish(_ id: Int, with error: any Error) {
    let continuation = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      guard state.pending.contains(id) else { return nil }
      guard let continuation = state.continuations.removeValue(forKey: id) else {
        state.early[id] = error
        return nil
      }
      state.pending.remove(id)
      return continuation
    }
    continuation?.resume(throwing: error)
  }
}

/// The first `count` arrivals wait for each other; later arrivals pass at once. A fake
/// provider's calls arrive here to prove that calls overlap (the runner really runs them
/// concurrently) without depending on how long anything takes.
package final class TestBarrier: Sendable {
  private let count: Int
  private let arrivals = Mutex(0)
  private let gate: TestGate

  package init(count: Int) {
    self.count = count
    gate = TestGate("barrier of \(count)")
  }

  package func arrive(timeout: Duration = .seconds(60)) async throws {
    let arrived = arrivals.withLock { value -> Int in
      value += 1
      return value
    }
    if arrived >= count { gate.open() }
    try await gate.wait(timeout: timeout)
  }
}

/// A condition a test waited for did not come true in time.
package struct WaitTimedOut: Error, CustomStringConvertible {
  package var description: String
}

/// Waits until `condition` holds, checking it every few milliseconds, and throws
/// `WaitTimedOut` naming `what` when it still does not after `timeout`: a bounded wait on a
/// condition that fails the test, never a sleep that hopes something has happened.
package func waitUntil(
  _ what: String, timeout: Duration = .seconds(60), _ condition: () async throws -> Bool
) async throws {
  let clock = ContinuousClock()
  let deadline = clock.now + timeout
  while try await !condition() {
    guard clock.now < deadline else {
      throw WaitTimedOut(description: "timed out after \(timeout) waiting until \(what)")
    }
    try await Task.sleep(for: .milliseconds(5))
  }
}
