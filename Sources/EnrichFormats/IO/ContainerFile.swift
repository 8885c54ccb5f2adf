import EnrichSystem
import Foundation

/// The file a C library builds by path (SQLite's GeoPackage), kept as
/// atomic as every other output: the library writes a scratch file — hidden beside the target
/// for a file output, in the temporary folder for stdout or a stream — which `complete()`
/// fsyncs (or copies to the stream) and `publish()` renames over the target. Until then nothing
/// changes under the output's name; `discard()`, or dropping the file unpublished, removes it.
final class ContainerFile {
  /// The output path as given, or `<stdout>`.
  let name: String
  /// Where the library writes.
  let scratchPath: String
  /// Where the file goes (symlinks resolved); nil for stdout and streams.
  private let finalPath: String?
  /// The stream the finished file is copied to (`-` for stdout); nil for a file output.
  private let streamPath: String?
  private var completed = false
  private var publishedOrDiscarded = false

  /// Chooses the scratch path for `path` (nothing is created yet: the library creates it).
  init(path: String, suffix: String) throws {
    let random = String(UInt32.random(in: 0...UInt32.max), radix: 36)
    let pid = ProcessInfo.processInfo.processIdentifier
    if path == "-" || OutputDestination.isStream(path) {
      name = path == "-" ? "<stdout>" : path
      streamPath = path
      finalPath = nil
      scratchPath = NSTemporaryDirectory() + "/enrich-\(pid)-\(random).\(suffix)"
      return
    }
    name = path
    streamPath = nil
    let target = CanonicalPath.writeTarget(of: path)
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    if FileStatus.of(target)?.kind == .directory {
      throw OutputError(path: path, message: "is a folder; give a file name")
    }
    try OutputTarget.checkFolder(folder, of: path)
    OutputTarget.removeLeftovers(of: url.lastPathComponent, in: folder)
    finalPath = target
    scratchPath = folder + "/." + url.lastPathComponent + ".tmp-\(pid)-" + random
  }

  deinit {
    discard()
  }

  /// The scratch file until published or discarded (what an interrupt removes).
  var pendingPath: String? { publishedOrDiscarded ? nil : scratchPath }

  /// Called once the library closed the file: a file output is fsynced; for a stream the file
  /// is copied to it and removed.
  func complete() throws {
    guard !completed else { return }
    completed = true
    guard let streamPath else {
      do {
        let handle = try FileHandle(forUpdating: URL(fileURLWithPath: scratchPath))
        try handle.synchronize()
        try handle.close()
      } catch {
        discard()
        throw OutputError(path: name, message: "cannot complete the file: \(OutputTarget.reason(error))")
      }
      return
    }
    defer { discard() }
    do {
      let output =
        streamPath == "-"
        ? FileHandle.standardOutput : try FileHandle(forWritingTo: URL(fileURLWithPath: streamPath))
      let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: scratchPath))
      defer { try? input.close() }
      while let chunk = try input.read(upToCount: 1 << 16), !chunk.isEmpty {
        try output.write(contentsOf: chunk)
      }
      if output !== FileHandle.standardOutput { try output.close() }
    } catch {
      throw OutputError.writeFailed(name, error)
    }
  }

  /// Renames the completed scratch file over the output's target (keeping a replaced file's
  /// permissions and owner).
  func publish() throws {
    try complete()
    guard let finalPath, !publishedOrDiscarded else { return }
    publishedOrDiscarded = true
    OutputTarget.copyOwnership(from: finalPath, to: scratchPath)
    do {
      try FileOperations.rename(scratchPath, over: finalPath)
    } catch {
      let reason = error.description
      try? FileManager.default.removeItem(atPath: scratchPath)
      throw OutputError(path: name, message: "cannot move the finished file into place: \(reason)")
    }
  }

  /// Removes the scratch file (and SQLite's side files, if any); a previous output stays.
  func discard() {
    guard !publishedOrDiscarded else { return }
    publishedOrDiscarded = true
    for path in [scratchPath, scratchPath + "-journal", scratchPath + "-wal", scratchPath + "-shm"] {
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}
