import EnrichCore
import Foundation

/// The run controls: `cache`, `resume`, `journal`, `budgets`, `dry_run`, `compare`, `review`,
/// `summary`.
struct RunSettingsDecoder {
  let context: PipelineFileContext

  func decode(_ top: PipelineSection) throws(PipelineFileError) -> RunSettings {
    var run = RunSettings()
    if let cache = top["cache"] { run.cache = try self.cache(cache) }
    run.resume = try top["resume"]?.bool() ?? false
    // `journal: false` keeps no journal; `journal: PATH` chooses where it lives.
    if let journal = top["journal"], case .scalar(let text, true) = journal.node.content,
      text == "false" || text == "true"
    {
      run.journal = text == "true"
    } else {
      run.journalPath = try top["journal"]?.string().map(context.resolve)
    }
    run.dryRun = try top["dry_run"]?.bool() ?? false
    if let budgets = top["budgets"], !budgets.node.isNull {
      let section = try budgets.section(allowed: ["max_requests", "max_cost", "max_failures"])
      run.maxRequests = try section["max_requests"]?.int(in: 1...Int.max)
      run.maxCostUSD = try section["max_cost"]?.double(in: 0.000_001...1_000_000_000)
      if let failures = section["max_failures"] { run.maxFailures = try failureLimit(failures) }
    }
    if let compare = top["compare"], !compare.node.isNull {
      if case .scalar = compare.node.content {
        run.comparePath = context.resolve(try compare.requiredString())
      } else {
        let section = try compare.section(allowed: ["path", "move_meters"])
        run.comparePath = try section["path"]?.string().map(context.resolve)
        if let meters = try section["move_meters"]?.double(in: 0.001...20_000_000) {
          run.compareMoveMeters = meters
        }
      }
    }
    run.reviewPath = try pathSection(top["review"])
    run.summaryPath = try pathSection(top["summary"])
    return run
  }

  func cache(_ reader: PipelineValueReader) throws(PipelineFileError) -> CacheSettings {
    var cache = CacheSettings()
    if reader.node.isNull { return cache }
    if case .scalar = reader.node.content {
      cache.enabled = try reader.bool() ?? true
      return cache
    }
    let section = try reader.section(allowed: ["enabled", "path", "ttl_days", "refresh", "offline"])
    cache.enabled = try section["enabled"]?.bool() ?? true
    cache.path = try section["path"]?.string().map(context.resolve)
    cache.ttlDays = try section["ttl_days"]?.double(in: 0.000_001...36_500)
    cache.refresh = try section["refresh"]?.bool() ?? false
    cache.offline = try section["offline"]?.bool() ?? false
    if cache.refresh, cache.offline, let offline = section["offline"] {
      throw offline.error("refresh re-requests expired entries and offline makes no requests; keep one")
    }
    if !cache.enabled, cache.refresh || cache.offline || cache.path != nil || cache.ttlDays != nil {
      throw reader.error("the cache is disabled (enabled: false) but other cache settings are given")
    }
    return cache
  }

  /// `max_failures: 10` (rows) or `max_failures: 5%` (share of rows).
  func failureLimit(_ reader: PipelineValueReader) throws(PipelineFileError) -> FailureLimit? {
    guard let text = try reader.string()?.trimmingCharacters(in: .whitespaces) else { return nil }
    if text.hasSuffix("%") {
      guard let percent = Double(text.dropLast()), percent > 0, percent <= 100 else {
        throw reader.error("'\(text)' is not a share of rows between 0% and 100% (e.g. 5%)")
      }
      return .percent(percent)
    }
    guard let count = Int(text), count >= 1 else {
      throw reader.error("'\(text)' is not a number of rows (e.g. 10) or a share (e.g. 5%)")
    }
    return .count(count)
  }

  /// `review: FILE` or `review: {path: FILE}`.
  func pathSection(_ reader: PipelineValueReader?) throws(PipelineFileError) -> String? {
    guard let reader, !reader.node.isNull else { return nil }
    if case .scalar = reader.node.content { return context.resolve(try reader.requiredString()) }
    let section = try reader.section(allowed: ["path"])
    return context.resolve(try section.required("path").requiredString())
  }
}
