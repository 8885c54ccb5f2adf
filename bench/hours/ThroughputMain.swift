// Measures HoursBatch.evaluate throughput on a JSON Lines file of batch inputs.
// Built by bench/hours/throughput.sh with -O against EnrichCore and EnrichHours.
import EnrichCore
import EnrichHours
import Foundation

/// Reads JSON text into `JSONValue` (bench-only; the CLI has its own reader).
struct BenchJSON: Decodable {
  let value: JSONValue

  init(from decoder: any Decoder) throws {
    if let container = try? decoder.container(keyedBy: Key.self) {
      value = .object(
        try container.allKeys.map {
          JSONMember($0.stringValue, try container.decode(BenchJSON.self, forKey: $0).value)
        })
      return
    }
    let single = try decoder.singleValueContainer()
    if let flag = try? single.decode(Bool.self) {
      value = .bool(flag)
    } else if let number = try? single.decode(Double.self) {
      value = .number(number)
    } else if let text = try? single.decode(String.self) {
      value = .string(text)
    } else {
      value = .null
    }
  }

  struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let text = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
  FileHandle.standardError.write(Data("usage: hours-throughput CASES.jsonl [OUTPUT.jsonl]\n".utf8))
  exit(2)
}
let decoder = JSONDecoder()
let lines = text.split(separator: "\n").compactMap {
  try? decoder.decode(BenchJSON.self, from: Data($0.utf8)).value
}
let now = Date()
let start = DispatchTime.now().uptimeNanoseconds
var results: [JSONValue] = []
results.reserveCapacity(lines.count)
for line in lines { results.append(HoursBatch.evaluate(line, now: now)) }
let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
if arguments.count >= 3 {
  let output = results.map { JSONText.compact($0) }.joined(separator: "\n") + "\n"
  try? output.write(toFile: arguments[2], atomically: true, encoding: .utf8)
}
print(
  "\(lines.count) evaluations in \(String(format: "%.3f", seconds)) s = \(Int(Double(lines.count) / seconds)) evaluations/s"
)
