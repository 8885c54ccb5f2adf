import EnrichCore

/// Cron-grade run controls: the top-level `cache`, `resume`, `journal`, `budgets`, `dry_run`,
/// `summary` and `allow_empty` of a pipeline file. (`compare` is the change report's, a stage:
/// `CompareSettings`; `review` and `report` are output kinds: `OutputKind`.)
package struct RunSettings: Sendable, Equatable {
  package var cache = CacheSettings()
  /// Shared state of a fleet of workers on PostgreSQL (`--state`); nil: SQLite, per process.
  package var state: StateSettings?
  /// Keep a run journal (file inputs and outputs), so an interrupted run can be resumed.
  package var journal = true
  /// Continue an interrupted run from its journal, or fail (`--resume`). Without it a run
  /// resumes a journal of the same input and configuration on its own, and starts over (saying
  /// why) when they changed.
  package var resume = false
  /// Discard an interrupted run's journal and start over (`--restart`).
  package var restart = false
  /// Journal file; nil: next to the first output (`.OUTPUT.enrich-journal`).
  package var journalPath: String?
  /// Stop cleanly after this many provider requests (`--max-requests`).
  package var maxRequests: Int?
  /// Stop cleanly when the estimated cost reaches this many US dollars (`--max-cost`).
  package var maxCostUSD: Double?
  /// Abort when this many rows failed (`--max-failures N`) or this share of rows (`P%`).
  package var maxFailures: FailureLimit?
  /// Count requests and cost without making them (`--dry-run`).
  package var dryRun = false
  /// Write the run summary as JSON here (`--summary FILE`).
  package var summaryPath: String?
  /// Write the outputs even when the input holds no row, or no row could be answered
  /// (`--allow-empty`); without it such a run fails and replaces no output.
  package var allowEmpty = false

  package init() {}

  static let keys = [
    "cache", "state", "resume", "restart", "journal", "budgets", "dry_run", "summary", "allow_empty",
  ]

  static func decode(_ top: SettingsSection) throws(SettingsError) -> RunSettings {
    var run = RunSettings()
    if let cache = top["cache"] { run.cache = try CacheSettings.decode(cache) }
    run.state = try StateSettings.decode(top["state"])
    if run.state != nil, run.cache.path != nil, let state = top["state"] {
      throw state.error("the cache lives in the --state database: drop the cache path (--cache)")
    }
    run.resume = try top["resume"]?.bool() ?? false
    run.restart = try top["restart"]?.bool() ?? false
    if run.resume, run.restart, let restart = top["restart"] {
      throw restart.error("«resume» continues an interrupted run and «restart» discards it; keep one")
    }
    // `journal: false` keeps no journal; `journal: PATH` chooses where it lives.
    if let journal = top["journal"], case .scalar(let text, true) = journal.node.content,
      text == "false" || text == "true"
    {
      run.journal = text == "true"
    } else {
      run.journalPath = try top["journal"]?.filePath()
    }
    run.dryRun = try top["dry_run"]?.bool() ?? false
    if let budgets = top["budgets"], !budgets.node.isNull {
      let section = try budgets.section(allowed: ["max_requests", "max_cost", "max_failures"])
      run.maxRequests = try section["max_requests"]?.int(in: 1...Int.max)
      run.maxCostUSD = try section["max_cost"]?.positiveDouble(upTo: 1_000_000_000)
      if let failures = section["max_failures"] { run.maxFailures = try FailureLimit.decode(failures) }
    }
    run.summaryPath = try pathSection(top["summary"])
    run.allowEmpty = try top["allow_empty"]?.bool() ?? false
    if run.resume, !run.journal, let journal = top["journal"] {
      throw journal.error("a run that keeps no journal cannot be resumed")
    }
    return run
  }

  /// `summary: FILE` or `summary: {path: FILE}`.
  static func pathSection(_ reader: SettingsReader?) throws(SettingsError) -> String? {
    guard let reader, !reader.node.isNull else { return nil }
    if case .scalar = reader.node.content { return try reader.requiredFilePath() }
    let section = try reader.section(allowed: ["path"])
    return try section.required("path").requiredFilePath()
  }

  func render() -> [SettingsNode.Entry] {
    var out = SettingsEntries()
    if cache != CacheSettings() { out.add("cache", cache.render()) }
    out.add("state", state?.render())
    if resume { out.add("resume", .bool(true)) }
    if restart { out.add("restart", .bool(true)) }
    out.add("journal", journalPath.map { .text($0) })
    if !journal { out.add("journal", .bool(false)) }
    if maxRequests != nil || maxCostUSD != nil || maxFailures != nil {
      var budgets = SettingsEntries()
      budgets.add("max_requests", maxRequests.map { .number($0) })
      budgets.add("max_cost", maxCostUSD.map { .number($0) })
      budgets.add("max_failures", maxFailures?.render())
      out.add("budgets", budgets.node)
    }
    if dryRun { out.add("dry_run", .bool(true)) }
    out.add("summary", summaryPath.map { .text($0) })
    if allowEmpty { out.add("allow_empty", .bool(true)) }
    return out.entries
  }

  func resolvingPaths(_ resolve: (String) -> String) -> RunSettings {
    var run = self
    run.cache.path = cache.path.map(resolve)
    run.journalPath = journalPath.map(resolve)
    run.summaryPath = summaryPath.map(resolve)
    return run
  }

  /// The run options, bound to the top level of a pipeline.
  package static var options: [CommandLineOption] { controlOptions + fileOptions }

  /// The cache, state, journal, budgets and dry run.
  package static let controlOptions: [CommandLineOption] = [
    CommandLineOption(
      "cache", valueName: "path", help: "Request cache file (default: ~/.cache/enrich/cache.sqlite).",
      binding: .key("cache.path")),
    CommandLineOption(
      "no-cache", kind: .flag, help: "Neither read nor write the cache.",
      binding: .constant("cache.enabled", .bool(false))),
    CommandLineOption(
      "cache-ttl", valueName: "days",
      help:
        "Keep cached answers at most this long, within each provider's terms (Google coordinates: 30 days).",
      binding: .key("cache.ttl_days")),
    CommandLineOption(
      "refresh", kind: .flag, help: "Re-request expired cache entries only.", binding: .key("cache.refresh")),
    CommandLineOption(
      "offline", kind: .flag, help: "Answer from the cache alone; rows it cannot answer are marked.",
      binding: .key("cache.offline")),
    CommandLineOption(
      "state", valueName: "url",
      help:
        "Share the cache, rate limits and requests in flight with other workers in this PostgreSQL "
        + "database (postgresql://USER@HOST/DB; password in PGPASSWORD or ~/.pgpass).",
      binding: .key("state")),
    CommandLineOption(
      "resume", kind: .flag,
      help: "Continue an interrupted run, or fail when there is none (a plain run resumes one on its own).",
      binding: .key("resume")),
    CommandLineOption(
      "restart", kind: .flag, help: "Discard an interrupted run's journal and start over.",
      binding: .key("restart")),
    CommandLineOption(
      "journal", valueName: "path", help: "Run journal file (default: beside the first output).",
      binding: .key("journal")),
    CommandLineOption(
      "no-journal", kind: .flag, help: "Keep no run journal (the run cannot be resumed).",
      binding: .constant("journal", .bool(false))),
    CommandLineOption(
      "max-requests", valueName: "n", help: "Stop cleanly after this many provider requests (resumable).",
      binding: .key("budgets.max_requests")),
    CommandLineOption(
      "max-cost", valueName: "usd", help: "Stop cleanly when the estimated cost reaches this (resumable).",
      binding: .key("budgets.max_cost")),
    CommandLineOption(
      "max-failures", valueName: "n|p%", help: "Abort when this many (or this share of) rows failed.",
      binding: .key("budgets.max_failures")),
    CommandLineOption(
      "allow-empty", kind: .flag,
      help:
        "Write the outputs even when the input holds no row or no row could be answered (default: "
        + "such a run fails and replaces no output).",
      binding: .key("allow_empty")),
    CommandLineOption(
      "dry-run", kind: .flag, help: "Count the requests (and cost) the run would make, without making them.",
      binding: .key("dry_run")),
  ]

  /// The run summary file.
  package static let fileOptions: [CommandLineOption] = [
    CommandLineOption(
      "summary", valueName: "path", help: "Write the run summary as JSON to this file.",
      binding: .key("summary"))
  ]
}

