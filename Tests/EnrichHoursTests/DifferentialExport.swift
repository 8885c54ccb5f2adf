import EnrichCore
import EnrichHours
import Foundation
import Testing

/// Not a check: the bench's differential script (bench/hours/differential.py) runs this with
/// HOURS_BATCH_INPUT / HOURS_BATCH_OUTPUT set to push its cases through the batch function.
@Test(.enabled(if: ProcessInfo.processInfo.environment["HOURS_BATCH_INPUT"] != nil))
func runBatchFileForBench() throws {
  let environment = ProcessInfo.processInfo.environment
  let input = try String(contentsOfFile: environment["HOURS_BATCH_INPUT"] ?? "", encoding: .utf8)
  let lines = try input.split(separator: "\n").map { try TestJSON.parse(String($0)) }
  let now = Date()
  let start = Date()
  let results = lines.map { HoursBatch.evaluate($0, now: now, structured: nil) }
  let elapsed = Date().timeIntervalSince(start)
  let output = results.map { JSONText.compact($0) }.joined(separator: "\n") + "\n"
  try output.write(
    toFile: environment["HOURS_BATCH_OUTPUT"] ?? "/dev/null", atomically: true, encoding: .utf8)
  let rate = Double(lines.count) / max(elapsed, 1e-9)
  let stats = "{\"lines\": \(lines.count), \"seconds\": \(elapsed), \"perSecond\": \(Int(rate))}\n"
  try stats.write(
    toFile: (environment["HOURS_BATCH_OUTPUT"] ?? "/dev/null") + ".stats", atomically: true, encoding: .utf8)
  #expect(results.count == lines.count)
}
