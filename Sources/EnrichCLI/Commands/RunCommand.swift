import EnrichCore
import EnrichFormats
import EnrichKit
import Foundation

/// `enrich INPUT -o OUTPUT [options]`: the default pipeline with options from the command line.
struct RunCommand: Command {
  let name = "enrich"
  let abstract = "Find, geocode and enrich the places in a spreadsheet or dataset."
  let usage = ["INPUT -o OUTPUT [options]", "<subcommand> [options]"]
  let discussion: String? = """
    Reads CSV, JSON (array, NDJSON, GeoJSON), KML or Excel (.xlsx); searches each row's place \
    with the chosen provider (default: the offline OpenStreetMap index), falls back to geocoding \
    for addresses with a unit or when search finds nothing trustworthy, resolves whether each \
    place is open, and writes JSON, NDJSON, CSV, GeoJSON, KML, Excel or GeoPackage with the \
    attributions the data requires; --report writes an HTML page about the run.
    """
  let examples = [
    "enrich samples/places.csv -o out.json",
    "enrich samples/places.csv -o out.csv -o out.geojson --at 2026-12-20T10:00",
    "enrich places.xlsx --sheet Shops -o out.xlsx -o out.gpkg --report run.html",
    "enrich places.csv -o - --provider none | jq '.rows[0]'",
    "enrich places.csv -o out.json --provider local,google --api-key-file ~/.google-key",
  ]
  var optionGroups: [OptionGroup] { RunOptions.all }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let configuration = try CommandLinePipeline.configuration(arguments)
    return try await PipelineExecution(console: console).run(configuration)
  }
}

/// The end-of-run summary printed on stderr.
enum SummaryText {
  static func render(_ summary: RunSummary, outputs: [String], costNotes: [String] = []) -> String {
    var lines: [String] = []
    let statuses = RowStatus.allCases.compactMap { status -> String? in
      guard let count = summary.byStatus[status], count > 0 else { return nil }
      return "\(status.rawValue) \(count)"
    }
    let shard = summary[RowShard.self].map { "shard \($0): " } ?? ""
    lines.append(
      "enrich: \(shard)\(Counted.of(summary.rows, "row")) in \(String(format: "%.2f", summary.elapsedSeconds)) s: "
        + (statuses.isEmpty ? "no rows" : statuses.joined(separator: ", ")))
    if !summary.requests.isEmpty {
      let requests = summary.requests.keys.sorted().map { "\($0) \(summary.requests[$0] ?? 0)" }
      lines.append(
        "enrich: requests: \(requests.joined(separator: ", ")); retries \(summary.retries); cache hits \(summary.cacheHits)"
      )
    }
    if let changes = summary[ChangeSummary.self] { lines.append(changeLine(changes)) }
    if let cache = summary[CacheCounts.self], let line = cacheLine(cache) { lines.append(line) }
    if let plan = summary[PlanSummary.self] { lines.append(planLine(plan, made: summary)) }
    if let cost = summary.estimatedCostUSD {
      let notes = costNotes.map { ", \($0)" }.joined()
      let skus = (summary[BillingSummary.self]?.lines ?? []).compactMap { line in
        line.sku.map { "\(line.requests) \($0)" }
      }
      let billed = skus.isEmpty ? "" : ": " + skus.joined(separator: ", ")
      lines.append(String(format: "enrich: estimated cost: $%.2f", cost) + notes + " (list prices\(billed))")
    }
    let written = outputs.filter { $0 != "-" }
    if !written.isEmpty { lines.append("enrich: wrote \(written.joined(separator: ", "))") }
    return lines.joined(separator: "\n")
  }

  /// `enrich: changes since the previous output: 3 rows (added 1, renamed 2); removed: 7 (Kappeli)`.
  static func changeLine(_ changes: ChangeSummary) -> String {
    let kinds = changes.kinds.keys.sorted().map { "\($0) \(changes.kinds[$0] ?? 0)" }
    var line =
      "enrich: changes since the previous output: \(Counted.of(changes.rowsChanged, "row"))"
      + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))")
    let removed = changes.removedRows
    if !removed.isEmpty {
      let named = removed.prefix(5).map { row in row.name.map { "\(row.key) (\($0))" } ?? row.key }
      line += "; removed: " + named.joined(separator: ", ") + (removed.count > 5 ? ", ..." : "")
    }
    return line
  }

  /// `enrich: plan: 57 requests ($1.00), up to 3 more; made 57`: what the run planned before
  /// each row (the same plan `--dry-run` prints) beside what it sent.
  static func planLine(_ plan: PlanSummary, made summary: RunSummary) -> String {
    let possible = plan.possibleRequests.values.reduce(0, +)
    let cost = plan.estimatedCostUSD
    let made = summary.requests.values.reduce(0, +)
    let expected = plan.expectedRequests.map { " (expected \($0.values.reduce(0, +)))" } ?? ""
    return "enrich: plan: \(Counted.of(plan.requests.values.reduce(0, +), "request"))"
      + (cost > 0 ? String(format: " ($%.2f)", cost) : "") + (possible > 0 ? ", up to \(possible) more" : "")
      + expected + "; made \(made)"
  }

  /// `enrich: cache PATH: 12 damaged entries ignored and requested again, 3 answers not stored`,
  /// only when the cache had trouble.
  static func cacheLine(_ cache: CacheCounts) -> String? {
    let parts = [
      (cache.damagedEntries, "damaged entry", "damaged entries", " ignored and requested again"),
      (cache.notStored, "answer", "answers", " not stored"),
      (cache.readFailures, "failed read", "failed reads", ""),
    ].filter { $0.0 > 0 }.map { Counted.of($0.0, $0.1, $0.2) + $0.3 }
    guard !parts.isEmpty else { return nil }
    return "enrich: cache\(cache.path.map { " \($0)" } ?? ""): \(parts.joined(separator: ", "))"
  }
}
