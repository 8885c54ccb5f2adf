import EnrichCore
import Synchronization

/// Remembers answers of the provider's pure lookups (`BoundedMemo`'s rule: at most `capacity`,
/// all forgotten when full), defined here so the optimiser specialises it for its keys and
/// values: every search asks these memos several times, and through the generic
/// `BoundedMemo` of another module each lookup went through unspecialised code.
final class LocalMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let values = Mutex<[Key: Value]>([:])
  let capacity: Int

  init(capacity: Int) { self.capacity = capacity }

  func value(for key: Key) -> Value? { values.withLock { $0[key] } }

  /// The remembered value for `key`, or `make(key)` remembered.
  func value(for key: Key, orMake make: (Key) throws -> Value) rethrows -> Value {
    if let known = value(for: key) { return known }
    let made = try make(key)
    insert(made, for: key)
    return made
  }

  func insert(_ value: Value, for key: Key) {
    // A megabyte text is worked out each time it comes: a memo of tens of thousands of
    // entries must not hold as many megabyte keys (`MatchingLimits.memoizedTextBytes`).
    if let text = key as? String, !MatchingLimits.isMemoizable(text) { return }
    values.withLock { memo in
      if memo.count >= capacity { memo.removeAll(keepingCapacity: true) }
      memo[key] = value
    }
  }
}

/// Answers about words (the provider asks for every word of every query).
typealias WordMemo<Value: Sendable> = LocalMemo<String, Value>
