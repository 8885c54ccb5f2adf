/// `enrich completion bash|zsh|fish` and `enrich man`: the shell completion scripts and the
/// manual page, printed from the same command list and option help as `--help`.
struct CompletionCommand: Command {
  let name = "completion"
  let abstract = "Print a shell completion script (bash, zsh or fish)."
  let usage = ["completion bash|zsh|fish"]
  let actions = ShellCompletion.shells
  let examples = [
    "enrich completion bash > ~/.local/share/bash-completion/completions/enrich",
    "enrich completion zsh > \"${fpath[1]}/_enrich\"",
    "enrich completion fish > ~/.config/fish/completions/enrich.fish",
  ]
  var optionGroups: [OptionGroup] { [] }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    guard arguments.positionals.count == 1, let shell = arguments.positionals.first,
      let script = ShellCompletion.script(for: shell)
    else { throw UsageError("give one shell: \(ShellCompletion.shells.joined(separator: ", "))") }
    console.output(script)
    return .success
  }
}

struct ManCommand: Command {
  let name = "man"
  let abstract = "Print the manual page (roff), generated from the help text."
  let usage = ["man"]
  let examples = ["enrich man > enrich.1 && man -l enrich.1"]
  var optionGroups: [OptionGroup] { [] }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    guard arguments.positionals.isEmpty else { throw UsageError("enrich man takes no arguments") }
    console.output(ManPage.render(version: EnrichCLI.version))
    return .success
  }
}
