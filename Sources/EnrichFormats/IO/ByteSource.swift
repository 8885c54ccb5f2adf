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

  /// Up to `count` bytes from the current position, without consuming them.
  func peek(_ count: Int) throws -> [UInt8] {
    while pending.count < count && !reachedEnd {
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

  private func readChunk() throws -> [UInt8] {
    if reachedEnd { return [] }
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
