import EnrichCore
import EnrichKit
import Foundation

/// `enrich suggest "PARTIAL"`: autocomplete, up to 5 suggestions with main and secondary text.
struct SuggestCommand: Command {
  let name = "suggest"
  let abstract = "Autocomplete a partial place name or address (up to 5 suggestions)."
  let usage = ["suggest \"PARTIAL\" [--origin LAT,LNG] [--near LAT,LNG --radius M] [--types T,...]"]
  let examples = [
    "enrich suggest \"Fazer\"",
    "enrich suggest \"apte\" --origin 60.1699,24.9384 --types pharmacy",
    "enrich suggest \"Espr\" --restrict 60.16,24.93,60.18,24.96 --session 9f2c1e",
  ]
  var optionGroups: [OptionGroup] {
    [
      RunOptions.providersWithoutConcurrency,
      OptionGroup(
        "Suggest",
        [
          OptionSpec(
            "offset", valueName: "n", help: "Cursor position in the text (inputOffset); default: the end."),
          OptionSpec("types", valueName: "list", help: "Up to 5 primary types, or (regions) / (cities)."),
          OptionSpec("regions", valueName: "list", help: "Up to 15 two-letter region codes."),
          OptionSpec("origin", valueName: "lat,lng", help: "Point to measure distanceMeters from."),
          OptionSpec("session", valueName: "token", help: "Session token grouping keystrokes for billing."),
          OptionSpec("json", kind: .flag, help: "JSON even on a terminal."),
        ]
          // The area and language options mean what they mean for a batch search.
          + RunOptions.stage(SearchSettings.self).options.filter {
            ["near", "radius", "restrict", "language", "region"].contains($0.name)
          }),
    ]
  }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    guard arguments.positionals.count == 1, let text = arguments.positionals.first else {
      throw UsageError("give one partial text, e.g. enrich suggest \"Fazer\"")
    }
    var request = AutocompleteRequest(input: text)
    request.inputOffset = try arguments.int("offset")
    request.includedPrimaryTypes = CommandLinePipeline.list(arguments.value("types"))
    request.includedRegionCodes = CommandLinePipeline.list(arguments.value("regions")).map { $0.uppercased() }
    if let origin = arguments.value("origin") {
      request.origin = try CommandLinePipeline.coordinate(origin, option: "origin")
    }
    if let near = arguments.value("near") {
      let radius = try arguments.double("radius", in: 0...50_000) ?? 5_000
      request.locationBias = .circle(
        Circle(center: try CommandLinePipeline.coordinate(near, option: "near"), radius: radius))
    }
    if let restrict = arguments.value("restrict") {
      request.locationRestriction = .rectangle(
        try CommandLinePipeline.rectangle(restrict, option: "restrict"))
    }
    request.sessionToken = arguments.value("session")
    request.languageCode = arguments.value("language")
    request.regionCode = arguments.value("region")?.uppercased()
    let provider = try ProviderSession(console: console).first(arguments)
    let suggestions: [Suggestion]
    do {
      try RequestValidator.validate(request)
      suggestions = try await provider.autocomplete(request)
    } catch let error as ProviderError {
      throw CommandFailure(error.kind == .invalidRequest ? .usage : .providerFatal, error.message)
    }
    if console.stdoutIsTerminal, !arguments.has("json") {
      for (index, suggestion) in suggestions.enumerated() {
        var line = "\(index + 1). \(suggestion.mainText)"
        if let secondary = suggestion.secondaryText { line += " — \(secondary)" }
        if let distance = suggestion.distanceMeters { line += " (\(distance) m)" }
        console.output(line + "  [\(suggestion.placeID)]\n")
      }
      if suggestions.isEmpty { console.output("no suggestions\n") }
      console.output(AttributionText.line(provider.attributions))
    } else {
      let document = JSONValue.object([
        JSONMember("suggestions", .array(suggestions.map(\.jsonValue))),
        AttributionText.member(AttributionText.unique(provider.attributions)),
      ])
      console.output(JSONText.pretty(document) + "\n")
    }
    return .success
  }
}

/// Opens the providers a one-off command names (`--provider`, `--index`, Google options).
struct ProviderSession {
  let console: Console

  func first(_ arguments: ParsedArguments) throws -> any PlaceProvider {
    let configuration = try CommandLinePipeline.oneRow(arguments)
    let builder = PipelineBuilder.oneOff(console: console)
    do {
      guard let provider = try builder.makeProviders(configuration).providers.first else {
        throw UsageError("this command needs a provider (\(Plugins.all.alternatives))")
      }
      return provider
    } catch let error as PipelineError {
      throw CommandFailure(PipelineExecution.status(for: error.kind), error.message)
    }
  }
}

extension PipelineBuilder {
  /// A builder for commands that handle one row or one request, reporting on stderr.
  static func oneOff(console: Console) -> PipelineBuilder {
    PipelineBuilder(
      environment: ProcessInfo.processInfo.environment, metrics: ProviderMetrics(),
      diagnostics: DiagnosticsEngine { [console] in
        console.diagnostic($0.rendered, PipelineExecution.record($0))
      }, structuredHours: Plugins.structuredHours, generator: EnrichCLI.generator)
  }
}
