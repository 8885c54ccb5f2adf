import EnrichCore
import EnrichKit

/// The options of a batch run, grouped as help shows them. Each component declares its own
/// (the input, the provider plugins, the stages, the outputs, the run settings); this file
/// only orders them into groups. Shared by `enrich INPUT` and `enrich pipeline show`.
enum RunOptions {
  static let provider = CommandLineOption(
    "provider", short: "p", valueName: "name",
    help: Plugins.all.help,
    binding: .frontEnd)
  static let concurrency = CommandLineOption(
    "concurrency", short: "j", valueName: "n", help: "Rows in flight at once (default: 16).",
    binding: .key("concurrency"))

  static let input = OptionGroup("Input", specs(InputSettings.options))
  static let columns = OptionGroup(
    "Columns (default: detected from header names in several languages)", specs(InputSettings.columnOptions))
  /// `--provider`, every plugin's options, and `--concurrency`.
  static let providers = OptionGroup(
    "Provider", specs([provider] + Plugins.all.types.flatMap { $0.options } + [concurrency]))
  /// For commands that ask about one row or one text (`search`, `suggest`).
  static let providersWithoutConcurrency = OptionGroup(
    "Provider", specs([provider] + Plugins.all.types.flatMap { $0.options }))
  /// A group for each stage type a pipeline lists that has options to show, in the registry's
  /// order, titled by its name (`open_status`: Open status). A run-wide stage's options are
  /// shown with the unattended runs'.
  static let stages: [OptionGroup] = StageRegistry.types.filter { $0.topLevelKey == nil }.map(stage).filter {
    !$0.options.isEmpty
  }

  static func stage(_ type: any StageConfiguration.Type) -> OptionGroup {
    let words = type.name.replacingOccurrences(of: "_", with: " ")
    return OptionGroup(words.prefix(1).uppercased() + words.dropFirst(), specs(type.options))
  }

  static let output = OptionGroup(
    "Output",
    specs(OutputSettings.options) + [
      OptionSpec(
        "quiet", short: "q", kind: .flag, help: "Only errors on stderr: no progress, warnings or summary."),
      OptionSpec("progress", valueName: "mode", help: ProgressMode.help),
    ])
  static let runs = OptionGroup(
    "Unattended runs",
    specs(
      RunSettings.controlOptions + StageRegistry.topLevelTypes.flatMap { $0.options }
        + RunSettings.fileOptions
        + OutputKinds.standard.types.flatMap { $0.options })
      + [
        OptionSpec(
          "log-format", valueName: "format",
          help: "stderr format: text (default) or json (one object per line).")
      ])

  static let all = [input, columns, providers] + stages + [output, runs]

  /// Options a component binds but shows under another component's option of the same name
  /// (`--language` is shown with search and also sets the geocoder's) are left out here.
  static func specs(_ options: [CommandLineOption]) -> [OptionSpec] {
    options.filter { !$0.hiddenFromHelp }.map(OptionSpec.init)
  }
}
