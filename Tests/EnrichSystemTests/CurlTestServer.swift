import EnrichSystem
import Foundation

/// Starts `Tests/Doubles/google_double.py` (the Google double) as a loopback HTTP server with
/// scriptable faults and request counters, for the curl client's tests.
final class CurlTestServer {
  static let key = "AIzaCurlTestKey"
  let port: Int
  private let process = Process()
  private let lifeline = Pipe()

  struct StartError: Error { var output: String }

  init(_ arguments: [String] = []) throws {
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Doubles/google_double.py").path
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, "--key", Self.key, "--exit-on-stdin-eof"] + arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = lifeline
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
      throw StartError(output: line)
    }
    self.port = port
  }

  deinit {
    try? lifeline.fileHandleForWriting.close()
    process.terminate()
    process.waitUntilExit()
  }

  var baseURL: String { "http://127.0.0.1:\(port)" }

  func json(_ client: CurlHTTPClient, _ path: String, post body: String? = nil) async throws -> [String: Any]
  {
    let request = HTTPRequest(
      method: body == nil ? .get : .post, url: baseURL + path, body: body.map { Data($0.utf8) })
    let response = try await client.send(request)
    return (try JSONSerialization.jsonObject(with: response.body) as? [String: Any]) ?? [:]
  }
}
