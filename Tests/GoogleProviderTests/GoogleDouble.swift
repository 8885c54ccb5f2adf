import EnrichCore
import EnrichSystem
import Foundation

@testable import GoogleProvider

/// Runs `Tests/Doubles/google_double.py` on an ephemeral loopback port for one test.
final class GoogleDouble {
  static let key = "AIzaTestKey-0123456789abcdefghijklmno"
  let port: Int
  private let process: Process
  /// The double's stdin: closing it (or this process dying) stops the double.
  private let lifeline = Pipe()
  private let control: CurlHTTPClient

  enum StartError: Error { case noPort(String) }

  init(_ arguments: [String] = []) throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Doubles/google_double.py").path
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

  var baseURL: String { "http://127.0.0.1:\(port)" }

  /// A configuration pointed at this double with fast retries.
  func configuration(key: String = GoogleDouble.key) -> GoogleConfiguration {
    var configuration = GoogleConfiguration(apiKey: key)
    configuration.placesEndpoint = baseURL
    configuration.geocodingEndpoint = baseURL
    configuration.qps = 500
    configuration.retryBaseDelay = .milliseconds(10)
    configuration.retryMaxDelay = .milliseconds(50)
    configuration.requestTimeout = .seconds(5)
    return configuration
  }

  func stats() async throws -> JSONValue { try await call("GET", "/__double/stats") }

  /// The last request the double received for `endpoint` (searchText, details, geocode...).
  func lastRequest(_ endpoint: String) async throws -> JSONValue? {
    try await call("GET", "/__double/last")[endpoint]
  }

  /// The last request's JSON body.
  func lastBody(_ endpoint: String) async throws -> JSONValue? {
    guard let text = try await lastRequest(endpoint)?["body"]?.stringValue else { return nil }
    return try JSONParser.parse(Data(text.utf8))
  }

  func script(_ faults: [String], endpoint: String? = nil) async throws {
    let list = faults.map { "\"\($0)\"" }.joined(separator: ",")
    let only = endpoint.map { #","endpoint":"\#($0)""# } ?? ""
    _ = try await call("POST", "/__double/script", body: #"{"faults":[\#(list)]\#(only)}"#)
  }

  func configure(_ json: String) async throws { _ = try await call("POST", "/__double/config", body: json) }

  func requestCount(_ endpoint: String) async throws -> Int {
    Int(try await stats()["requests"]?[endpoint]?.doubleValue ?? 0)
  }

  private func call(_ method: String, _ path: String, body: String? = nil) async throws -> JSONValue {
    let request = HTTPRequest(
      method: method == "POST" ? .post : .get, url: baseURL + path, body: body.map { Data($0.utf8) })
    let response = try await control.send(request)
    return try JSONParser.parse(response.body)
  }
}
