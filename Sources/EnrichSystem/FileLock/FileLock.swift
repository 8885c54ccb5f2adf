import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An exclusive advisory lock on a lock file (`flock`), held until `release()` or `deinit`.
/// The kernel drops it when the holder dies, so a lock left by a crashed or killed run is
/// taken over without any clean-up; the file records the holder's pid for the message.
public final class FileLock {
  public let path: String
  private var descriptor: Int32

  /// Takes the lock or throws `FileLockError.held` at once (never waits).
  public init(path: String) throws(FileLockError) {
    // A holder that is releasing unlinks the file; if we locked that unlinked file, the
    // path no longer names our inode and we try again on the new file.
    for _ in 0..<5 {
      let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      guard descriptor >= 0 else {
        throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
        let holder = (try? String(contentsOfFile: path, encoding: .utf8))?
          .trimmingCharacters(in: .whitespacesAndNewlines)
        close(descriptor)
        throw .held(path: path, holder: holder?.isEmpty == false ? holder : nil)
      }
      var opened = stat()
      var named = stat()
      guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0, opened.st_ino == named.st_ino,
        opened.st_dev == named.st_dev
      else {
        close(descriptor)
        continue
      }
      self.path = path
      self.descriptor = descriptor
      let note = "pid \(getpid()) since \(ISO8601DateFormatter().string(from: Date()))\n"
      _ = ftruncate(descriptor, 0)
      _ = note.withCString { write(descriptor, $0, strlen($0)) }
      return
    }
    throw .cannotOpen(path: path, reason: "the lock file kept changing")
  }

  /// Releases the lock and removes the lock file.
  public func release() {
    guard descriptor >= 0 else { return }
    unlink(path)
    flock(descriptor, LOCK_UN)
    close(descriptor)
    descriptor = -1
  }

  deinit { release() }
}

/// Why a lock could not be taken.
public enum FileLockError: Error, Sendable, Equatable, CustomStringConvertible {
  case held(path: String, holder: String?)
  case cannotOpen(path: String, reason: String)

  public var description: String {
    switch self {
    case .held(let path, let holder):
      return "another enrich run holds \(path)\(holder.map { " (\($0))" } ?? "")"
    case .cannotOpen(let path, let reason):
      return "cannot create lock file \(path): \(reason)"
    }
  }
}
