import EnrichSystem

/// How an output path is written: in place as a stream, or replaced atomically.
package enum OutputDestination {
  /// Whether `path` must be written in place: stdout (`-`), or a path that names no regular
  /// file and cannot be replaced (a FIFO, a device, a socket, anything under `/dev/` or
  /// `/proc/`, such as `/dev/stdout` or a shell's `>(cmd)`).
  package static func isStream(_ path: String) -> Bool {
    if path == "-" || path.hasPrefix("/dev/") || path.hasPrefix("/proc/") { return true }
    switch FileStatus.of(path)?.kind {
    case .fifo, .characterDevice, .blockDevice, .socket: return true
    default: return false
    }
  }

  /// The descriptor a stream path names in this process: 1 for `-` and `/dev/stdout`, 2 for
  /// `/dev/stderr`, N for `/dev/fd/N` and `/proc/self/fd/N`; nil for any other path.
  package static func descriptor(of path: String) -> Int32? {
    switch path {
    case "-", "/dev/stdout": return 1
    case "/dev/stderr": return 2
    default:
      for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
        return Int32(path.dropFirst(prefix.count))
      }
      return nil
    }
  }
}
