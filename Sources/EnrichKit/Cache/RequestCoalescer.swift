import EnrichCore
import Synchronization

/// Shares one call among identical requests of a run: while a call for a key is in flight,
/// later callers wait for it; once done, its answer is kept (when asked) for later callers.
///
/// The first caller of a key runs the call itself, in its own task: a task per request cost
/// a thread hand-off and a wake-up each, most of a local run's system time. (So a cancelled
/// first caller ends the call for its waiters too; rows are only cancelled all at once.)
///
/// Errors are shared with the callers already waiting, but only permanent ones are kept:
/// `invalidRequest`, `notFound` and `notCached` would come back the same. Transient errors
/// (`rateLimited`, `unavailable`, `badResponse`), run-stopping ones and cancellation are
/// forgotten as soon as the call ends, so a later row with the same request tries again.
final class RequestCoalescer<Value: Sendable>: Sendable {
  private enum Slot {
    case running(Flight)
    case done(Result<Value, any Error>)
  }

  private struct State {
    var slots: [CacheKey: Slot] = [:]
    /// Completed keys, oldest first, to bound memory.
    var completed: [CacheKey] = []
    var completedStart = 0
  }

  /// What a caller found for its key.
  private enum Lookup {
    case kept(Result<Value, any Error>)
    case wait(Flight)
    case run(Flight)
  }

  private let state = Mutex(State())
  private let keepsAnswers: Bool
  private let capacity: Int

  /// - Parameters:
  ///   - keepsAnswers: keep successful answers for the rest of the run (no cache behind, or a
  ///     cache that does not keep whole answers).
  ///   - capacity: completed answers and errors kept at most; the oldest go first.
  init(keepsAnswers: Bool, capacity: Int) {
    self.keepsAnswers = keepsAnswers
    self.capacity = max(capacity, 0)
  }

  /// The answer for `key`: shared when one is in flight or kept, else from `fetch`.
  /// `shared` runs when the caller did not start a call of its own.
  func value(
    for key: CacheKey, shared: @Sendable () -> Void, fetch: () async throws -> Value
  ) async throws -> Value {
    let lookup = state.withLock { state -> Lookup in
      switch state.slots[key] {
      case .done(let result)?: return .kept(result)
      case .running(let flight)?: return .wait(flight)
      case nil:
        let flight = Flight()
        state.slots[key] = .running(flight)
        return .run(flight)
      }
    }
    switch lookup {
    case .kept(let result):
      shared()
      return try result.get()
    case .wait(let flight):
      shared()
      return try await flight.result().get()
    case .run(let flight):
      let result: Result<Value, any Error>
      do {
        result = .success(try await fetch())
      } catch {
        result = .failure(error)
      }
      state.withLock { finish(key, with: result, in: &$0) }
      flight.complete(result)
      return try result.get()
    }
  }

  /// Number of keys currently in flight or kept (for tests).
  var count: Int { state.withLock { $0.slots.count } }

  private func finish(_ key: CacheKey, with result: Result<Value, any Error>, in state: inout State) {
    let keep: Bool
    switch result {
    case .success: keep = keepsAnswers
    case .failure(let error): keep = Self.isPermanent(error)
    }
    guard keep, capacity > 0, key.canonicalRequest.utf8.count <= Self.largestKeptRequest else {
      state.slots[key] = nil
      return
    }
    state.slots[key] = .done(result)
    state.completed.append(key)
    if state.completed.count - state.completedStart > capacity {
      state.slots[state.completed[state.completedStart]] = nil
      state.completedStart += 1
      // Compact now and then so the queue does not grow for ever.
      if state.completedStart > capacity {
        state.completed.removeFirst(state.completedStart)
        state.completedStart = 0
      }
    }
  }

  /// Answers to requests longer than this (UTF-8 bytes of the canonical request) are shared
  /// while in flight but not kept: no real query is that long, and thousands of kept megabyte
  /// keys (rows of megabyte cells) would hold gigabytes.
  static var largestKeptRequest: Int { 4 * MatchingLimits.memoizedTextBytes }

  static func isPermanent(_ error: any Error) -> Bool {
    guard let error = error as? ProviderError else { return false }
    switch error.kind {
    case .invalidRequest, .notFound, .notCached: return true
    default: return false
    }
  }

  /// One call in flight: the callers waiting for it, then its result.
  private final class Flight: Sendable {
    private enum Phase {
      case running([CheckedContinuation<Result<Value, any Error>, Never>])
      case done(Result<Value, any Error>)
    }

    private let phase = Mutex(Phase.running([]))

    /// The call's result, once it is done.
    func result() async -> Result<Value, any Error> {
      await withCheckedContinuation { continuation in
        let done = phase.withLock { phase -> Result<Value, any Error>? in
          switch phase {
          case .running(var waiting):
            waiting.append(continuation)
            phase = .running(waiting)
            return nil
          case .done(let result):
            return result
          }
        }
        if let done { continuation.resume(returning: done) }
      }
    }

    /// Hands `result` to every caller waiting and to any that come later.
    func complete(_ result: Result<Value, any Error>) {
      let waiting = phase.withLock { phase -> [CheckedContinuation<Result<Value, any Error>, Never>] in
        guard case .running(let waiting) = phase else { return [] }
        phase = .done(result)
        return waiting
      }
      for continuation in waiting { continuation.resume(returning: result) }
    }
  }
}
