import EnrichSystem
import Foundation

/// An input read in fixed-size chunks, so memory stays bounded whatever the file size. The
/// first bytes can be peeked (format detection) and are then read again as normal.
final class ByteSource {
  static let chunkSize = 64 * 1024

  /// The path or `<stdin>`.
  let name: String
  let isStandardInput: Bool
  /// Standard input, a pipe, a FIFO or a device: bytes can be read once only, so nothing may
  /// open the path a second time.
  let isStream: Bool
  private let handle: FileHandle
  private var pending: [UInt8] = []
  private var reachedEnd = false

  /// Opens `path`, or standard input for `-`.
  init(path: String) throws {
    if path == "-" {
      name = "<stdin>"
      isStandardInput = true
      isStream = true
      handle = FileHandle.standardInput
      return
    }
    name = path
    isStandardInput = false
    guard let status = FileStatus.of(path) else {
      throw FormatError(file: path, line: 0, message: "no such file; check the input path")
    }
    guard status.kind != .directory else {
      throw FormatError(file: path, line: 0, message: "is a folder, not a file")
    }
    guard let opened = FileHandle(forReadingAtPath: path) else {
      throw FormatError(
        file: path, line: 0, message: "cannot open the file for reading; check its permissions")
    }
    handle = opened
    isStream = FileStatus.of(descriptor: opened.fileDescriptor)?.kind != .regular
  }

  deinit {
    if !isStandardInput { try? handle.close() }
  }

  /// The open descriptor, for readers that hand a stream to a C library.
  var fileDescriptor: Int32 { handle.fileDescriptor }

  /// Up to `count` bytes from the current position, without consuming them. From a stream,
  /// fewer once they are enough to start (`holds`): a filter fed one row at a time must not
  /// wait for later rows before it answers the first.
  func peek(_ count: Int, lines: Int = 1) throws -> [UInt8] {
    while pending.count < count && !reachedEnd && !(isStream && Self.holds(lines, linesIn: pending)) {
      let chunk = try readChunk()
      if chunk.isEmpty { break }
      pending.append(contentsOf: chunk)
    }
    return Array(pending.prefix(count))
  }

  /// The next chunk of bytes; empty at the end of the input.
  func read() throws -> [UInt8] {
    if !pending.isEmpty {
      let chunk = pending
      pending = []
      return chunk
    }
    return try readChunk()
  }

  /// Takes back bytes peeked or read but not consumed (they come out of `read()` first).
  func takePending() -> [UInt8] {
    let chunk = pending
    pending = []
    return chunk
  }

  /// Whether a read would return without waiting for more input (always, for a file).
  var isReady: Bool {
    !pending.isEmpty || reachedEnd || !isStream || StreamRead.isReady(handle.fileDescriptor)
  }

  /// Whether the head of a stream is enough to tell its format and start reading: `count`
  /// complete lines of CSV (the header, then the first row for the delimiter), or one whole
  /// JSON line. A document that opens with `[`, `<` or a `{` line that does not close it (a
  /// FeatureCollection, enrich's JSON output) is peeked as from a file: it arrives whole anyway.
  static func holds(_ count: Int, linesIn bytes: [UInt8]) -> Bool {
    guard let first = InputFormat.firstSignificantByte(bytes) else { return false }
    let blank: Set<UInt8> = [0x20, 0x09, 0x0D, 0xEF, 0xBB, 0xBF]
    switch first {
    case UInt8(ascii: "["), UInt8(ascii: "<"):
      return false
    case UInt8(ascii: "{"):
      guard let start = bytes.firstIndex(of: first), let end = bytes[start...].firstIndex(of: 0x0A) else {
        return false
      }
      return bytes[start..<end].last { !blank.contains($0) } == UInt8(ascii: "}")
    default:
      var found = 0
      var content = false
      for byte in bytes {
        if byte == 0x0A {
          if content { found += 1 }
          if found >= count { return true }
          content = false
        } else if !blank.contains(byte) {
          content = true
        }
      }
      return false
    }
  }

  private func readChunk() throws -> [UInt8] {
    if reachedEnd { return [] }
    if isStream {
      // What is there now: a pipe fed row by row must not wait for a full chunk.
      do {
        let chunk = try StreamRead.available(from: handle.fileDescriptor, upTo: Self.chunkSize)
        if chunk.isEmpty { reachedEnd = true }
        return chunk
      } catch {
        throw FormatError(file: name, line: 0, message: "read failed: \(error.description)")
      }
    }
    do {
      guard let data = try handle.read(upToCount: Self.chunkSize), !data.isEmpty else {
        reachedEnd = true
        return []
      }
      return [UInt8](data)
    } catch {
      throw FormatError(file: name, line: 0, message: "read failed: \(error.localizedDescription)")
    }
  }
}
