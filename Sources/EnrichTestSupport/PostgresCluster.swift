import EnrichSystem
import Foundation

/// A throw-away PostgreSQL cluster for one test run: `initdb` into a temporary folder, a server
/// on a free loopback port, run as the unprivileged `postgres` user when the tests run as root
/// (the server refuses root), stopped and removed when this object goes away. The tests that
/// need it are skipped, saying why, where Debian's `postgresql` package is not installed.
package final class PostgresCluster: Sendable {
  package let port: Int
  package let directory: String
  private let binaries: String
  private let user: String?
  /// The server's stdin: closing it (or this process dying) stops the server.
  private let lifeline = Pipe()
  private let server = Process()

  /// The server's binaries (`/usr/lib/postgresql/<version>/bin`), if installed.
  package static let binaryFolder: String? = {
    let root = "/usr/lib/postgresql"
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return versions.sorted { (Int($0) ?? 0) > (Int($1) ?? 0) }.map { "\(root)/\($0)/bin" }
      .first { FileManager.default.isExecutableFile(atPath: "\($0)/initdb") }
  }()

  package static var isAvailable: Bool { binaryFolder != nil }

  package struct StartFailed: Error, CustomStringConvertible {
    package var description: String
  }

  package init() throws {
    guard let binaries = Self.binaryFolder else {
      throw StartFailed(description: "postgresql is not installed")
    }
    self.binaries = binaries
    user = getuid() == 0 ? "postgres" : nil
    directory = NSTemporaryDirectory() + "enrich-pg-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    if let user {
      try Self.run("/bin/chown", [user, directory])
    }
    port = try Self.freePort()
    try run("\(binaries)/initdb", ["-D", "\(directory)/data", "-A", "trust", "-U", "enrich", "--no-sync"])
    try startServer()
  }

  /// Runs the server under a shell that stops it when its stdin closes, so a test process that
  /// exits (or is killed) never leaves a server behind.
  private func startServer() throws {
    let log = "\(directory)/server.log"
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    let script =
      "\"$0\" -D \"$1\" -p \"$2\" -k \"$3\" -c listen_addresses=127.0.0.1 -c fsync=off & pid=$!; "
      + "cat > /dev/null; kill -INT $pid; wait $pid"
    let command = [
      "/bin/sh", "-c", script, "\(binaries)/postgres", "\(directory)/data", String(port), directory,
    ]
    server.executableURL = URL(fileURLWithPath: user == nil ? command[0] : "/usr/sbin/runuser")
    server.arguments = user.map { ["-u", $0, "--"] + command } ?? Array(command.dropFirst())
    server.standardInput = lifeline
    server.standardOutput = FileHandle(forWritingAtPath: log)
    server.standardError = FileHandle(forWritingAtPath: log)
    try server.run()
    // Up when it accepts a connection; a server that never comes up fails the test.
    let deadline = Date().addingTimeInterval(60)
    while (try? PostgresConnection(uri)) == nil {
      guard server.isRunning, Date() < deadline else {
        throw StartFailed(
          description:
            "the server did not start: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
      }
      Thread.sleep(forTimeInterval: 0.05)
    }
  }

  deinit {
    try? lifeline.fileHandleForWriting.close()
    server.waitUntilExit()
    try? FileManager.default.removeItem(atPath: directory)
  }

  /// A connection URI for the cluster's default database.
  package var uri: String { "postgresql://enrich@127.0.0.1:\(port)/postgres" }

  /// Makes a fresh database and returns its URI, so tests do not see each other's tables.
  package func database(_ name: String) throws -> String {
    let connection = try PostgresConnection(uri)
    try connection.execute("CREATE DATABASE \(name)", purpose: "create a test database")
    return "postgresql://enrich@127.0.0.1:\(port)/\(name)"
  }

  private func run(_ executable: String, _ arguments: [String]) throws {
    if let user {
      try Self.run("/usr/sbin/runuser", ["-u", user, "--", executable] + arguments)
    } else {
      try Self.run(executable, arguments)
    }
  }

  private static func run(_ executable: String, _ arguments: [String]) throws {
    // Output goes to a file, not a pipe: the server pg_ctl starts inherits the descriptors and
    // would hold a pipe open for as long as it runs.
    let log = NSTemporaryDirectory() + "enrich-pg-\(UUID().uuidString).log"
    _ = FileManager.default.createFile(atPath: log, contents: nil)
    defer { try? FileManager.default.removeItem(atPath: log) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle(forWritingAtPath: log)
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let message = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      throw StartFailed(description: "\(executable) failed: \(message)")
    }
  }

  /// A port nobody listens on now (the kernel's choice for an ephemeral bind).
  private static func freePort() throws -> Int {
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    probe.arguments = [
      "python3", "-c",
      "import socket; s=socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1]); s.close()",
    ]
    let output = Pipe()
    probe.standardOutput = output
    try probe.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    probe.waitUntilExit()
    guard
      let port = Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    else { throw StartFailed(description: "no free port") }
    return port
  }
}
