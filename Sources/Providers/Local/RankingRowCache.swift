import Synchronization

/// Decoded `RankingRow`s shared by all calls of one provider, so the rows a batch keeps hitting
/// (the same streets, the same chains) are read and split once. Bounded: when full it is
/// emptied and refills with what is used next, which keeps memory flat on large indexes.
final class RankingRowCache: Sendable {
  private let rows = Mutex<[Int64: RankingRow]>([:])
  /// At most this many rows (≈ 300 bytes each).
  let capacity: Int

  init(capacity: Int = 100_000) { self.capacity = capacity }

  /// The cached rows among `ids`.
  func rows(for ids: [Int64]) -> [Int64: RankingRow] {
    rows.withLock { cache in
      var found: [Int64: RankingRow] = [:]
      for id in ids { if let row = cache[id] { found[id] = row } }
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
