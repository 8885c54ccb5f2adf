import EnrichCore
import EnrichKit
import EnrichSystem
import Foundation
import LocalProvider

/// `enrich index build|info`: the offline OpenStreetMap index of the `local` provider.
struct IndexCommand: Command {
  let name = "index"
  let abstract = "Build or inspect the offline place index from an OpenStreetMap extract."
  let usage = ["index build EXTRACT.osm.pbf [-o INDEX] [--country CC]", "index info [INDEX]"]
  let actions = ["build", "info"]
  let discussion: String? = """
    build reads any .osm.pbf or .osm extract (e.g. from Geofabrik or BBBike) and writes one SQLite \
    file with places, address points, a full-text index and a spatial index. The index is written \
    under a temporary name and renamed when complete. Default INDEX: --index, $ENRICH_INDEX, else \
    ~/.local/share/enrich/index.sqlite.
    """
  let examples = [
    "enrich index build samples/helsinki.osm.pbf -o samples/helsinki.sqlite",
    "enrich index build finland-latest.osm.pbf --country FI",
    "enrich index info samples/helsinki.sqlite",
  ]
  var optionGroups: [OptionGroup] {
    [
      OptionGroup(
        "Options",
        [
          OptionSpec("output", short: "o", valueName: "path", help: "Index file to write."),
          OptionSpec("index", valueName: "path", help: "Same as -o (for info: the index to read)."),
          OptionSpec(
            "country", valueName: "cc",
            help: "Country of places without addr:country (default: guessed from the data)."),
          OptionSpec(
            "quiet", short: "q", kind: .flag, help: "Only errors on stderr: no progress or summary."),
          OptionSpec("progress", valueName: "mode", help: ProgressMode.help),
        ])
    ]
  }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    guard let action = arguments.positionals.first else {
      throw UsageError("missing action: enrich index build EXTRACT -o INDEX, or enrich index info INDEX")
    }
    let environment = ProcessInfo.processInfo.environment
    switch action {
    case "build":
      guard arguments.positionals.count == 2 else {
        throw UsageError("give one extract: enrich index build EXTRACT.osm.pbf -o INDEX")
      }
      let output = IndexLocation.resolve(
        arguments.value("output") ?? arguments.value("index"), environment: environment)
      try Self.refuseCollision(extract: arguments.positionals[1], output: output)
      var options = IndexBuildOptions()
      options.countryCode = arguments.value("country")?.uppercased()
      let started = Date()
      let folder = URL(fileURLWithPath: output).deletingLastPathComponent()
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      } catch {
        throw CommandFailure(
          .internalError,
          "cannot write index '\(output)': cannot create '\(folder.path)' (\(error.localizedDescription))")
      }
      do {
        let stats = try LocalIndexBuilder.build(
          extract: arguments.positionals[1], output: output, options: options,
          progress: { [console] progress in
            if let step = progress.step {
              console.progress(
                "indexing: \(step) (\(Counted.of(progress.places, "place")), "
                  + "\(Counted.of(progress.addresses, "address", "addresses")))")
              return
            }
            console.progress(
              "indexing: \(Counted.of(progress.nodes, "node")), \(Counted.of(progress.ways, "way")), "
                + "\(Counted.of(progress.relations, "relation")); \(Counted.of(progress.places, "place")), "
                + Counted.of(progress.addresses, "address", "addresses"))
          })
        console.endProgress()
        console.info(
          "enrich: indexed \(Counted.of(stats.places, "place")) and \(Counted.of(stats.addresses, "address point")) "
            + "from \(Counted.of(stats.nodes, "node")), \(Counted.of(stats.ways, "way")), "
            + "\(Counted.of(stats.relations, "relation")) into \(output) "
            + "(\(stats.bytes / 1024) KiB) in \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        return .success
      } catch {
        console.endProgress()
        switch error.kind {
        case .input: throw CommandFailure(.inputError, error.description)
        case .output: throw CommandFailure(.internalError, error.description)
        case .refused: throw CommandFailure(.usage, error.description)
        }
      }
    case "info":
      let path = IndexLocation.resolve(
        arguments.positionals.dropFirst().first ?? arguments.value("index"), environment: environment)
      do {
        let provider = try LocalProvider(indexPath: path, metrics: ProviderMetrics())
        console.output(JSONText.pretty(Self.json(provider.metadata, path: path)) + "\n")
        return .success
      } catch {
        throw CommandFailure(.providerFatal, "\(error)")
      }
    default:
      throw UsageError("unknown action '\(action)': use build or info")
    }
  }

  /// The index must not replace the extract it is built from, under any spelling.
  static func refuseCollision(extract: String, output: String) throws(CommandFailure) {
    var same = CanonicalPath.writeTarget(of: output) == CanonicalPath.resolve(extract)
    if let written = FileStatus.of(output), let read = FileStatus.of(extract) {
      same = same || written.isSameFile(as: read)
    }
    if same {
      throw CommandFailure(.usage, "the index \(output) and the extract \(extract) are the same file")
    }
  }

  static func json(_ metadata: IndexMetadata, path: String) -> JSONValue {
    var object = JSONObjectBuilder()
    object.add("index", path)
    object.add("sourceFile", metadata.sourceFile)
    if let bounds = metadata.bounds {
      object.add(
        "bounds",
        .object([JSONMember("low", bounds.low.jsonValue), JSONMember("high", bounds.high.jsonValue)]))
    }
    object.add("sourceTimestamp", metadata.sourceTimestamp)
    object.add("buildTime", metadata.buildTime)
    object.add("countryCode", metadata.countryCode)
    object.add("places", metadata.placeCount)
    object.add("addresses", metadata.addressCount)
    object.add("attribution", metadata.attribution)
    return object.value
  }
}
