import EnrichCore
import EnrichSystem
import Foundation

/// Every subcommand, listed once. The default command (a batch run) is `RunCommand`.
enum CommandRegistry {
  static let all: [any Command] = [
    IndexCommand(), SearchCommand(), SuggestCommand(), HoursCommand(), AddressCommand(),
    RunPipelineCommand(), PipelineCommand(), MergeCommand(), CompletionCommand(), ManCommand(),
    VersionCommand(),
  ]

  /// The command `word` is probably a misspelling of: within two edits of a command's name,
  /// and not a file (`enrich serach Fazer`, but never `enrich places.csv`).
  static func misspelling(_ word: String) -> (typed: String, command: any Command)? {
    guard !word.hasPrefix("-"), !word.contains("."), !word.contains("/"), FileStatus.of(word) == nil else {
      return nil
    }
    let scored = all.map { (command: $0, distance: EditDistance.between($0.name, word.lowercased())) }
    guard let best = scored.min(by: { $0.distance < $1.distance }), best.distance <= 2,
      best.distance < best.command.name.count
    else { return nil }
    return (word, best.command)
  }

  /// `unknown command 'serach'; did you mean 'search'?` (or the list of commands).
  static func unknownCommand(_ word: String) -> String {
    if let best = all.min(by: {
      EditDistance.between($0.name, word.lowercased()) < EditDistance.between($1.name, word.lowercased())
    }), EditDistance.between(best.name, word.lowercased()) <= 2 {
      return "unknown command '\(word)'; did you mean '\(best.name)'?"
    }
    return "unknown command '\(word)'; the commands are " + all.map(\.name).joined(separator: ", ")
  }

  /// The SUBCOMMANDS and EXIT CODES sections of the top-level help.
  static var overview: String {
    var out = ""
    if !all.isEmpty {
      out += "\nSUBCOMMANDS:\n"
      for command in all {
        out +=
          "  " + command.name.padding(toLength: 12, withPad: " ", startingAt: 0) + command.abstract + "\n"
      }
      out += "\n  See 'enrich help <subcommand>' for detailed help.\n"
    }
    out += "\nEXIT CODES:\n"
    for status in ExitStatus.allCases {
      out +=
        "  " + String(status.rawValue).padding(toLength: 5, withPad: " ", startingAt: 0) + status.meaning
        + "\n"
    }
    return out
  }
}
