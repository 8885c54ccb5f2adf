import EnrichSystem
import Foundation

/// Where a writer's bytes go: standard output (streamed as rows arrive), or a file written
/// atomically — a temporary file in the same folder, fsynced and renamed over the output path
/// by `commit()`. Until then nothing appears under the output's name; `discard()`, or dropping
/// the target without committing, removes the temporary file.
final class OutputTarget {
  private static let bufferLimit = 64 * 1024

  /// The output path or `<stdout>`.
  let name: String
  private let finalPath: String?
  private let temporaryPath: String?
  private let handle: FileHandle
  private var buffer: [UInt8] = []
  private var closed = false

  /// Opens `-` (stdout) or creates the temporary file beside `path`.
  init(path: String) throws {
    if path == "-" {
      name = "<stdout>"
      finalPath = nil
      temporaryPath = nil
      handle = FileHandle.standardOutput
      return
    }
    name = path
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let temporary =
      folder + "/." + url.lastPathComponent + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-"
      + String(UInt32.random(in: 0...UInt32.max), radix: 36)
    Self.removeLeftovers(of: url.lastPathComponent, in: folder)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw FormatError(file: path, line: 0, message: "the output path is a folder; give a file name")
    }
    guard
      FileManager.default.createFile(
        atPath: temporary, contents: nil, attributes: [.posixPermissions: 0o644]),
      let opened = FileHandle(forWritingAtPath: temporary)
    else {
      throw FormatError(
        file: path, line: 0,
        message: "cannot create a file in \(folder); check that the folder exists and is writable")
    }
    finalPath = path
    temporaryPath = temporary
    handle = opened
    buffer.reserveCapacity(Self.bufferLimit)
  }

  deinit {
    discard()
  }

  /// Removes temporary files a killed run left beside the output (`.NAME.tmp-PID-xxxx` whose
  /// process is gone); a live run's file is left alone.
  static func removeLeftovers(of name: String, in folder: String) {
    let prefix = "." + name + ".tmp-"
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for entry in entries where entry.hasPrefix(prefix) {
      let rest = entry.dropFirst(prefix.count)
      guard let pid = rest.split(separator: "-").first.flatMap({ Int32($0) }), !ProcessLiveness.isAlive(pid) else {
        continue
      }
      try? FileManager.default.removeItem(atPath: folder + "/" + entry)
    }
  }

  /// The temporary file's path while writing (tests check it disappears); nil for stdout.
  var pendingPath: String? { closed ? nil : temporaryPath }

  func write(_ text: String) throws {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.bufferLimit { try flush() }
  }

  func write(bytes: [UInt8]) throws {
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.bufferLimit { try flush() }
  }

  /// Called after each row: stdout is flushed so rows appear as they finish.
  func rowDone() throws {
    if finalPath == nil { try flush() }
  }

  func flush() throws {
    guard !buffer.isEmpty else { return }
    do {
      try handle.write(contentsOf: buffer)
    } catch {
      throw FormatError(file: name, line: 0, message: "write failed: \(error.localizedDescription)")
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Flushes, fsyncs and renames the temporary file over the output path.
  func commit() throws {
    try flush()
    guard let finalPath, let temporaryPath else { return }
    guard !closed else { return }
    do {
      try handle.synchronize()
      try handle.close()
    } catch {
      discard()
      throw FormatError(
        file: name, line: 0, message: "cannot complete the file: \(error.localizedDescription)")
    }
    closed = true
    if rename(temporaryPath, finalPath) != 0 {
      let reason =
        POSIXErrorCode(rawValue: errno).map { POSIXError($0).localizedDescription } ?? "errno \(errno)"
      try? FileManager.default.removeItem(atPath: temporaryPath)
      throw FormatError(file: name, line: 0, message: "cannot move the finished file into place: \(reason)")
    }
  }

  /// Drops the output: the temporary file is removed; stdout is left as written so far.
  func discard() {
    buffer.removeAll()
    guard let temporaryPath, !closed else { return }
    closed = true
    try? handle.close()
    try? FileManager.default.removeItem(atPath: temporaryPath)
  }
}
