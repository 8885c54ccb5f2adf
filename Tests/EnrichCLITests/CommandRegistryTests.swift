import Testing

@testable import EnrichCLI

/// The subcommands and the top-level help's SUBCOMMANDS and EXIT CODES sections.
@Suite struct CommandRegistryTests {
  @Test func subcommandNamesAreUniqueWordsAndTheEntryPointUsesTheRegistry() {
    let names = CommandRegistry.all.map(\.name)
    #expect(
      names == [
        "index", "search", "suggest", "hours", "address", "run", "pipeline", "merge", "completion", "man",
        "version",
      ])
    #expect(Set(names).count == names.count)
    // `help` is handled before the registry, and an input file may not look like an option.
    #expect(!names.contains("help") && !names.contains { $0.hasPrefix("-") })
    #expect(EnrichCLI.commands.map(\.name) == names)
  }

  /// The parser takes the first spec with a name or letter: a duplicate would silently shadow
  /// another option.
  @Test func noCommandHasTwoOptionsWithOneSpelling() {
    for command in [RunCommand() as any Command] + CommandRegistry.all {
      let options = command.parser.options
      let names = options.map(\.name)
      let shorts = options.compactMap(\.short)
      #expect(Set(names).count == names.count, "\(command.name): \(names)")
      #expect(Set(shorts).count == shorts.count, "\(command.name): \(shorts)")
    }
  }

  @Test func overviewListsEverySubcommandAndEveryExitCode() {
    let overview = CommandRegistry.overview
    for command in CommandRegistry.all {
      let padded = command.name + String(repeating: " ", count: 12 - command.name.count)
      #expect(overview.contains("\n  \(padded)\(command.abstract)\n"), "\(command.name)")
    }
    #expect(overview.contains("See 'enrich help <subcommand>' for detailed help."))
    for status in EnrichExitStatus.allCases {
      let code = String(status.rawValue)
      let padded = code + String(repeating: " ", count: 5 - code.count)
      #expect(overview.contains("\n  \(padded)\(status.meaning)\n"), "\(status)")
    }
    let sections = ["\nSUBCOMMANDS:\n", "\nEXIT CODES:\n"].map { overview.range(of: $0)?.lowerBound }
    #expect(sections[0] != nil && sections[1] != nil && sections[0]! < sections[1]!)
  }
}
