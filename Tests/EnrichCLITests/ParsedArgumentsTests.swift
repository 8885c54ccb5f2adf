import Testing

@testable import EnrichCLI

/// Typed option values: whole numbers, sizes in bytes and numbers, with the ranges and the
/// messages a user sees (`enrich: error: ...`, exit status 64).
@Suite struct ParsedArgumentsTests {
  let parser = ArgumentParser([
    OptionGroup(
      "",
      [
        OptionSpec("concurrency", valueName: "n", help: "Rows in flight."),
        OptionSpec("max-response-size", valueName: "bytes", help: "Largest answer."),
        OptionSpec("min-confidence", valueName: "x", help: "Threshold."),
      ])
  ])

  func parsed(_ arguments: [String]) throws -> ParsedArguments { try parser.parse(arguments) }

  @Test func wholeNumbers() throws {
    #expect(try parsed(["--concurrency", "8"]).int("concurrency", in: 1...256) == 8)
    #expect(try parsed(["--concurrency", "-3"]).int("concurrency") == -3)
    #expect(try parsed([]).int("concurrency", in: 1...256) == nil)
    #expect(throws: UsageError("--concurrency: 0 is outside 1...256")) {
      try parsed(["--concurrency", "0"]).int("concurrency", in: 1...256)
    }
    #expect(throws: UsageError("--concurrency: 'eight' is not a whole number")) {
      try parsed(["--concurrency", "eight"]).int("concurrency")
    }
    #expect(throws: UsageError("--concurrency: '2.5' is not a whole number")) {
      try parsed(["--concurrency=2.5"]).int("concurrency")
    }
  }

  @Test(arguments: [
    ("65536", 65536), ("64K", 65536), ("64k", 65536), ("32M", 33_554_432), ("1G", 1_073_741_824),
    ("2KiB", 2048), ("3MiB", 3_145_728), ("1GiB", 1_073_741_824), ("0", 0),
  ])
  func sizesInBytes(text: String, bytes: Int) throws {
    #expect(
      try parsed(["--max-response-size", text]).byteCount("max-response-size", in: 0...(1 << 31)) == bytes)
  }

  @Test(arguments: [
    ("12Q", "--max-response-size: '12Q' is not a size in bytes (e.g. 33554432, 64K, 32M, 1G)"),
    ("-1", "--max-response-size: '-1' is not a size in bytes (e.g. 33554432, 64K, 32M, 1G)"),
    ("K", "--max-response-size: 'K' is not a size in bytes (e.g. 33554432, 64K, 32M, 1G)"),
    ("1K", "--max-response-size: 1K is outside 2048...4096 bytes"),
    ("5K", "--max-response-size: 5K is outside 2048...4096 bytes"),
    // Overflowing Int is out of range, not a crash.
    ("9999999999999G", "--max-response-size: 9999999999999G is outside 2048...4096 bytes"),
  ])
  func badSizesSayWhatIsWrong(text: String, message: String) {
    #expect(throws: UsageError(message)) {
      try parsed(["--max-response-size", text]).byteCount("max-response-size", in: 2048...4096)
    }
  }

  @Test func numbers() throws {
    #expect(try parsed(["--min-confidence", "0.75"]).double("min-confidence", in: 0...1) == 0.75)
    #expect(try parsed([]).double("min-confidence") == nil)
    for text in ["abc", "nan", "inf", "-infinity"] {
      #expect(throws: UsageError("--min-confidence: '\(text)' is not a number")) {
        try parsed(["--min-confidence", text]).double("min-confidence")
      }
    }
    #expect(throws: UsageError("--min-confidence: 1.5 is outside 0.0...1.0")) {
      try parsed(["--min-confidence", "1.5"]).double("min-confidence", in: 0...1)
    }
  }
}
