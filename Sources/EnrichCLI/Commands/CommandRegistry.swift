import Foundation

/// Every subcommand, listed once. The default command (a batch run) is `RunCommand`.
enum CommandRegistry {
  static let all: [any Command] = [
    IndexCommand(), SearchCommand(), SuggestCommand(), HoursCommand(), AddressCommand(),
    RunPipelineCommand(), PipelineCommand(),
  ]

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
