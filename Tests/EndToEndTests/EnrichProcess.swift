import Foundation

/// Runs the built `enrich` binary the way a user does and captures what it printed: the one
/// way the end-to-end tests start a child process (in the foreground with `run`, measured
/// with `measured`, or in the background with `start`, to interrupt it).
struct EnrichProcess {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
    /// Peak resident set in KB, from `/usr/bin/time -f %M` (`measured` runs only).
    var peakKilobytes: Int?
  }

  /// The package root, found from this file's path.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `$ENRICH_BINARY`, else the binary built with this test bundle (the test target depends on
  /// the executable, so it is never older than the code under test).
  static var binary: URL {
    if let path = ProcessInfo.processInfo.environment["ENRICH_BINARY"] {
      return URL(fileURLWithPath: path)
    }
    return builtBinary
  }

  private static let builtBinary: URL = {
    let testBundle = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    return testBundle.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("enrich")
  }()

  static func samples(_ name: String) -> String {
    packageRoot.appendingPathComponent("samples").appendingPathComponent(name).path
  }

  /// Runs `enrich arguments...` (or `executable arguments...`, e.g. a shell that runs enrich)
  /// with optional stdin, in `directory`, and waits for its exit (with a generous limit so a
  /// hang fails the test instead of the CI run).
  static func run(
    _ arguments: [String], stdin: String? = nil, directory: URL? = nil,
    environment: [String: String] = [:], timeout: TimeInterval = 120, executable: String? = nil,
    limits: ResourceLimits? = nil
  ) throws -> Result {
    let running = try start(
      arguments, directory: directory, environment: environment, executable: executable, limits: limits)
    if let stdin { running.input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try running.input.fileHandleForWriting.close()
    return try running.wait(timeout: timeout)
  }

  static let time = "/usr/bin/time"

  /// `enrich arguments...` under `/usr/bin/time -f %M` (installed by scripts/setup-system.sh),
  /// for its peak memory.
  static func measured(
    _ arguments: [String], environment: [String: String] = [:], timeout: TimeInterval = 300
  ) throws -> Result {
    guard FileManager.default.isExecutableFile(atPath: time) else {
      throw Failure(description: "\(time) is missing; scripts/setup-system.sh installs it (package `time`)")
    }
    let figure = try temporaryDirectory().appendingPathComponent("peak").path
    var result = try run(
      ["-f", "%M", "-o", figure, binary.path] + arguments, environment: environment, timeout: timeout,
      executable: time)
    let text = try String(contentsOfFile: figure, encoding: .utf8)
    result.peakKilobytes = text.split(separator: "\n").last.flatMap {
      Int($0.trimmingCharacters(in: .whitespaces))
    }
    return result
  }

  /// Starts `enrich arguments...` without waiting; its stdin stays open until closed through
  /// `input` (or the process ends).
  static func start(
    _ arguments: [String], directory: URL? = nil, environment: [String: String] = [:],
    executable: String? = nil, limits: ResourceLimits? = nil
  ) throws -> Running {
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
    env["XDG_CACHE_HOME"] = try temporaryDirectory().path
    for (key, value) in environment { env[key] = value }
    process.environment = env
    if let directory { process.currentDirectoryURL = directory }
    return try Running(process, description: ([executable ?? "enrich"] + arguments).joined(separator: " "))
  }

  /// A started child. stdout and stderr go to files, read after the exit: pipes drained
  /// through `readabilityHandler` intermittently crash libdispatch on Linux when torn down
  /// (swift-corelibs-foundation#5507), and a file never fills up and blocks the child.
  final class Running {
    let process: Process
    let input = Pipe()
    private let capture: URL
    private let exited = DispatchSemaphore(value: 0)
    private let description: String

    fileprivate init(_ process: Process, description: String) throws {
      self.process = process
      self.description = description
      capture = try EnrichProcess.temporaryDirectory()
      let out = capture.appendingPathComponent("stdout")
      let err = capture.appendingPathComponent("stderr")
      _ = FileManager.default.createFile(atPath: out.path, contents: nil)
      _ = FileManager.default.createFile(atPath: err.path, contents: nil)
      process.standardOutput = try FileHandle(forWritingTo: out)
      process.standardError = try FileHandle(forWritingTo: err)
      process.standardInput = input
      process.terminationHandler = { [exited] _ in exited.signal() }
      try process.run()
    }

    deinit {
      if process.isRunning { process.terminate() }
      try? FileManager.default.removeItem(at: capture)
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    func signal(_ signal: Int32) { kill(process.processIdentifier, signal) }

    /// Waits for the exit (the termination handler's signal; no polling) and returns what the
    /// child printed. A child still running after `timeout` seconds is killed and fails the test.
    func wait(timeout: TimeInterval = 120) throws -> Result {
      guard exited.wait(timeout: .now() + timeout) == .success else {
        process.terminate()
        throw Failure(description: "\(description.prefix(300)) did not finish in \(Int(timeout)) s")
      }
      process.waitUntilExit()
      try? (process.standardOutput as? FileHandle)?.close()
      try? (process.standardError as? FileHandle)?.close()
      let stdout = String(
        decoding: try Data(contentsOf: capture.appendingPathComponent("stdout")), as: UTF8.self)
      let stderr = String(
        decoding: try Data(contentsOf: capture.appendingPathComponent("stderr")), as: UTF8.self)
      return Result(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
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
