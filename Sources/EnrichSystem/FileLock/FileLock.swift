import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An exclusive advisory lock on a lock file (`flock`), held until `release()` or `deinit`.
/// The kernel drops it when the holder dies, so a lock left by a crashed or killed run is
/// taken over without any clean-up; the file records the holder's pid for the message.
package final class FileLock {
  package let path: String
  private var descriptor: Int32

  /// Takes the lock or throws `FileLockError.held` at once (never waits).
  package init(path: String) throws(FileLockError) {
    // A holder that is releasing unlinks the file; if we locked that unlinked file, the
    // path no longer names our inode and we try again on the new file.
    for _ in 0..<5 {
      // O_NOFOLLOW: a symlink planted at the lock's name must not make root truncate its target.
      let descriptor = unsafe open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
      guard descriptor >= 0 else {
        throw unsafe .cannotOpen(path: path, reason: String(cString: strerror(errno)))
      }
      guard Self.holdsLockNote(descriptor) else {
        close(descriptor)
        throw .notALock(path: path)
      }
      if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
        let holder = (try? String(contentsOfFile: path, encoding: .utf8))?
          .trimmingCharacters(in: .whitespacesAndNewlines)
        close(descriptor)
        throw .held(path: path, holder: holder?.isEmpty == false ? holder : nil)
      }
      var opened = stat()
      var named = stat()
      guard unsafe fstat(descriptor, &opened) == 0, unsafe stat(path, &named) == 0,
        opened.st_ino == named.st_ino,
        opened.st_dev == named.st_dev
      else {
        close(descriptor)
        continue
      }
      self.path = path
      self.descriptor = descriptor
      let note = "pid \(getpid()) since \(ISO8601DateFormatter().string(from: Date()))\n"
      _ = ftruncate(descriptor, 0)
      _ = unsafe note.withCString { unsafe write(descriptor, $0, strlen($0)) }
      return
    }
    throw .cannotOpen(path: path, reason: "the lock file kept changing")
  }

  /// Whether the open file is empty or starts like the note a lock holder writes, so a file of
  /// someone else's that happens to have the lock's name is never truncated or removed.
  static func holdsLockNote(_ descriptor: Int32) -> Bool {
    var info = stat()
    guard unsafe fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return false }
    if info.st_size == 0 { return true }
    var head = [UInt8](repeating: 0, count: 4)
    let count = unsafe head.withUnsafeMutableBytes { unsafe pread(descriptor, $0.baseAddress, 4, 0) }
    return count == 4 && head == Array("pid ".utf8)
  }

  /// Releases the lock and removes the lock file.
  package func release() {
    guard descriptor >= 0 else { return }
    unsafe unlink(path)
    flock(descriptor, LOCK_UN)
    close(descriptor)
    descriptor = -1
  }

  deinit { release() }
}

/// Why a lock could not be taken.
package enum FileLockError: Error, Sendable, Equatable, CustomStringConvertible {
  case held(path: String, holder: String?)
  case cannotOpen(path: String, reason: String)
  /// A file that is not an enrich lock already has the lock's name.
  case notALock(path: String)

  package var description: String {
    switch self {
    case .held(let path, let holder):
      return "another enrich run holds \(path)\(holder.map { " (\($0))" } ?? "")"
    case .cannotOpen(let path, let reason):
      return "cannot create lock file \(path): \(reason)"
    case .notALock(let path):
      return "\(path) is in the way of enrich's lock file and was not written by enrich; move it away"
    }
  }
}
