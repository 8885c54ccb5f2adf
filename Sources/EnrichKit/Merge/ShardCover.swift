import EnrichCore

/// The shards a merge's parts say they are (their summaries' `shard`) must be one split:
/// the same N, each K once, none missing. Parts of no shard (whole runs) are merged as they
/// are, as long as their rows do not overlap.
enum ShardCover {
  static func check(parts: [String], summaries: [JSONValue]) throws(PipelineError) {
    var seen: [Int: String] = [:]
    var count: (Int, String)?
    for (path, summary) in zip(parts, summaries) {
      guard let text = summary["shard"]?.stringValue else {
        if let (total, other) = count {
          throw PipelineError(
            .configuration,
            "\(path) is a whole run but \(other) is a shard of \(total): merge the parts of one split")
        }
        continue
      }
      guard case .success(let shard) = RowShard.parse(text) else {
        throw OutputPart.notAnOutput(path, "its summary's shard '\(text)' is not K/N")
      }
      if let (total, other) = count, total != shard.count {
        throw PipelineError(
          .configuration,
          "\(other) is a shard of \(total) but \(path) is shard \(shard): "
            + "parts of different shard counts cannot be merged")
      }
      if count == nil, let whole = zip(parts, summaries).first(where: { $0.1["shard"] == nil }) {
        throw PipelineError(
          .configuration,
          "\(whole.0) is a whole run but \(path) is shard \(shard): merge the parts of one split")
      }
      count = (shard.count, path)
      if let other = seen[shard.index] {
        throw PipelineError(
          .configuration, "\(other) and \(path) are both shard \(shard): parts must not overlap")
      }
      seen[shard.index] = path
    }
    if let (total, _) = count {
      let missing = (1...total).filter { seen[$0] == nil }
      if !missing.isEmpty {
        let names = missing.prefix(10).map { "\($0)/\(total)" }.joined(separator: ", ")
        throw PipelineError(
          .configuration,
          "shard \(names)\(missing.count > 10 ? " …" : "") missing: give all \(total) parts, or the merged output "
            + "would lack their rows")
      }
    }
  }
}
