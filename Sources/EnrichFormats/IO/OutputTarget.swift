import EnrichSystem
import Foundation

/// Where a writer's bytes go. Three kinds, chosen from what the path names:
/// - standard output (`-`), streamed as rows arrive;
/// - a stream: a FIFO, a device, a socket, or anything under `/dev/` or `/proc/` (`/dev/stdout`,
///   `>(cmd)`), opened and written in place, never renamed over;
/// - a file, written atomically: a temporary file beside the final target (the target of a
///   symlink, so the link stays), fsynced by `complete()` and renamed into place by
///   `publish()`. Until then nothing changes under the output's name; `discard()`, or
///   dropping the target unpublished, removes the temporary file.
package final class OutputTarget {
  private static let bufferLimit = 64 * 1024

  /// The output path as given, or `<stdout>`.
  package let name: String
  /// Where the file goes (symlinks resolved); nil for stdout and streams.
  private let finalPath: String?
  private let temporaryPath: String?
  private let handle: FileHandle
  private let isStream: Bool
  private var buffer: [UInt8] = []
  private var completed = false
  /// The temporary file's handle is closed.
  private var closed = false
  private var publishedOrDiscarded = false

  /// Opens `-` (stdout), opens a stream, or creates the temporary file beside the target.
  package init(path: String) throws {
    buffer.reserveCapacity(Self.bufferLimit)
    if path == "-" {
      name = "<stdout>"
      finalPath = nil
      temporaryPath = nil
      handle = FileHandle.standardOutput
      isStream = true
      return
    }
    name = path
    if OutputDestination.isStream(path) {
      guard let opened = FileHandle(forWritingAtPath: path) else {
        throw OutputError(path: path, message: "cannot open for writing: \(Self.lastError())")
      }
      finalPath = nil
      temporaryPath = nil
      handle = opened
      isStream = true
      return
    }
    let target = CanonicalPath.writeTarget(of: path)
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    if FileStatus.of(target)?.kind == .directory {
      throw OutputError(path: path, message: "is a folder; give a file name")
    }
    try Self.checkFolder(folder, of: path)
    let temporary =
      folder + "/." + url.lastPathComponent + ".tmp-\(ProcessInfo.processInfo.processIdentifier)-"
      + String(UInt32.random(in: 0...UInt32.max), radix: 36)
    Self.removeLeftovers(of: url.lastPathComponent, in: folder)
    guard
      FileManager.default.createFile(
        atPath: temporary, contents: nil, attributes: [.posixPermissions: 0o644]),
      let opened = FileHandle(forWritingAtPath: temporary)
    else {
      throw OutputError(path: path, message: "cannot create a file in \(folder): \(Self.lastError())")
    }
    Self.copyOwnership(from: target, to: temporary)
    finalPath = target
    temporaryPath = temporary
    handle = opened
    isStream = false
  }

  deinit {
    discard()
  }

  /// A missing or read-only folder is named as the output's problem, before any work.
  static func checkFolder(_ folder: String, of path: String) throws {
    guard let status = FileStatus.of(folder), status.kind == .directory else {
      throw OutputError(path: path, message: "the folder \(folder) does not exist")
    }
    guard FileStatus.isWritable(folder) else {
      throw OutputError(path: path, message: "the folder \(folder) is not writable")
    }
  }

  /// A replaced file keeps its permissions (and, for root, its owner), as an edit in place
  /// would.
  static func copyOwnership(from existing: String, to temporary: String) {
    guard let status = FileStatus.of(existing), status.kind == .regular else { return }
    var attributes: [FileAttributeKey: Any] = [.posixPermissions: NSNumber(value: status.permissions)]
    if getuid() == 0 {
      attributes[.ownerAccountID] = NSNumber(value: status.owner)
      attributes[.groupOwnerAccountID] = NSNumber(value: status.group)
    }
    try? FileManager.default.setAttributes(attributes, ofItemAtPath: temporary)
  }

  /// Removes temporary files a killed run left beside the output (`.NAME.tmp-PID-xxxx` whose
  /// process is gone); a live run's file is left alone.
  static func removeLeftovers(of name: String, in folder: String) {
    let prefix = "." + name + ".tmp-"
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for entry in entries where entry.hasPrefix(prefix) {
      let rest = entry.dropFirst(prefix.count)
      guard let pid = rest.split(separator: "-").first.flatMap({ Int32($0) }), !ProcessLiveness.isAlive(pid)
      else {
        continue
      }
      try? FileManager.default.removeItem(atPath: folder + "/" + entry)
    }
  }

  static func lastError() -> String { SystemError.last.description }

  /// The system's words for a failed write ("No space left on device"), not Foundation's.
  static func reason(_ error: any Error) -> String { SystemError.reason(error) }

  /// The temporary file's path until published (tests check it disappears); nil for stdout
  /// and streams.
  package var pendingPath: String? { publishedOrDiscarded ? nil : temporaryPath }

  package func write(_ text: String) throws {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.bufferLimit { try flush() }
  }

  package func write(bytes: [UInt8]) throws {
    buffer.append(contentsOf: bytes)
    if buffer.count >= Self.bufferLimit { try flush() }
  }

  /// Called after each row: stdout and streams are flushed so rows appear as they finish.
  package func rowDone() throws {
    if isStream { try flush() }
  }

  func flush() throws {
    guard !buffer.isEmpty else { return }
    do {
      try handle.write(contentsOf: buffer)
    } catch {
      throw OutputError.writeFailed(name, error)
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Flushes everything; a file is fsynced and closed, ready to be published.
  package func complete() throws {
    guard !completed else { return }
    try flush()
    completed = true
    guard temporaryPath != nil else {
      if isStream, handle !== FileHandle.standardOutput { try? handle.close() }
      return
    }
    do {
      try handle.synchronize()
      try handle.close()
      closed = true
    } catch {
      discard()
      throw OutputError(path: name, message: "cannot complete the file: \(Self.reason(error))")
    }
  }

  /// Renames the completed temporary file over the output's target.
  package func publish() throws {
    try complete()
    guard let finalPath, let temporaryPath, !publishedOrDiscarded else { return }
    publishedOrDiscarded = true
    do {
      try FileOperations.rename(temporaryPath, over: finalPath)
    } catch {
      let reason = error.description
      try? FileManager.default.removeItem(atPath: temporaryPath)
      throw OutputError(path: name, message: "cannot move the finished file into place: \(reason)")
    }
  }

  /// `complete()` and `publish()` in one step, for a file written alone.
  func commit() throws {
    try complete()
    try publish()
  }

  /// Drops the output: the temporary file is removed; stdout and streams keep what was
  /// written so far.
  package func discard() {
    buffer.removeAll()
    guard let temporaryPath, !publishedOrDiscarded else { return }
    publishedOrDiscarded = true
    if !closed {
      closed = true
      try? handle.close()
    }
    try? FileManager.default.removeItem(atPath: temporaryPath)
  }
}
