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
    let shard = summary.extra.first { $0.key == "shard" }?.value.stringValue.map { "shard \($0): " } ?? ""
    lines.append(
      "enrich: \(shard)\(Counted.of(summary.rows, "row")) in \(String(format: "%.2f", summary.elapsedSeconds)) s: "
        + (statuses.isEmpty ? "no rows" : statuses.joined(separator: ", ")))
    if !summary.requests.isEmpty {
      let requests = summary.requests.keys.sorted().map { "\($0) \(summary.requests[$0] ?? 0)" }
      lines.append(
        "enrich: requests: \(requests.joined(separator: ", ")); retries \(summary.retries); cache hits \(summary.cacheHits)"
      )
    }
    if let changes = summary.extra.first(where: { $0.key == "changes" })?.value.objectValue {
      let counts = changes.filter {
        !["rowsChanged", "previousRows"].contains($0.key) && $0.value.doubleValue != nil
      }
      let kinds = counts.map { "\($0.key) \($0.value.plainText)" }
      let changed = Int(changes.first { $0.key == "rowsChanged" }?.value.doubleValue ?? 0)
      var line =
        "enrich: changes since the previous output: \(Counted.of(changed, "row"))"
        + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))")
      let removed = changes.first { $0.key == "removedRows" }?.value.arrayValue ?? []
      if !removed.isEmpty {
        let named = removed.prefix(5).map { item in
          let key = item["key"]?.plainText ?? ""
          return item["name"]?.stringValue.map { "\(key) (\($0))" } ?? key
        }
        line += "; removed: " + named.joined(separator: ", ") + (removed.count > 5 ? ", ..." : "")
      }
      lines.append(line)
    }
    if let cache = summary.extra.first(where: { $0.key == "cache" })?.value,
      let line = cacheLine(cache)
    {
      lines.append(line)
    }
    if let plan = summary.extra.first(where: { $0.key == "plan" })?.value {
      lines.append(planLine(plan, made: summary))
    }
    if let cost = summary.estimatedCostUSD {
      let notes = costNotes.map { ", \($0)" }.joined()
      let billing = summary.extra.first { $0.key == "billing" }?.value.arrayValue ?? []
      let skus = billing.compactMap { line -> String? in
        guard let sku = line["sku"]?.stringValue, let count = line["requests"]?.doubleValue else {
          return nil
        }
        return "\(Int(count)) \(sku)"
      }
      let billed = skus.isEmpty ? "" : ": " + skus.joined(separator: ", ")
      lines.append(String(format: "enrich: estimated cost: $%.2f", cost) + notes + " (list prices\(billed))")
    }
    let written = outputs.filter { $0 != "-" }
    if !written.isEmpty { lines.append("enrich: wrote \(written.joined(separator: ", "))") }
    return lines.joined(separator: "\n")
  }

  /// `enrich: plan: 57 requests ($1.00), up to 3 more; made 57`: what the run planned before
  /// each row (the same plan `--dry-run` prints) beside what it sent.
  static func planLine(_ plan: JSONValue, made summary: RunSummary) -> String {
    let count = { (member: String) in
      plan[member]?.objectValue?.reduce(0) { $0 + Int($1.value.doubleValue ?? 0) } ?? 0
    }
    let possible = count("possibleRequests")
    let cost = plan["estimatedCostUSD"]?.doubleValue ?? 0
    let made = summary.requests.values.reduce(0, +)
    let expected = plan["expectedRequests"] == nil ? "" : " (expected \(count("expectedRequests")))"
    return "enrich: plan: \(Counted.of(count("requests"), "request"))"
      + (cost > 0 ? String(format: " ($%.2f)", cost) : "") + (possible > 0 ? ", up to \(possible) more" : "")
      + expected + "; made \(made)"
  }

  /// `enrich: cache PATH: 12 damaged entries ignored and requested again, 3 answers not stored`,
  /// only when the cache had trouble.
  static func cacheLine(_ cache: JSONValue) -> String? {
    let count = { (key: String) in Int(cache[key]?.doubleValue ?? 0) }
    let parts = [
      (count("damagedEntries"), "damaged entry", "damaged entries", " ignored and requested again"),
      (count("notStored"), "answer", "answers", " not stored"),
      (count("readFailures"), "failed read", "failed reads", ""),
    ].filter { $0.0 > 0 }.map { Counted.of($0.0, $0.1, $0.2) + $0.3 }
    guard !parts.isEmpty else { return nil }
    return "enrich: cache \(cache["path"]?.stringValue ?? ""): \(parts.joined(separator: ", "))"
  }
}
