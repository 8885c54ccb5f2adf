import Synchronization

/// Answers of a pure function (or of queries on an immutable index) already worked out, shared
/// between threads: a batch meets the same names, streets and addresses row after row.
/// Bounded: when full it is emptied and refills with what is used next, so memory stays flat on
/// inputs with many distinct values. Inlinable, so a module using it gets code specialised for
/// its keys and values (the local provider asks its memos several times per search).
package final class BoundedMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  @usableFromInline let values = Mutex<[Key: Value]>([:])
  /// At most this many entries.
  package let capacity: Int

  package init(capacity: Int) { self.capacity = capacity }

  @inlinable package func value(for key: Key) -> Value? {
    values.withLock { $0[key] }
  }

  /// The remembered value for `key`, or `make(key)` remembered.
  @inlinable package func value(for key: Key, orMake make: (Key) throws -> Value) rethrows -> Value {
    if let known = value(for: key) { return known }
    let made = try make(key)
    insert(made, for: key)
    return made
  }

  @inlinable package func insert(_ value: Value, for key: Key) {
    // A megabyte text is worked out each time it comes: a memo of tens of thousands of
    // entries must not hold as many megabyte keys (`MatchingLimits.memoizedTextBytes`).
    if let text = key as? String, !MatchingLimits.isMemoizable(text) { return }
    values.withLock { memo in
      if memo.count >= capacity { memo.removeAll(keepingCapacity: true) }
      memo[key] = value
    }
  }
}
