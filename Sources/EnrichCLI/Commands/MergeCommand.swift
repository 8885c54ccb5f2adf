import EnrichCore
import EnrichFormats
import EnrichKit
import Foundation

/// `enrich merge OUT PART...`: the outputs of N workers (`--shard K/N`) as one output in
/// input-row order; the engine's `OutputMerge` does the work.
struct MergeCommand: Command {
  let name = "merge"
  let abstract = "Merge the outputs of --shard K/N workers into one output in input order."
  let usage = ["merge OUT PART... [-f FORMAT]"]
  let discussion: String? = """
    Reads the parts (enrich's own JSON or NDJSON outputs; an NDJSON part with its \
    PART.summary.json sidecar) and writes OUT in input-row order with one summary (its counts \
    summed, the facts every part agrees on kept) and every part's attributions. Parts that are not enrich outputs, overlap, come from \
    different shard counts, or leave a shard out are refused. Memory holds one row per part; OUT \
    is written under a temporary name and renamed when complete.
    """
  let examples = [
    "enrich merge places.json part-1.json part-2.json part-3.json",
    "parallel enrich places.csv -o part-{}.ndjson --shard {}/4 ::: 1 2 3 4 && enrich merge out.csv part-*.ndjson",
  ]
  var optionGroups: [OptionGroup] {
    [
      OptionGroup(
        "Options",
        [
          OptionSpec(
            "format", short: "f", valueName: "format",
            help:
              "Format of OUT when its extension does not say (json, ndjson, csv, xlsx, gpkg, geojson, kml)."),
          OptionSpec("quiet", short: "q", kind: .flag, help: "Only errors on stderr."),
        ])
    ]
  }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    guard arguments.positionals.count >= 2 else {
      throw UsageError("give the output and the parts: enrich merge OUT PART...")
    }
    var output = OutputSettings(path: arguments.positionals[0])
    if let name = arguments.value("format") {
      guard let format = OutputFormat(rawValue: name.lowercased()) else {
        let allowed = OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")
        throw UsageError("--format: '\(name)' is not one of \(allowed)")
      }
      output.format = format
    } else if OutputFormat(path: output.path) == nil {
      throw UsageError("the extension of \(output.path) names no format; choose one with --format")
    }
    var merge = OutputMerge(parts: Array(arguments.positionals.dropFirst()), output: output)
    merge.placeColumns = { providers in
      Plugins.all.types.filter { providers.contains($0.name) }.flatMap { $0.init().placeColumns }
    }
    let summary: RunSummary
    do {
      summary = try merge.run()
    } catch {
      throw CommandFailure(PipelineExecution.status(for: error.kind), error.message)
    }
    // The console is quiet with --quiet; the first line says what was merged, not a run's time.
    let written = [output.path] + (output.summarySidecarPath.map { [$0] } ?? [])
    var lines = SummaryText.render(summary, outputs: written).split(separator: "\n").map(String.init)
    let statuses = RowStatus.allCases.compactMap { status in
      summary.byStatus[status].map { "\(status.rawValue) \($0)" }
    }
    lines[0] =
      "enrich: merged \(Counted.of(merge.parts.count, "part")): \(Counted.of(summary.rows, "row")): "
      + statuses.joined(separator: ", ")
    console.summary(lines.joined(separator: "\n"), summary)
    return .success
  }
}
