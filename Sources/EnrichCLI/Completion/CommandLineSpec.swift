import EnrichCore
import EnrichFormats

/// The command line as the help text describes it — every command, its actions and options —
/// plus the values an option may take, for the shell completions and the man page: one source
/// for all of them, so they never drift from `--help`.
enum CommandLineSpec {
  /// The batch run (`enrich INPUT`) first, then every subcommand.
  static var commands: [any Command] { [RunCommand()] + CommandRegistry.all }

  /// Values to offer after `--name`; nil: free text; `["<path>"]` is a file.
  static func values(of option: OptionSpec) -> [String]? {
    switch option.name {
    case "format": return OutputFormat.allCases.map(\.rawValue)
    case "input-format": return InputFormat.allCases.map(\.rawValue)
    case "provider": return Plugins.all.choices
    case "progress": return ProgressMode.allCases.map(\.rawValue)
    case "log-format": return ["text", "json"]
    case "encoding": return ["utf8", "latin1", "windows-1252"]
    case "delimiter", "output-delimiter": return ["comma", "semicolon", "tab", "pipe"]
    case "rank": return ["relevance", "distance"]
    default: return option.valueName == "path" || option.valueName == "file" ? [pathMarker] : nil
    }
  }

  static let pathMarker = "<path>"

  /// `--name` and `-n` spellings of every option of `command`.
  static func spellings(_ command: any Command) -> [String] {
    command.allOptions.flatMap { option in ["--" + option.name] + (option.short.map { ["-\($0)"] } ?? []) }
  }
}
