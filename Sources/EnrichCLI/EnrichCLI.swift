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
    let jsonLogs =
      arguments.contains("--log-format=json")
      || zip(arguments, arguments.dropFirst()).contains { $0 == "--log-format" && $1 == "json" }
    let console = Console(
      quiet: arguments.contains("--quiet") || arguments.contains("-q"), jsonLogs: jsonLogs)
    if arguments.first == "--version" {
      console.output(generator + "\n")
      return ExitStatus.success.rawValue
    }
    var rest = arguments
    var command: any Command = RunCommand()
    if let first = rest.first {
      if first == "help" {
        rest.removeFirst()
        let target = rest.first.flatMap { name in commands.first { $0.name == name } } ?? RunCommand()
        console.output(HelpFormatter.render(target) + (target is RunCommand ? CommandRegistry.overview : ""))
        return ExitStatus.success.rawValue
      }
      if let found = commands.first(where: { $0.name == first }) {
        command = found
        rest.removeFirst()
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
      console.error("enrich: error: \(error.message)")
      let helpName = command is RunCommand ? "enrich --help" : "enrich \(command.name) --help"
      console.error("Usage: enrich \(command.usage.first ?? "")\n  See '\(helpName)' for more information.")
      return .usage
    } catch let failure as CommandFailure {
      console.error("enrich: error: \(failure.message)")
      return failure.status
    } catch {
      console.error("enrich: error: \(error)")
      return .internalError
    }
  }
}
