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
  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus
}

extension Command {
  var discussion: String? { nil }

  var parser: ArgumentParser {
    ArgumentParser(
      optionGroups + [OptionGroup("", [OptionSpec("help", short: "h", kind: .flag, help: "Show help.")])])
  }
}
