import EnrichCore
import EnrichKit
import Foundation

/// `enrich search "TEXT"`: one row through the same stages as a batch run, for users who
/// debug a row. Prints the row object with its ranked candidates as JSON (a table on a
/// terminal).
struct SearchCommand: Command {
  let name = "search"
  let abstract = "Search one place and show the ranked candidates."
  let usage = ["search \"NAME[, ADDRESS]\" [--near LAT,LNG --radius M] [--type T] [--provider P]"]
  let discussion: String? = """
    The text before the first comma is the name, the rest the address, as in a spreadsheet row. \
    The row goes through the batch stages (search, geocode fallback, open status) with the same \
    confidence rules, so what you see is what a batch run would write.
    """
  let examples = [
    "enrich search \"Fazer Cafe, Aleksanterinkatu 52\"",
    "enrich search \"pharmacy\" --near 60.1699,24.9384 --radius 500 --type pharmacy",
    "enrich search \"Bulevardi 9 A 12\" --provider google",
  ]
  var optionGroups: [OptionGroup] {
    [
      RunOptions.providersWithoutConcurrency
    ]
      + RunOptions.stages + [
        OptionGroup("Output", [OptionSpec("json", kind: .flag, help: "JSON even on a terminal.")])
      ]
  }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    guard arguments.positionals.count == 1, let text = arguments.positionals.first,
      !text.trimmingCharacters(in: .whitespaces).isEmpty
    else { throw UsageError("give one search text, e.g. enrich search \"Kappeli, Eteläesplanadi 1\"") }
    var configuration = try CommandLinePipeline.oneRow(arguments)
    if configuration.providers.isEmpty {
      throw UsageError("search needs a provider (\(Plugins.all.alternatives))")
    }
    configuration.stages = configuration.stages.map { stage in
      guard var search = stage as? SearchSettings else { return stage }
      search.alwaysListCandidates = true
      return search
    }
    let (row, attributions) = try await SingleRow(console: console).run(
      Self.record(text), configuration: configuration)
    if console.stdoutIsTerminal, !arguments.has("json") {
      console.output(CandidateTable.render(row) + AttributionText.line(attributions))
    } else {
      // The row object of a batch output, with the credits its data requires.
      let members = (row.jsonValue.objectValue ?? []) + [AttributionText.member(attributions)]
      console.output(JSONText.pretty(.object(members)) + "\n")
    }
    return row.status == .failed ? .rowsFailed : .success
  }

  /// `Name, Street 1, City` → name and address fields, as a spreadsheet row would have them.
  static func record(_ text: String) -> InputRecord {
    let parts = text.split(separator: ",", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
    var fields = [Field("name", .string(parts[0]))]
    if parts.count > 1 { fields.append(Field("address", .string(parts[1]))) }
    // `Bulevardi 9 A 12, Helsinki` or `10 Downing St` is an address, not a name.
    if parts[0].first?.isNumber == true || looksLikeAddress(parts[0]) {
      fields = [Field("address", .string(text))]
    }
    return InputRecord(row: 1, line: 1, fields: fields)
  }

  /// `Street 9`, `Street 9 A` or `Street 9 A 12`: a number among the last three words.
  static func looksLikeAddress(_ text: String) -> Bool {
    let words = text.split(separator: " ")
    guard words.count >= 2 else { return false }
    return words.dropFirst().suffix(3).contains { $0.first?.isNumber == true }
  }
}

/// Runs one record through a pipeline's stages and reports diagnostics on stderr.
struct SingleRow {
  let console: Console

  /// The row, and the attributions of the providers that could have answered it.
  func run(_ record: InputRecord, configuration: PipelineConfiguration) async throws -> (
    RowResult, [Attribution]
  ) {
    let builder = PipelineBuilder.oneOff(console: console)
    do {
      let providers = try builder.makeProviders(configuration)
      let attributions = AttributionText.unique(providers.providers.flatMap(\.attributions))
      var mapping = ColumnMapping()
      mapping.name = "name"
      mapping.address = ["address"]
      let runner = try builder.makeRunner(
        configuration, mapping: mapping, providers: providers, sourceName: "<argument>")
      switch await runner.process(record) {
      case .success(let row): return (row, attributions)
      case .failure(let error): throw CommandFailure(.providerFatal, error.message)
      }
    } catch let error as PipelineError {
      throw CommandFailure(PipelineExecution.status(for: error.kind), error.message)
    }
  }
}

/// The short table `enrich search` prints on a terminal.
enum CandidateTable {
  static func render(_ row: RowResult) -> String {
    var out = "status: \(row.status.rawValue)"
    if let method = row.method { out += " via \(method.rawValue)" }
    if let confidence = row.confidence { out += String(format: ", confidence %.2f", confidence) }
    out += "\n"
    if let place = row.place {
      out += "match:  \(place.name ?? "-")  \(place.formattedAddress ?? "")  [\(place.id)]"
      if let open = place.openStatus { out += "  \(open.status.rawValue)" }
      out += "\n"
    }
    if !row.candidates.isEmpty {
      out += "\n  #  conf  name                              address                               id\n"
      for (index, candidate) in row.candidates.enumerated() {
        let name = pad(candidate.place.name ?? "-", 32)
        let address = pad(candidate.place.formattedAddress ?? "-", 36)
        out +=
          String(format: "%3d  %.2f  ", index + 1, candidate.confidence)
          + "\(name)  \(address)  \(candidate.place.id)\n"
      }
    }
    for warning in row.warnings { out += "warning: \(warning)\n" }
    return out
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count > width
      ? String(text.prefix(width - 1)) + "…" : text.padding(toLength: width, withPad: " ", startingAt: 0)
  }
}

/// The credits a one-off answer carries: a JSON member, or a last line on a terminal.
enum AttributionText {
  static func unique(_ attributions: [Attribution]) -> [Attribution] {
    var seen: [Attribution] = []
    for attribution in attributions where !seen.contains(attribution) { seen.append(attribution) }
    return seen
  }

  static func member(_ attributions: [Attribution]) -> JSONMember {
    JSONMember("attributions", .array(attributions.map(\.jsonValue)))
  }

  static func line(_ attributions: [Attribution]) -> String {
    attributions.isEmpty ? "" : "\nData: \(attributions.map(\.text).joined(separator: "; "))\n"
  }
}
