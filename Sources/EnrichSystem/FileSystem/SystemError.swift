import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A failed system call: its `errno` and the system's words for it ("No space left on device").
package struct SystemError: Error, Sendable, Equatable, CustomStringConvertible {
  package var code: Int32

  package init(code: Int32) { self.code = code }

  /// The error of the last failed call on this thread.
  package static var last: SystemError { SystemError(code: errno) }

  package var description: String { Self.message(code) }

  /// The system's words for `code`.
  package static func message(_ code: Int32) -> String { unsafe String(cString: strerror(code)) }

  /// The `errno` behind a Foundation file error, if it has one.
  package static func code(of error: any Error) -> Int32? {
    if let error = error as? SystemError { return error.code }
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain { return Int32(code) }
    if (error as NSError).domain == NSPOSIXErrorDomain { return Int32((error as NSError).code) }
    return nil
  }

  /// The system's words behind a Foundation file error, else its own description.
  package static func reason(_ error: any Error) -> String {
    let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
    if let code = underlying?.code, underlying?.domain == NSPOSIXErrorDomain { return message(Int32(code)) }
    return error.localizedDescription
  }
}

/// File operations Foundation does not offer the way a safe writer needs them.
package enum FileOperations {
  /// Renames `source` over `target` in one step (`rename(2)`: atomic within a file system).
  package static func rename(_ source: String, over target: String) throws(SystemError) {
    if unsafe Glibc.rename(source, target) != 0 { throw SystemError.last }
  }
}

extension FileOperations {
  /// Makes a FIFO (named pipe) at `path`, readable and writable by the owner only.
  package static func makeFIFO(_ path: String) throws(SystemError) {
    if unsafe mkfifo(path, 0o600) != 0 { throw SystemError.last }
  }
}
