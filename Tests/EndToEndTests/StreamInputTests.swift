import Foundation
import Testing

/// Inputs that can be read only once (a shell's `<(cmd)`, a FIFO) through the real binary
/// with the local provider, whose progress line would like a row total: every row arrives.
@Suite struct StreamInputTests {
  static let rowCount = 5_000

  /// `rows.csv` with 5,000 rows, and the same rows as `rows.json` and `rows.kml`.
  static let inputs: Result<URL, any Error> = Result {
    let directory = try EnrichProcess.temporaryDirectory()
    var csv = "name,address,city\n"
    let streets = ["Mannerheimintie", "Aleksanterinkatu", "Esplanadi", "Kaivokatu", "Annankatu"]
    for row in 0..<rowCount {
      csv += "Cafe \(row),\(streets[row % streets.count]) \(row % 90 + 1),Helsinki\n"
    }
    try Data(csv.utf8).write(to: directory.appendingPathComponent("rows.csv"))
    for format in ["json", "kml"] {
      let result = try EnrichProcess.run(
        ["rows.csv", "-o", "rows.\(format)", "--provider", "none"], directory: directory)
      guard result.status == 0 else { throw ConversionFailed(stderr: result.stderr) }
    }
    return directory
  }

  struct ConversionFailed: Error { var stderr: String }

  /// Runs `enrich SOURCE -o out.ndjson` in bash, where SOURCE is a process substitution or a
  /// FIFO fed by `cat`, and returns the output's row lines.
  func rowsThrough(_ format: String, fifo: Bool) throws -> (EnrichProcess.Result, [Substring]) {
    let directory = try Self.inputs.get()
    let output = "out-\(format)-\(fifo ? "fifo" : "substitution")-\(UUID().uuidString).ndjson"
    let binary = "'\(EnrichProcess.binary.path)'"
    let script =
      fifo
      ? """
      fifo=$(mktemp -u); mkfifo "$fifo"; cat rows.\(format) > "$fifo" &
      \(binary) "$fifo" -o \(output) --no-open-status; status=$?; rm -f "$fifo"; exit $status
      """
      : "\(binary) <(cat rows.\(format)) -o \(output) --no-open-status"
    let result = try EnrichProcess.run(
      ["-c", script], directory: directory, environment: try SampleIndex.environment(),
      executable: "/bin/bash")
    let text = (try? String(contentsOf: directory.appendingPathComponent(output), encoding: .utf8)) ?? ""
    return (result, text.split(separator: "\n").filter { $0.hasPrefix("{\"row\":") })
  }

  @Test(arguments: ["csv", "json", "kml"], [false, true])
  func everyRowOfAOnceOnlyInputIsWritten(_ format: String, _ fifo: Bool) throws {
    let (result, rows) = try rowsThrough(format, fifo: fifo)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(rows.count == Self.rowCount)
    #expect(rows.last?.hasPrefix("{\"row\":\(Self.rowCount),") == true)
    #expect(!result.stderr.contains("error"))
  }
}
