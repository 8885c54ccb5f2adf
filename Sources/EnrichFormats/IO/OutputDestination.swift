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
}
