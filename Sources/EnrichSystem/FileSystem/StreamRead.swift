#if canImport(Glibc)
  import Glibc
#endif

/// Reading a pipe or terminal the way a streaming filter must: take what is there now instead
/// of waiting for a full buffer (Foundation's `read(upToCount:)` waits for all of it), and ask
/// whether a read would return at once.
package enum StreamRead {
  /// Up to `count` bytes from `descriptor` in one `read(2)`, returning as soon as any are
  /// there; empty at the end of the input. Interrupted reads are retried.
  package static func available(from descriptor: Int32, upTo count: Int) throws(SystemError) -> [UInt8] {
    precondition(count > 0)
    var bytes = [UInt8](repeating: 0, count: count)
    while true {
      let read = unsafe bytes.withUnsafeMutableBytes { buffer in
        unsafe Glibc.read(descriptor, buffer.baseAddress, count)
      }
      if read >= 0 {
        bytes.removeSubrange(read...)
        return bytes
      }
      if errno != EINTR { throw SystemError.last }
    }
  }

  /// Whether a read from `descriptor` would return without waiting (data, the end of the
  /// input or an error are there): `poll(2)` with no timeout.
  package static func isReady(_ descriptor: Int32) -> Bool {
    waitUntilReady(descriptor, milliseconds: 0)
  }

  /// Waits at most `milliseconds` for a read from `descriptor` to be able to return at once;
  /// false when the time ran out first.
  package static func waitUntilReady(_ descriptor: Int32, milliseconds: Int32) -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    while true {
      let result = unsafe poll(&request, 1, milliseconds)
      if result < 0, errno == EINTR { continue }
      return result > 0 && request.revents != 0
    }
  }
}
