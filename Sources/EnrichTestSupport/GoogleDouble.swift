import EnrichCore
import EnrichFormats
import EnrichSystem
import Foundation

/// Runs `Tests/Doubles/google_double.py` (a local double of Google's Places API (New) and
/// Geocoding API) on an ephemeral loopback port, for the provider's tests, the end-to-end
/// tests and benchmarks. The double stops when this object goes away or the process dies.
package final class GoogleDouble {
  /// The key the double accepts (invented; never a real key).
  package static let key = "AIzaTestKey-0123456789abcdefghijklmno"
  package let port: Int
  private let process: Process
  /// The double's stdin: closing it (or this process dying) stops the double.
  private let lifeline = Pipe()
  private let control: CurlHTTPClient

  package enum StartError: Error { case noPort(String) }

  /// The double's script in the package.
  package static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Tests/Doubles/google_double.py"
    )
    .path

  /// Starts the double with extra command-line `arguments` (`--latency-ms 200`, ...).
  package init(_ arguments: [String] = []) throws {
    let script = Self.script
    process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, "--key", Self.key, "--exit-on-stdin-eof"] + arguments
    process.standardInput = lifeline
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    var data = Data()
    while !data.contains(UInt8(ascii: "\n")) {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      data.append(chunk)
    }
    let line = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let port = Int(line) else {
      process.terminate()
      throw StartError.noPort(line)
    }
    self.port = port
    control = try CurlHTTPClient()
  }

  deinit {
    try? lifeline.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }

  package var baseURL: String { "http://127.0.0.1:\(port)" }

  package func stats() async throws -> JSONValue { try await call("GET", "/__double/stats") }

  /// The last request the double received for `endpoint` (searchText, details, geocode...).
  package func lastRequest(_ endpoint: String) async throws -> JSONValue? {
    try await call("GET", "/__double/last")[endpoint]
  }

  /// The last request's JSON body.
  package func lastBody(_ endpoint: String) async throws -> JSONValue? {
    guard let text = try await lastRequest(endpoint)?["body"]?.stringValue else { return nil }
    return try JSONDocumentParser.parse(text, name: "double request body")
  }

  package func script(_ faults: [String], endpoint: String? = nil) async throws {
    let list = faults.map { "\"\($0)\"" }.joined(separator: ",")
    let only = endpoint.map { #","endpoint":"\#($0)""# } ?? ""
    _ = try await call("POST", "/__double/script", body: #"{"faults":[\#(list)]\#(only)}"#)
  }

  /// Drops what is left of the fault script (the counters stay).
  package func clearScript() async throws {
    _ = try await call("POST", "/__double/script", body: #"{"clear":true}"#)
  }

  /// Zeroes the counters and drops any fault script.
  package func reset() async throws { _ = try await call("POST", "/__double/reset") }

  package func configure(_ json: String) async throws {
    _ = try await call("POST", "/__double/config", body: json)
  }

  package func requestCount(_ endpoint: String) async throws -> Int {
    Int(try await stats()["requests"]?[endpoint]?.doubleValue ?? 0)
  }

  private func call(_ method: String, _ path: String, body: String? = nil) async throws -> JSONValue {
    let request = HTTPRequest(
      method: method == "POST" ? .post : .get, url: baseURL + path, body: body.map { Data($0.utf8) })
    let response = try await control.send(request)
    return try JSONDocumentParser.parse(bytes: Array(response.body), name: "double control response")
  }
}
