import EnrichSystem
import Foundation

/// Where a build writes: `INDEX.partial-PID` beside the output, renamed over it only when
/// complete. An existing file at the output is replaced only when it is an enrich index;
/// partials left by killed builds (their process gone) are removed, a live build's never. An
/// output that is a symlink is written at its target, so the link stays. The build's scratch
/// files (`INDEX.partial-PID.nodes`, `.ways`: node positions) belong to the partial and go
/// with it.
struct IndexOutput {
  /// Suffixes of the scratch files a build keeps beside its partial index.
  static let scratchSuffixes = [".nodes", ".ways"]

  /// The path as given, for messages.
  let path: String
  /// Where the index goes: `path` with symlinks followed.
  let target: String
  let temporary: String

  /// Checks the folder and whatever is at `path` now, without changing either.
  init(path: String) throws(IndexBuildError) {
    self.path = path
    target = CanonicalPath.writeTarget(of: path)
    temporary = target + ".partial-\(ProcessInfo.processInfo.processIdentifier)"
    let directory = Self.folder(of: target)
    guard FileStatus.of(directory)?.kind == .directory else {
      throw IndexBuildError(.output, "cannot write index '\(path)': directory '\(directory)' does not exist")
    }
    try Self.checkReplaceable(target, named: path)
  }

  static func folder(of path: String) -> String {
    let directory = (path as NSString).deletingLastPathComponent
    return directory.isEmpty ? "." : directory
  }

  /// Only an index may be replaced: anything else at the output (a spreadsheet, another
  /// program's database, the request cache) is refused before the build starts.
  func checkReplaceable() throws(IndexBuildError) { try Self.checkReplaceable(target, named: path) }

  static func checkReplaceable(_ path: String, named name: String) throws(IndexBuildError) {
    guard let status = FileStatus.of(path) else { return }
    let refuse = { (what: String) in
      IndexBuildError(
        .refused,
        "'\(name)' exists and is \(what), not an enrich place index; index build replaces only an index. "
          + "Choose another -o PATH, or move the file away yourself")
    }
    if status.kind == .directory { throw refuse("a folder") }
    let header = SQLiteFileProbe.header(of: path)
    switch header.kind {
    case .absent: return
    case .notSQLite: throw refuse("not an SQLite file")
    case .sqlite: break
    }
    if header.applicationID == IndexSchema.applicationID { return }
    if header.applicationID != 0 {
      throw refuse(SQLiteFileProbe.describe(applicationID: header.applicationID))
    }
    // Unstamped: an index built before the stamp says so in its `meta` table.
    let format = try? SQLiteFileProbe.inspect(path).scalarText(
      "SELECT value FROM meta WHERE key = 'format'", purpose: "read the file's format")
    if format != IndexSchema.format { throw refuse("an SQLite database") }
  }

  /// Removes `NAME.partial-PID` files beside the output whose process is gone (a killed or
  /// crashed build); our own stale name (a dead process that had our PID) goes too.
  func removeStalePartials() {
    let folder = Self.folder(of: target)
    let prefix = (target as NSString).lastPathComponent + ".partial-"
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    let me = ProcessInfo.processInfo.processIdentifier
    for entry in entries where entry.hasPrefix(prefix) {
      let rest = entry.dropFirst(prefix.count)
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      let suffix = String(rest.dropFirst(digits.count))
      guard suffix.isEmpty || Self.scratchSuffixes.contains(suffix), let pid = Int32(digits),
        pid == me || !ProcessLiveness.isAlive(pid)
      else { continue }
      try? FileManager.default.removeItem(atPath: folder + "/" + entry)
    }
  }

  /// Flushes the finished index to disk and renames it over the output in one step.
  func commit() throws(IndexBuildError) {
    do {
      let handle = try FileHandle(forUpdating: URL(fileURLWithPath: temporary))
      defer { try? handle.close() }
      // The bulk load ran with synchronous=OFF: without this a power cut after the rename
      // could leave a torn index under the output's name.
      try handle.synchronize()
    } catch {
      throw IndexBuildError(
        .output, "cannot write index '\(path)': cannot flush '\(temporary)' (\(error.localizedDescription))")
    }
    do {
      try FileOperations.rename(temporary, over: target)
    } catch {
      throw IndexBuildError(
        .output, "cannot write index '\(path)': cannot move the finished index into place (\(error))")
    }
  }

  /// The path of one of this build's scratch files (`suffix` from `scratchSuffixes`).
  func scratch(_ suffix: String) -> String {
    precondition(Self.scratchSuffixes.contains(suffix))
    return temporary + suffix
  }

  /// Removes the scratch files this build created (only ours: our PID is in their names).
  func discardScratch() {
    for suffix in Self.scratchSuffixes where FileStatus.of(scratch(suffix)) != nil {
      try? FileManager.default.removeItem(atPath: scratch(suffix))
    }
  }

  func discard() {
    discardScratch()
    try? FileManager.default.removeItem(atPath: temporary)
  }
}
