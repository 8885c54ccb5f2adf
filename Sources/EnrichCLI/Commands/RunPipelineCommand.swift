import EnrichCore
import EnrichKit
import EnrichPipelineFile
import EnrichSystem
import Foundation

/// `enrich run PIPELINE`: a pipeline file, through the same execution as `enrich INPUT`.
struct RunPipelineCommand: Command {
  let name = "run"
  let abstract = "Run a pipeline file (input, providers, stages, outputs) from pipelines/."
  let usage = ["run PIPELINE.yaml [--set key.path=value ...] [--dry-run] [--resume]"]
  let discussion: String? = """
    Paths in the file are relative to the file's folder. --set overrides any key, e.g. \
    --set stages.search.min_confidence=0.8 or --set outputs.0.path=today.json. The file is \
    checked completely before any request is made. See docs/pipelines.md for every key.
    """
  let examples = [
    "enrich run pipelines/helsinki-sunday-cafes.yaml",
    "enrich run pipelines/nightly-refresh.yaml --set input.path=today.csv --resume",
    "enrich run pipelines/google-restaurants.yaml --dry-run",
  ]
  var optionGroups: [OptionGroup] {
    [
      OptionGroup(
        "Options",
        [
          OptionSpec("set", kind: .repeatable, valueName: "key=value", help: "Override a key of the file."),
          OptionSpec("dry-run", kind: .flag, help: "Count requests and cost without making them."),
          OptionSpec("resume", kind: .flag, help: "Continue an interrupted run of this pipeline."),
          OptionSpec(
            "quiet", short: "q", kind: .flag, help: "Only errors on stderr: no progress, warnings or summary."
          ),
          OptionSpec("log-format", valueName: "format", help: "stderr format: text or json."),
          OptionSpec("progress", valueName: "mode", help: ProgressMode.help),
        ])
    ]
  }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    var configuration = try PipelineFiles.load(arguments, console: console)
    if arguments.has("dry-run") { configuration.run.dryRun = true }
    if arguments.has("resume") { configuration.run.resume = true }
    return try await PipelineExecution(console: console).run(configuration)
  }
}

/// `enrich pipeline check|show`: validate a pipeline file, or print the pipeline a command
/// line builds, to start a file from.
struct PipelineCommand: Command {
  let name = "pipeline"
  let abstract = "Check a pipeline file, or show the pipeline a command line builds."
  let usage = [
    "pipeline check PIPELINE.yaml [--set key.path=value ...]", "pipeline show [INPUT -o OUTPUT options...]",
  ]
  let actions = ["check", "show"]
  let examples = [
    "enrich pipeline check pipelines/nightly-refresh.yaml",
    "enrich pipeline show samples/places.csv -o out.json --type cafe --at 2026-12-20T10:00 > my-job.yaml",
  ]
  var optionGroups: [OptionGroup] {
    [
      OptionGroup(
        "Check", [OptionSpec("set", kind: .repeatable, valueName: "key=value", help: "Override a key.")])
    ]
      + RunOptions.all
  }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    guard let action = arguments.positionals.first else {
      throw UsageError(
        "missing action: enrich pipeline check FILE, or enrich pipeline show [INPUT -o OUTPUT ...]")
    }
    switch action {
    case "check":
      let configuration = try PipelineFiles.load(arguments, console: console)
      // The stages the file lists (a run-wide stage such as the change report has its own key).
      let stages = configuration.stages.filter { type(of: $0).topLevelKey == nil }.map(\.name)
        .joined(separator: " → ")
      console.output(
        "ok: \(arguments.positionals[1]): \(configuration.providers.map(\.name).joined(separator: ",")); "
          + "\(stages); \(Counted.of(configuration.outputs.count, "output"))\n")
      return .success
    case "show":
      var rest = arguments
      rest.positionals.removeFirst()
      if rest.positionals.isEmpty { rest.positionals = ["input.csv"] }
      var configuration = try CommandLinePipeline.configuration(rest, defaultOutput: "output.json")
      configuration.run.dryRun = false
      let found = Self.inputColumns(&configuration)
      // Paths in a file are relative to the file's folder, which is not known yet: absolute
      // paths keep the pipeline meaning what the command line meant, wherever it is saved.
      var text = PipelineFile.render(Self.absolute(configuration))
      if !found.isEmpty, let end = text.firstIndex(of: "\n") {
        text.insert(contentsOf: "\n" + found.map { "# \($0)" }.joined(separator: "\n"), at: end)
      }
      console.output(text)
      return .success
    default:
      throw UsageError("unknown action '\(action)': use check or show")
    }
  }
}

extension PipelineCommand {
  /// When the input is a file there already, the columns and header it would be read with,
  /// written into the pipeline (so the file reads it the same way whatever later detection
  /// does), and what was found, said in comments; what went wrong instead, when it cannot be.
  static func inputColumns(_ configuration: inout PipelineConfiguration) -> [String] {
    let input = configuration.input
    guard FileStatus.of(input.path)?.kind == .regular else { return [] }
    do {
      let found = try InputColumns.read(input, searches: !configuration.providers.isEmpty)
      configuration.input.mapping = found.columns.mapping
      if input.header == .detect { configuration.input.header = found.columns.headerChoice }
      return [found.note.map { "\(input.path): \($0)" }, "\(input.path): \(found.columns.line)"].compactMap {
        $0
      }
    } catch {
      return [error.message]
    }
  }

  static func absolute(_ configuration: PipelineConfiguration) -> PipelineConfiguration {
    configuration.resolvingPaths { path in
      path == "-" || path.hasPrefix("/") ? path : URL(fileURLWithPath: path).standardizedFileURL.path
    }
  }
}

/// Loading a pipeline file named by the first positional after the action.
enum PipelineFiles {
  static func load(_ arguments: ParsedArguments, console: Console) throws -> PipelineConfiguration {
    let positionals =
      arguments.positionals.first == "check"
      ? Array(arguments.positionals.dropFirst()) : arguments.positionals
    guard positionals.count == 1, let path = positionals.first else {
      throw UsageError("give one pipeline file, e.g. pipelines/helsinki-sunday-cafes.yaml")
    }
    do {
      return try PipelineFile.load(
        path: path, overrides: arguments.all("set"), environment: ProcessInfo.processInfo.environment,
        plugins: Plugins.all)
    } catch {
      throw CommandFailure(.usage, error.description)
    }
  }
}
