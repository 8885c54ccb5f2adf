import EnrichCore
import EnrichFormats
import Foundation

/// One of N workers' share of an input (`--shard K/N`): the rows whose number r has
/// (r − 1) mod N = K − 1. Stable by row number, so N workers reading the same file partition
/// it exactly, whatever the rows hold, and `enrich merge` puts their outputs back in order.
package struct RowShard: Sendable, Equatable, CustomStringConvertible {
  /// 1-based.
  package var index: Int
  package var count: Int

  package init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// `K/N` with 1 ≤ K ≤ N; nil with the reason otherwise.
  package static func parse(_ text: String) -> Result<RowShard, ShardSyntaxError> {
    let parts = text.trimmingCharacters(in: .whitespaces).split(
      separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else {
      return .failure(
        ShardSyntaxError(message: "'\(text)' is not a shard K/N (e.g. 2/4: the second of 4 workers)"))
    }
    guard count >= 1, count <= 1_000_000 else {
      return .failure(
        ShardSyntaxError(message: "'\(text)': the number of shards N must be between 1 and 1000000"))
    }
    guard index >= 1, index <= count else {
      return .failure(ShardSyntaxError(message: "'\(text)': the shard K must be between 1 and N (\(count))"))
    }
    return .success(RowShard(index: index, count: count))
  }

  /// Whether row `row` (1-based) belongs to this shard.
  package func contains(row: Int) -> Bool { (row - 1) % count == index - 1 }

  package var description: String { "\(index)/\(count)" }
}

/// The summary's `shard`: `"K/N"`, which `enrich merge` checks its parts against
/// (`ShardCover`). A merged output is no shard.
extension RowShard: SummarySection {
  package static let key = "shard"

  package var jsonValue: JSONValue { .string(description) }

  package init?(json: JSONValue) {
    guard let text = json.stringValue, case .success(let shard) = Self.parse(text) else { return nil }
    self = shard
  }

  package static func merged(_ parts: [RowShard?]) -> RowShard? { nil }
}

/// Why a `--shard` value was refused.
package struct ShardSyntaxError: Error, Sendable, Equatable {
  package var message: String
}

/// The rows of `base` that belong to `shard`; the others are read past, never written.
final class ShardedReader: RecordReader {
  private let base: any RecordReader
  private let shard: RowShard

  init(_ base: any RecordReader, shard: RowShard) {
    self.base = base
    self.shard = shard
  }

  var sourceName: String { base.sourceName }
  var columns: [String] { base.columns }
  /// The input's warnings but those about other shards' rows (`row N: …`, as every reader
  /// words a row's problem): each worker reports its own rows.
  var warnings: [FormatWarning] {
    base.warnings.filter { warning in
      guard warning.message.hasPrefix("row "),
        let row = Int(warning.message.dropFirst(4).prefix { $0.isNumber })
      else { return true }
      return shard.contains(row: row)
    }
  }
  var isReady: Bool { base.isReady }
  var table: TableLayout? { base.table }
  /// Every row read ahead, this worker's or not: they say what the columns hold alike.
  var preview: [InputRecord] { base.preview }
  func checkAhead() throws { try base.checkAhead() }

  func next() throws -> InputRecord? {
    while let record = try base.next() {
      if shard.contains(row: record.row) { return record }
    }
    return nil
  }
}
