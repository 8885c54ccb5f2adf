import Synchronization

/// Remembers answers about words (`BoundedMemo`'s rule: at most `capacity`, all forgotten
/// when full), defined here so the optimiser specialises it: the provider asks it several
/// times for every word of every query.
final class WordMemo<Value: Sendable>: Sendable {
  private let values = Mutex<[String: Value]>([:])
  let capacity: Int

  init(capacity: Int) { self.capacity = capacity }

  /// The remembered value for `word`, or `make(word)` remembered.
  func value(for word: String, orMake make: (String) throws -> Value) rethrows -> Value {
    if let known = values.withLock({ $0[word] }) { return known }
    let made = try make(word)
    values.withLock { memo in
      if memo.count >= capacity { memo.removeAll(keepingCapacity: true) }
      memo[word] = made
    }
    return made
  }
}
