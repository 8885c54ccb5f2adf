import Synchronization

/// Answers already worked out from the index, shared by all calls of one provider. The index
/// never changes once built, so an answer stays right for the provider's lifetime. Bounded:
/// when full it is emptied and refills with what is used next, so memory stays flat on inputs
/// with many distinct values.
final class BoundedMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let values = Mutex<[Key: Value]>([:])
  /// At most this many entries.
  let capacity: Int

  init(capacity: Int) { self.capacity = capacity }

  func value(for key: Key) -> Value? {
    values.withLock { $0[key] }
  }

  func insert(_ value: Value, for key: Key) {
    values.withLock { memo in
      if memo.count >= capacity { memo.removeAll(keepingCapacity: true) }
      memo[key] = value
    }
  }
}
