// Benchmarks for the local provider: parse vs build time, search throughput, match quality.
// Usage (release build):
//   LocalBench parse EXTRACT                  libreadosm parse alone (raw, then with Swift values)
//   LocalBench build EXTRACT OUTPUT           index build time
//   LocalBench synth EXTRACT OUTPUT.osm N     N shifted copies of EXTRACT as .osm XML
//   LocalBench search INDEX ROWS TASKS        searchText throughput over ROWS messy queries
//   LocalBench quality INDEX                  top-1 accuracy on perturbed names/addresses
//   LocalBench open INDEX QUERY               time to open the index and answer one text search
import EnrichCore
import EnrichSystem
import Foundation
import LocalProvider

func peakRSSMegabytes() -> Double {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
  else { return 0 }
  let kilobytes = Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  return kilobytes / 1024
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  try body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data((message + "\n").utf8))
  exit(2)
}

let arguments = CommandLine.arguments.dropFirst()
switch arguments.first {
case "parse":
  guard arguments.count == 2 else { fail("parse EXTRACT") }
  let path = arguments[arguments.startIndex + 1]
  var count = 0
  let raw = try seconds { try OSMFileReader(path: path).parse() }
  let values = try seconds {
    try OSMFileReader(path: path).parse(
      nodes: { _ in count += 1 }, ways: { _ in count += 1 }, relations: { _ in count += 1 })
  }
  print(
    String(
      format: "parse raw %.3f s, with Swift values %.3f s, %d elements, peak RSS %.1f MB", raw, values, count,
      peakRSSMegabytes()))

case "build":
  guard arguments.count == 3 else { fail("build EXTRACT OUTPUT") }
  let stats = try LocalIndexBuilder.build(
    extract: arguments[arguments.startIndex + 1], output: arguments[arguments.startIndex + 2])
  print(
    String(
      format:
        "build %.3f s: %d nodes, %d ways, %d relations -> %d places, %d addresses, %d streets, %.1f MB file, peak RSS %.1f MB",
      stats.seconds, stats.nodes, stats.ways, stats.relations, stats.places, stats.addresses, stats.streets,
      Double(stats.bytes) / 1e6, peakRSSMegabytes()))

case "synth":
  guard arguments.count == 4, let copies = Int(arguments[arguments.startIndex + 3]) else {
    fail("synth EXTRACT OUTPUT.osm COPIES")
  }
  try Synthesizer.write(
    extract: arguments[arguments.startIndex + 1], output: arguments[arguments.startIndex + 2], copies: copies)

case "search":
  guard arguments.count == 4, let rows = Int(arguments[arguments.startIndex + 2]),
    let tasks = Int(arguments[arguments.startIndex + 3])
  else { fail("search INDEX ROWS TASKS") }
  try await SearchBench.run(index: arguments[arguments.startIndex + 1], rows: rows, tasks: tasks)

case "quality":
  guard arguments.count == 2 else { fail("quality INDEX") }
  try await QualityBench.run(index: arguments[arguments.startIndex + 1])

case "open":
  guard arguments.count == 3 else { fail("open INDEX QUERY") }
  var provider: LocalProvider?
  let open = try seconds {
    provider = try LocalProvider(indexPath: arguments[arguments.startIndex + 1], metrics: ProviderMetrics())
  }
  let start = DispatchTime.now().uptimeNanoseconds
  let places =
    try await provider?.searchText(TextSearchRequest(textQuery: arguments[arguments.startIndex + 2])) ?? []
  let query = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
  print(
    String(
      format: "open %.1f ms, first query %.1f ms, total %.1f ms: %d results, first %@", open * 1000,
      query * 1000,
      (open + query) * 1000, places.count, places.first?.place.name ?? "none"))

default:
  fail("usage: LocalBench parse|build|synth|search|quality|open ... (see bench/local/README.md)")
}
