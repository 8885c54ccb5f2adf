import Foundation
import Testing

@testable import EnrichCLI

/// A command with every part help shows.
private struct SampleCommand: Command {
  let name = "sample"
  let abstract = "Does a sample thing."
  let usage = ["sample INPUT [options]", "sample --list"]
  let discussion: String? = "Reads things.\nSecond paragraph."
  let examples = ["enrich sample in.csv"]
  let optionGroups = [
    OptionGroup("", [OptionSpec("output", short: "o", valueName: "path", help: "Where to write.")]),
    OptionGroup(
      "Extra things", [OptionSpec("a-very-long-option-name-indeed", valueName: "value", help: "Long label.")]),
    OptionGroup("Empty", []),
  ]

  func run(_ arguments: ParsedArguments, console: Console) async throws -> EnrichExitStatus { .success }
}

/// Help in the swift-argument-parser layout, rendered without running anything.
@Suite struct HelpFormatterTests {
  @Test func everyPartInItsPlace() {
    #expect(
      HelpFormatter.render(SampleCommand()) == """
        OVERVIEW: Does a sample thing.

        Reads things.
        Second paragraph.

        USAGE: enrich sample INPUT [options]
               enrich sample --list

        OPTIONS:
          -o, --output <path>               Where to write.

        EXTRA THINGS:
              --a-very-long-option-name-indeed <value>
                                            Long label.

          -h, --help                        Show help.
          -V, --version                     Show the version (anywhere on the command line).

        EXAMPLES:
          enrich sample in.csv

        """)
  }

  @Test func wrappingIsGreedyIndentedAndKeepsParagraphs() {
    #expect(HelpFormatter.wrap("aaa bbb ccc", width: 7, indent: "") == "aaa bbb\nccc")
    #expect(HelpFormatter.wrap("aaa bbb ccc", width: 9, indent: "  ") == "  aaa bbb\n  ccc")
    // A word longer than the width gets a line of its own rather than being cut.
    #expect(HelpFormatter.wrap("a verylongword b", width: 5, indent: "") == "a\nverylongword\nb")
    #expect(HelpFormatter.wrap("one\n\ntwo", width: 80, indent: "") == "one\n\ntwo")
  }

  static let commands: [any Command] = [RunCommand()] + CommandRegistry.all

  /// What each real command's help says: every option once, in a help column that lines up,
  /// and nothing but the examples wider than the terminal width asked for.
  @Test(arguments: 0..<commands.count)
  func everyRealCommandsHelpListsItsOptionsWithinTheWidth(index: Int) {
    let command = Self.commands[index]
    let text = HelpFormatter.render(command, width: 100)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let body = lines.prefix { $0 != "EXAMPLES:" }
    for line in body { #expect(line.count <= 100, "\(command.name): \(line)") }
    // Help text starts in one column: after the label, or under it when the label is long.
    let column = HelpFormatter.labelWidth + 2
    for option in command.optionGroups.flatMap(\.options) {
      let label = "  " + option.label
      let rows = body.indices.filter { body[$0] == label || body[$0].hasPrefix(label + " ") }
      #expect(rows.count == 1, "\(command.name): --\(option.name)")
      guard let row = rows.first else { continue }
      let fits = 2 + option.label.count <= HelpFormatter.labelWidth
      let lead =
        fits
        ? ("  " + option.label).padding(toLength: column, withPad: " ", startingAt: 0)
        : String(repeating: " ", count: column)
      let helpLine = fits ? body[row] : body[row + 1]
      #expect(helpLine.hasPrefix(lead + option.help.prefix(12)), "\(command.name): \(helpLine)")
    }
    #expect(text.hasPrefix("OVERVIEW: \(command.abstract)\n"))
    #expect(text.contains("\nUSAGE: enrich \(command.usage[0])\n"))
  }
}
