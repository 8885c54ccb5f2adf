import Foundation
import Synchronization

/// Runs the built `enrich` binary the way a user does and captures what it printed.
struct EnrichProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The package root, found from this file's path.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `$ENRICH_BINARY`, else the debug build in `.build`.
  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["ENRICH_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    return packageRoot.appendingPathComponent(".build/debug/enrich")
  }

  static func samples(_ name: String) -> String {
    packageRoot.appendingPathComponent("samples").appendingPathComponent(name).path
  }

  /// Runs `enrich arguments...` (or `executable arguments...`, e.g. a shell that runs enrich)
  /// with optional stdin, in `directory`, and waits (with a generous limit so a hang fails
  /// the test instead of the CI run).
  static func run(
    _ arguments: [String], stdin: String? = nil, directory: URL? = nil,
    environment: [String: String] = [:], timeout: TimeInterval = 120, executable: String? = nil,
    limits: ResourceLimits? = nil
  ) throws -> Result {
    let process = Process()
    if let limits {
      // A shell sets the limits, then becomes enrich.
      process.executableURL = URL(fileURLWithPath: "/bin/sh")
      process.arguments = ["-c", "\(limits.shell) && exec \"$0\" \"$@\"", binary.path] + arguments
    } else {
      process.executableURL = executable.map { URL(fileURLWithPath: $0) } ?? binary
      process.arguments = arguments
    }
    var env = ProcessInfo.processInfo.environment
    env["COLUMNS"] = nil
    env["TERM"] = "dumb"
    // Each run gets its own cache unless a test says otherwise: runs must not answer each
    // other's requests (nor fill the user's cache).
    env["XDG_CACHE_HOME"] = (try? temporaryDirectory().path) ?? "/tmp"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    if let directory { process.currentDirectoryURL = directory }
    // stdout and stderr go to files, read after the exit: pipes drained through
    // `readabilityHandler` intermittently crash libdispatch on Linux when torn down
    // (swift-corelibs-foundation#5507).
    let capture = try temporaryDirectory()
    let outPath = capture.appendingPathComponent("stdout")
    let errPath = capture.appendingPathComponent("stderr")
    FileManager.default.createFile(atPath: outPath.path, contents: nil)
    FileManager.default.createFile(atPath: errPath.path, contents: nil)
    let out = try FileHandle(forWritingTo: outPath)
    let err = try FileHandle(forWritingTo: errPath)
    defer {
      try? out.close()
      try? err.close()
      try? FileManager.default.removeItem(at: capture)
    }
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
    if process.isRunning {
      process.terminate()
      throw TimeoutError(arguments: arguments)
    }
    process.waitUntilExit()
    let stdout = String(decoding: try Data(contentsOf: outPath), as: UTF8.self)
    let stderr = String(decoding: try Data(contentsOf: errPath), as: UTF8.self)
    return Result(status: process.terminationStatus, stdout: stdout, stderr: stderr)
  }

  struct TimeoutError: Error, CustomStringConvertible {
    var arguments: [String]
    var description: String { "enrich \(arguments.joined(separator: " ")) did not finish in time" }
  }

  /// A fresh temporary directory for one test's files.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("enrich-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// Hard limits set on the child by the shell that starts it.
struct ResourceLimits {
  var shell: String

  /// A cap on the heap (RLIMIT_DATA): past it allocations fail and the run crashes, so a run
  /// that finishes normally stayed under it.
  static func memory(kilobytes: Int) -> ResourceLimits { ResourceLimits(shell: "ulimit -d \(kilobytes)") }

  /// A cap on the size of any file the child writes (RLIMIT_FSIZE): writes past it fail with
  /// EFBIG, as on a full disk (the signal that would kill the process is ignored).
  static func fileSize(bytes: Int) -> ResourceLimits {
    ResourceLimits(shell: "trap '' XFSZ && ulimit -f \(bytes / 512)")
  }
}
