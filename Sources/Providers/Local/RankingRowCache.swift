import Synchronization

/// Decoded `RankingRow`s shared by all calls of one provider, so the rows a batch keeps hitting
/// (the same streets, the same chains) are read and split once. Bounded: when full it is
/// emptied and refills with what is used next, which keeps memory flat on large indexes.
final class RankingRowCache: Sendable {
  private let rows = Mutex<[Int64: RankingRow]>([:])
  /// At most this many rows (≈ 300 bytes each).
  let capacity: Int

  init(capacity: Int = 100_000) { self.capacity = capacity }

  /// The cached row of each of `ids` (nil where none is cached), in their order.
  func rows(for ids: [Int64]) -> [RankingRow?] {
    rows.withLock { cache in ids.map { cache[$0] } }
  }

  /// The cached rows of all of `ids`, in their order; nil when one is not cached.
  func rows(forAll ids: [Int64]) -> [RankingRow]? {
    rows.withLock { cache in
      var found: [RankingRow] = []
      found.reserveCapacity(ids.count)
      for id in ids {
        guard let row = cache[id] else { return nil }
        found.append(row)
      }
      return found
    }
  }

  func insert(_ new: [RankingRow]) {
    rows.withLock { cache in
      if cache.count + new.count > capacity { cache.removeAll(keepingCapacity: true) }
      for row in new { cache[row.id] = row }
    }
  }
}
