#if canImport(Glibc)
  import Glibc
#endif

/// Whether a process id names a running process (signal 0 probes without sending anything).
package enum ProcessLiveness {
  package static func isAlive(_ pid: Int32) -> Bool {
    guard pid > 0 else { return false }
    return kill(pid, 0) == 0 || errno == EPERM
  }
}
