import Testing

@testable import EnrichCLI

/// The hand-rolled parser on a small option set: spellings, values, flags, `--`, `-`, and the
/// usage errors a user meets (with their "did you mean").
@Suite struct ArgumentParserTests {
  let parser = ArgumentParser([
    OptionGroup(
      "Output",
      [
        OptionSpec("output", short: "o", valueName: "path", help: "Output file."),
        OptionSpec("quiet", short: "q", kind: .flag, help: "No progress."),
      ]),
    OptionGroup(
      "Columns",
      [
        OptionSpec("address-column", kind: .repeatable, valueName: "column", help: "Address column."),
        OptionSpec("concurrency", short: "j", valueName: "n", help: "Rows in flight."),
      ]),
  ])

  func usageError(_ arguments: [String]) -> String? {
    do {
      _ = try parser.parse(arguments)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func positionalsAndOptionsMayInterleave() throws {
    let parsed = try parser.parse(["in.csv", "-o", "out.json", "more.csv", "-q"])
    #expect(parsed.positionals == ["in.csv", "more.csv"])
    #expect(parsed.value("output") == "out.json")
    #expect(parsed.has("quiet"))
    #expect(!parsed.isSet("concurrency"))
    #expect(parsed.value("concurrency") == nil)
  }

  @Test func theLastValueWinsAndRepeatableOptionsKeepEveryValueInOrder() throws {
    let parsed = try parser.parse([
      "-o", "a.json", "--output", "b.json", "--address-column", "street", "--address-column=city",
    ])
    #expect(parsed.value("output") == "b.json")
    #expect(parsed.all("output") == ["b.json"])
    #expect(parsed.all("address-column") == ["street", "city"])
    #expect(parsed.value("address-column") == "city")
    #expect(parsed.all("concurrency").isEmpty)
  }

  @Test(arguments: [
    (["--output=out.json"], "out.json"),
    (["--output=a=b"], "a=b"),
    (["--output="], ""),
    (["-oout.json"], "out.json"),
    (["-o", "out.json"], "out.json"),
    // `-` is stdout, and an option's value is taken as is, even when it looks like an option.
    (["-o", "-"], "-"),
    (["-o", "--quiet"], "--quiet"),
  ])
  func valueSpellings(arguments: [String], value: String) throws {
    let parsed = try parser.parse(arguments)
    #expect(parsed.value("output") == value)
    #expect(!parsed.has("quiet"))
    #expect(parsed.positionals.isEmpty)
  }

  @Test func doubleDashEndsOptionsAndALoneDashIsAPositional() throws {
    let parsed = try parser.parse(["-", "-q", "--", "-o", "--quiet", "-"])
    #expect(parsed.positionals == ["-", "-o", "--quiet", "-"])
    #expect(parsed.has("quiet"))
    #expect(parsed.value("output") == nil)
  }

  @Test(arguments: [
    (["--quiet=yes"], "--quiet does not take a value"),
    // Short flags do not combine: the rest is read as the flag's value.
    (["-qj"], "--quiet does not take a value"),
    (["-o"], "--output needs a value (<path>)"),
    (["in.csv", "--concurrency"], "--concurrency needs a value (<n>)"),
    (["--outptu", "x"], "unknown option '--outptu'; did you mean '--output'?"),
    (["--quite"], "unknown option '--quite'; did you mean '--quiet'?"),
    (["--concurency=2"], "unknown option '--concurency'; did you mean '--concurrency'?"),
    (["--zzzzzzzz"], "unknown option '--zzzzzzzz'"),
    (["-z"], "unknown option '-z'"),
  ])
  func mistakesAreUsageErrorsThatSayWhatIsWrong(arguments: [String], message: String) {
    #expect(usageError(arguments) == message)
  }

  @Test func theDefaultCommandSuggestsTheClosestOfItsOptions() {
    // The same mistake the end-to-end test makes through the binary.
    #expect(throws: UsageError("unknown option '--concurrencyy'; did you mean '--concurrency'?")) {
      try RunCommand().parser.parse(["places.csv", "-o", "-", "--concurrencyy", "2"])
    }
  }

  @Test func everyCommandAcceptsHelpInBothSpellings() throws {
    for command in [RunCommand() as any Command] + CommandRegistry.all {
      #expect(try command.parser.parse(["-h"]).has("help"), "\(command.name)")
      #expect(try command.parser.parse(["--help"]).has("help"), "\(command.name)")
    }
  }
}
