import EnrichSystem
import Foundation
import Testing

/// `enrich - -o - -f ndjson` as the filter Spark's `RDD.pipe` and GNU parallel's `--pipe` run:
/// rows written to its stdin a few at a time each come back as one line on its stdout before
/// the next rows are written, so the filter never waits for input that is not coming yet.
@Suite struct StreamingFilterTests {
  /// The filter, started with pipes on stdin and stdout (stderr to a file).
  final class Filter {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    let errors: URL
    private var pending: [UInt8] = []

    init(_ arguments: [String]) throws {
      // A filter that died must fail the test, not end the test process with SIGPIPE.
      signal(SIGPIPE, SIG_IGN)
      errors = try EnrichProcess.temporaryDirectory().appendingPathComponent("stderr")
      _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
      process.executableURL = EnrichProcess.binary
      process.arguments = arguments
      var environment = ProcessInfo.processInfo.environment
      environment["XDG_CACHE_HOME"] = try EnrichProcess.temporaryDirectory().path
      for (key, value) in try SampleIndex.environment() { environment[key] = value }
      process.environment = environment
      process.standardInput = input
      process.standardOutput = output
      process.standardError = try FileHandle(forWritingTo: errors)
      try process.run()
    }

    deinit {
      if process.isRunning { process.terminate() }
    }

    func write(_ text: String) throws { try input.fileHandleForWriting.write(contentsOf: Data(text.utf8)) }

    /// The next line of stdout, waiting for it to arrive as long as `deadline` allows (nil at
    /// the end of the output); a line that never comes fails the test instead of hanging it.
    func readLine(deadline: Date = Date().addingTimeInterval(60)) throws -> String? {
      let descriptor = output.fileHandleForReading.fileDescriptor
      while true {
        if let newline = pending.firstIndex(of: 0x0A) {
          let line = String(decoding: pending[..<newline], as: UTF8.self)
          pending.removeSubrange(...newline)
          return line
        }
        let left = deadline.timeIntervalSinceNow
        guard left > 0, StreamRead.waitUntilReady(descriptor, milliseconds: Int32(left * 1000)) else {
          throw EnrichProcess.Failure(
            description: "no output line within 60 s; stderr: \(stderr)")
        }
        let chunk = try StreamRead.available(from: descriptor, upTo: 64 * 1024)
        if chunk.isEmpty { return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self) }
        pending += chunk
      }
    }

    /// Closes stdin and waits for the exit; the exit status.
    func finish() throws -> Int32 {
      try input.fileHandleForWriting.close()
      while try readLine() != nil {}
      process.waitUntilExit()
      return process.terminationStatus
    }

    var stderr: String { (try? String(contentsOf: errors, encoding: .utf8)) ?? "" }
  }

  static let places = [
    ("Fazer Cafe", "Aleksanterinkatu 52"), ("Cafe Ekberg", "Bulevardi 9"), ("Kappeli", "Eteläesplanadi 1"),
    ("Teema", "Annankatu 19"), ("Stockmann", "Aleksanterinkatu 52"), ("Nonexistent Diner", "Nowhere 1"),
  ]

  /// Writes the rows in chunks of `chunk` and reads one line per row back before the next
  /// chunk: each line is the row's own, in order.
  func expectEachChunkAnswered(_ filter: Filter, rows: [String], chunk: Int) throws {
    var next = 1
    for start in stride(from: 0, to: rows.count, by: chunk) {
      let part = rows[start..<min(start + chunk, rows.count)]
      try filter.write(part.map { $0 + "\n" }.joined())
      for _ in part {
        let line = try #require(try filter.readLine(), "the output ended early; stderr: \(filter.stderr)")
        #expect(line.hasPrefix("{\"row\":\(next),"), "\(line.prefix(200))")
        #expect(line.contains("\"status\":"))
        next += 1
      }
    }
    #expect(try filter.finish() == 0, "\(filter.stderr)")
    #expect(next == rows.count + 1)
  }

  @Test(arguments: [1, 2])
  func ndjsonInChunksIsAnsweredLineByLine(_ chunk: Int) throws {
    let filter = try Filter(["-", "-o", "-", "-f", "ndjson", "--quiet"])
    let rows = Self.places.map { #"{"name":"\#($0.0)","address":"\#($0.1)","city":"Helsinki"}"# }
    try expectEachChunkAnswered(filter, rows: rows, chunk: chunk)
  }

  @Test func csvOnStdinIsAnsweredRowByRow() throws {
    let filter = try Filter(["-", "-o", "-", "-f", "ndjson", "--quiet", "--input-format", "csv"])
    try filter.write("name,address,city\n")
    let rows = Self.places.map { "\($0.0),\($0.1),Helsinki" }
    try expectEachChunkAnswered(filter, rows: rows, chunk: 1)
  }

  @Test func csvDetectedOnStdinIsAnsweredRowByRow() throws {
    let filter = try Filter(["-", "-o", "-", "-f", "ndjson"])
    let rows = ["name,address,city"] + Self.places.map { "\($0.0),\($0.1),Helsinki" }
    // The header and the first row together: the delimiter is sniffed from both.
    try filter.write(rows[0] + "\n")
    try expectEachChunkAnswered(filter, rows: Array(rows.dropFirst()), chunk: 1)
  }
}
