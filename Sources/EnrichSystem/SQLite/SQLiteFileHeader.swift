import Foundation

/// The first 100 bytes of an SQLite file, read without opening it as a database: whether it
/// is one, and the `application_id` and `user_version` its owner stamped in. Checking these
/// first means a file that is not ours is never touched (no WAL switch, no lock, no byte
/// changed).
package struct SQLiteFileHeader: Sendable, Equatable {
  package var applicationID: UInt32
  package var userVersion: UInt32

  /// The header of the file at `path`; nil when it is missing, unreadable, empty or not an
  /// SQLite database.
  package static func read(_ path: String) -> SQLiteFileHeader? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: 100), data.count == 100 else { return nil }
    let bytes = [UInt8](data)
    guard bytes.starts(with: Array("SQLite format 3\u{0}".utf8)) else { return nil }
    return SQLiteFileHeader(
      applicationID: bigEndian(bytes, at: 68), userVersion: bigEndian(bytes, at: 60))
  }

  static func bigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
    bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
  }
}
