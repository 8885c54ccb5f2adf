/// `enrich version`: the version, as `--version` and `-V` print it.
struct VersionCommand: Command {
  let name = "version"
  let abstract = "Print the version (as --version and -V do)."
  let usage = ["version"]
  let examples = ["enrich version"]
  var optionGroups: [OptionGroup] { [] }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    guard arguments.positionals.isEmpty else { throw UsageError("enrich version takes no arguments") }
    console.output(EnrichCLI.generator + "\n")
    return .success
  }
}
