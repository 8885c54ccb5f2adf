import Foundation
import Testing

/// The command line itself: help, usage errors and their exit codes, as a user meets them
/// through the binary (stdout or stderr, exit status). How arguments parse, how help is laid
/// out and the exit-code table are unit-tested in EnrichCLITests.
@Suite struct CommandLineTests {
  @Test func helpListsOptionsSubcommandsAndExitCodes() throws {
    let result = try EnrichProcess.run(["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("USAGE: enrich INPUT -o OUTPUT [options]"))
    #expect(result.stdout.contains("-o, --output <path>"))
    #expect(result.stdout.contains("EXIT CODES:"))
    #expect(result.stdout.contains("64   bad command line or configuration"))
    #expect(result.stderr.isEmpty)
  }

  @Test func noArgumentsPrintsHelpToStderrWithUsageStatus() throws {
    let result = try EnrichProcess.run([])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("USAGE: enrich"))
  }

  @Test func unknownOptionSuggestsTheClosestOne() throws {
    let result = try EnrichProcess.run([
      EnrichProcess.samples("places.csv"), "-o", "-", "--concurrencyy", "2",
    ])
    #expect(result.status == 64)
    #expect(
      result.stderr.contains("enrich: error: unknown option '--concurrencyy'; did you mean '--concurrency'?"))
    #expect(result.stdout.isEmpty)
  }

  @Test(arguments: [
    (["-o", "out.json"], "missing INPUT"),
    (["in.csv"], "missing -o OUTPUT"),
    (["in.csv", "-o", "out.json", "--concurrency", "0"], "--concurrency: must be between 1 and 256, got 0"),
    (["in.csv", "-o", "out.json", "--near", "91,0"], "--near: must be between -90 and 90, got 91"),
    (
      ["in.csv", "-o", "out.json", "--near", "60,24", "--restrict", "60,24,61,25"], "cannot be used together"
    ),
    (["in.csv", "-o", "out.json", "--restrict", "61,24,60,25"], "is empty: low.latitude"),
    (["in.csv", "-o", "out.xyz"], "cannot tell the format of 'out.xyz'"),
    (
      ["in.csv", "-o", "out.json", "--provider", "bing"],
      "--provider: 'bing' is not a provider (local, google)"
    ),
    (["in.csv", "-o", "out.json", "--query", "{name"], "unclosed '{'"),
    (["in.csv", "-o", "out.json", "--max-results", "21"], "--max-results: must be between 1 and 20, got 21"),
    (
      ["in.csv", "-o", "out.json", "--provider", "google", "--max-response-size", "12Q"],
      "--max-response-size: '12Q' is not a size in bytes"
    ),
  ])
  func usageErrorsNameTheOptionAndExit64(arguments: [String], message: String) throws {
    let result = try EnrichProcess.run(arguments)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("enrich: error: "))
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test func versionGoesToStdout() throws {
    let result = try EnrichProcess.run(["--version"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("enrich "))
  }
}