/// `--max-failures 10` or `--max-failures 5%`.
package enum FailureLimit: Sendable, Equatable {
  case count(Int)
  case percent(Double)

  /// `max_failures: 10` (rows) or `max_failures: 5%` (share of rows).
  static func decode(_ reader: SettingsReader) throws(SettingsError) -> FailureLimit? {
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

  func render() -> SettingsNode {
    switch self {
    case .count(let count): return .number(count)
    case .percent(let percent): return .plain(SettingsNode.numberText(percent) + "%")
    }
  }
}

/// The request cache: `cache:` in a pipeline file.
package struct CacheSettings: Sendable, Equatable {
  package var enabled = true
  /// nil: `$XDG_CACHE_HOME/enrich/cache.sqlite` (default `~/.cache/enrich/`).
  package var path: String?
  /// Keep entries at most this long (days), within each provider's terms (e.g.
  /// coordinates: at most 30 days). nil: the provider's maximum.
  package var ttlDays: Double?
  /// Re-request expired entries only (`--refresh`).
  package var refresh = false
  /// Answer from the cache alone; misses are marked (`--offline`).
  package var offline = false

  package init() {}

  static func decode(_ reader: SettingsReader) throws(SettingsError) -> CacheSettings {
    var cache = CacheSettings()
    if reader.node.isNull { return cache }
    if case .scalar = reader.node.content {
      cache.enabled = try reader.bool() ?? true
      return cache
    }
    let section = try reader.section(allowed: ["enabled", "path", "ttl_days", "refresh", "offline"])
    cache.enabled = try section["enabled"]?.bool() ?? true
    cache.path = try section["path"]?.filePath()
    cache.ttlDays = try section["ttl_days"]?.positiveDouble(upTo: 36_500)
    cache.refresh = try section["refresh"]?.bool() ?? false
    cache.offline = try section["offline"]?.bool() ?? false
    if cache.refresh, cache.offline, let offline = section["offline"] {
      throw offline.error("«refresh» re-requests expired entries and «offline» makes no requests; keep one")
    }
    if !cache.enabled, cache.refresh || cache.offline || cache.path != nil || cache.ttlDays != nil {
      throw reader.error("the cache is disabled (enabled: false) but other cache settings are given")
    }
    return cache
  }

  func render() -> SettingsNode {
    var out = SettingsEntries()
    if !enabled { out.add("enabled", .bool(false)) }
    out.add("path", path.map { .text($0) })
    out.add("ttl_days", ttlDays.map { .number($0) })
    if refresh { out.add("refresh", .bool(true)) }
    if offline { out.add("offline", .bool(true)) }
    return out.node
  }
}
