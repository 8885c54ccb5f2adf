import EnrichKit
import EnrichSystem
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The command-line front end: picks the subcommand, parses its options, runs it, and maps
/// every error to a message on stderr and a documented exit status.
package enum EnrichCLI {
  package static let version = "0.1.0"
  static let generator = "enrich \(version)"

  /// Subcommands by name; anything else is the default batch run.
  static let commands: [any Command] = CommandRegistry.all

  package static func main(_ arguments: [String]) async -> Int32 {
    // A closed stdout pipe (`enrich ... -o - | head`) must end writes, not kill the process.
    signal(SIGPIPE, SIG_IGN)
    // libcurl's global state is set up once, before any task can make a request.
    CurlRuntime.initialize()
    // Options that hold for every command, read before any command parses its own: before a
    // `--` that ends the options, wherever they are.
    let options = arguments.prefix { $0 != "--" }
    let jsonLogs =
      options.contains("--log-format=json")
      || zip(options, options.dropFirst()).contains { $0 == "--log-format" && $1 == "json" }
    let environment = ProcessInfo.processInfo.environment
    let progress = ProgressMode.chosen(arguments: arguments, environment: environment)
    let console = Console(
      quiet: options.contains("--quiet") || options.contains("-q"), jsonLogs: jsonLogs,
      progress: progress?.rawValue ?? "auto")
    if options.contains("--version") || options.contains("-V") {
      console.output(generator + "\n")
      return ExitStatus.success.rawValue
    }
    guard progress != nil else {
      let allowed = ProgressMode.allCases.map(\.rawValue).joined(separator: ", ")
      console.failure(
        "--progress (or $\(ProgressMode.environmentVariable)) must be one of \(allowed)",
        code: ExitStatus.usage.code)
      return ExitStatus.usage.rawValue
    }
    var rest = arguments
    var command: any Command = RunCommand()
    if let first = rest.first {
      if first == "help" {
        rest.removeFirst()
        guard let name = rest.first else {
          console.output(HelpFormatter.render(RunCommand()) + CommandRegistry.overview)
          return ExitStatus.success.rawValue
        }
        guard let target = commands.first(where: { $0.name == name }) else {
          console.failure(CommandRegistry.unknownCommand(name), code: ExitStatus.usage.code)
          return ExitStatus.usage.rawValue
        }
        console.output(HelpFormatter.render(target))
        return ExitStatus.success.rawValue
      }
      if let found = commands.first(where: { $0.name == first }) {
        command = found
        rest.removeFirst()
      } else if let suggestion = CommandRegistry.misspelling(first) {
        console.failure("\(CommandRegistry.unknownCommand(suggestion.typed))", code: ExitStatus.usage.code)
        console.error("Usage: enrich \(suggestion.command.usage.first ?? "")")
        return ExitStatus.usage.rawValue
      }
    }
    return await run(command, rest, console: console).rawValue
  }

  static func run(_ command: any Command, _ arguments: [String], console: Console) async -> ExitStatus {
    do {
      let parsed = try command.parser.parse(arguments)
      if parsed.has("help") || (command is RunCommand && arguments.isEmpty) {
        let text = HelpFormatter.render(command) + (command is RunCommand ? CommandRegistry.overview : "")
        if arguments.isEmpty, command is RunCommand {
          console.error(text)
          return .usage
        }
        console.output(text)
        return .success
      }
      return try await command.run(parsed, console: console)
    } catch let error as UsageError {
      console.failure(error.message, code: ExitStatus.usage.code)
      let helpName = command is RunCommand ? "enrich --help" : "enrich \(command.name) --help"
      console.error("Usage: enrich \(command.usage.first ?? "")\n  See '\(helpName)' for more information.")
      return .usage
    } catch let failure as CommandFailure {
      if failure.status == .outputClosed {
        // Whoever read stdout has what it wanted (`| head`): nothing went wrong to report.
        console.endProgress()
      } else {
        console.failure(failure.message, code: failure.status.code)
      }
      return failure.status
    } catch {
      console.failure("\(error)", code: ExitStatus.internalError.code)
      return .internalError
    }
  }
}
