/// A subcommand: its help text, its options, and what it does. Commands are peers listed in
/// `CommandRegistry`; each parses its own options with the shared `ArgumentParser`.
protocol Command: Sendable {
  /// The word after `enrich` (`index`, `search`); the default command has `run-file`.
  var name: String { get }
  var abstract: String { get }
  /// Usage lines without the leading `enrich `.
  var usage: [String] { get }
  var discussion: String? { get }
  var examples: [String] { get }
  var optionGroups: [OptionGroup] { get }
  /// Words that may follow the command's name (`build`, `info`), for shell completion.
  var actions: [String] { get }
  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus
}

extension Command {
  var discussion: String? { nil }
  var actions: [String] { [] }

  var parser: ArgumentParser {
    ArgumentParser(optionGroups + [OptionGroup("", CommonOptions.all)])
  }

  /// Every option the command takes, its own and the common ones.
  var allOptions: [OptionSpec] { optionGroups.flatMap(\.options) + CommonOptions.all }
}

/// The options every command takes besides its own.
enum CommonOptions {
  static let all = [
    OptionSpec("help", short: "h", kind: .flag, help: "Show help."),
    OptionSpec("version", short: "V", kind: .flag, help: "Show the version (anywhere on the command line)."),
  ]
}
