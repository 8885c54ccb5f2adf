import EnrichCore

/// Shares one call among identical requests of a run: while a call for a key is in flight,
/// later callers wait for it; once done, its answer is kept (when asked) for later callers.
///
/// Errors are shared with the callers already waiting, but only permanent ones are kept:
/// `invalidRequest`, `notFound` and `notCached` would come back the same. Transient errors
/// (`rateLimited`, `unavailable`, `badResponse`), run-stopping ones and cancellation are
/// forgotten as soon as the call ends, so a later row with the same request tries again.
actor RequestCoalescer<Value: Sendable> {
  private enum Slot {
    case running(Task<Value, any Error>)
    case done(Result<Value, any Error>)
  }

  private var slots: [CacheKey: Slot] = [:]
  /// Completed keys, oldest first, to bound memory.
  private var completed: [CacheKey] = []
  private var completedStart = 0
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
    for key: CacheKey, shared: @Sendable () -> Void, fetch: @escaping @Sendable () async throws -> Value
  ) async throws -> Value {
    switch slots[key] {
    case .done(let result)?:
      shared()
      return try result.get()
    case .running(let task)?:
      shared()
      return try await task.value
    case nil:
      let task = Task { try await fetch() }
      slots[key] = .running(task)
      let result = await task.result
      finish(key, with: result)
      return try result.get()
    }
  }

  /// Number of keys currently in flight or kept (for tests).
  var count: Int { slots.count }

  private func finish(_ key: CacheKey, with result: Result<Value, any Error>) {
    let keep: Bool
    switch result {
    case .success: keep = keepsAnswers
    case .failure(let error): keep = Self.isPermanent(error)
    }
    guard keep, capacity > 0 else {
      slots[key] = nil
      return
    }
    slots[key] = .done(result)
    completed.append(key)
    if completed.count - completedStart > capacity {
      slots[completed[completedStart]] = nil
      completedStart += 1
      // Compact now and then so the queue does not grow for ever.
      if completedStart > capacity {
        completed.removeFirst(completedStart)
        completedStart = 0
      }
    }
  }

  static func isPermanent(_ error: any Error) -> Bool {
    guard let error = error as? ProviderError else { return false }
    switch error.kind {
    case .invalidRequest, .notFound, .notCached: return true
    default: return false
    }
  }
}
