internal import CZlib

/// Why zlib could not compress (out of memory, in practice).
package struct DeflateError: Error, Sendable, Equatable, CustomStringConvertible {
  package var message: String

  package init(_ message: String) { self.message = message }

  package var description: String { message }
}

/// One raw deflate stream (no zlib or gzip header: what a zip entry holds) and the CRC-32 of
/// what went in. Bytes go in by `compress`, the stream ends with `finish`; the compressed
/// bytes are handed to `output` as they come, in pieces of at most 64 KiB.
// Its z_stream never leaves it: zlib keeps a pointer back to it, so it lives on the heap, and
// deinit ends the stream and frees it.
@safe package final class RawDeflater {
  private static let pieceSize = 64 * 1024
  private let stream: UnsafeMutablePointer<z_stream>
  private var piece: [UInt8]
  private var ended = false
  /// The CRC-32 of every byte given to `compress`.
  package private(set) var crc: UInt32 = 0
  /// Bytes in and out so far.
  package private(set) var totalIn: UInt64 = 0
  package private(set) var totalOut: UInt64 = 0

  /// A stream at `level` (1, fastest, to 9, smallest).
  package init(level: Int) throws(DeflateError) {
    unsafe stream = .allocate(capacity: 1)
    unsafe stream.initialize(to: z_stream())
    piece = [UInt8](repeating: 0, count: Self.pieceSize)
    // -15: a raw stream with a 32 KiB window; 8: zlib's default memory level.
    let status = unsafe deflateInit2_(
      stream, Int32(level), Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
      Int32(MemoryLayout<z_stream>.size))
    guard status == Z_OK else {
      ended = true
      unsafe stream.deinitialize(count: 1)
      unsafe stream.deallocate()
      throw DeflateError("cannot start a deflate stream (zlib status \(status))")
    }
  }

  deinit {
    if !ended { unsafe deflateEnd(stream) }
    unsafe stream.deinitialize(count: 1)
    unsafe stream.deallocate()
  }

  /// Compresses `bytes`; `output` gets what zlib has ready (it keeps some for later).
  package func compress(_ bytes: [UInt8], output: ([UInt8]) throws -> Void) throws {
    guard !bytes.isEmpty else { return }
    guard !ended else { throw DeflateError("the deflate stream has ended") }
    crc = unsafe bytes.withUnsafeBufferPointer { buffer in
      // zlib's length is 32-bit: a chunk over 1 GiB is summed in parts.
      var crc = UInt(self.crc)
      var start = 0
      while start < buffer.count {
        let count = min(buffer.count - start, 1 << 30)
        unsafe crc = crc32(crc, buffer.baseAddress.map { unsafe $0 + start }, UInt32(count))
        start += count
      }
      return UInt32(truncatingIfNeeded: crc)
    }
    totalIn += UInt64(bytes.count)
    try run(bytes, flush: Z_NO_FLUSH, output: output)
  }

  /// Ends the stream: `output` gets the last bytes; the deflater cannot be used afterwards.
  package func finish(output: ([UInt8]) throws -> Void) throws {
    guard !ended else { throw DeflateError("the deflate stream has ended") }
    try run([], flush: Z_FINISH, output: output)
    ended = true
    unsafe deflateEnd(stream)
  }

  /// Feeds `input` to zlib until it took all of it (and, for Z_FINISH, wrote the end).
  private func run(_ input: [UInt8], flush: Int32, output: ([UInt8]) throws -> Void) throws {
    var remaining = input[...]
    while true {
      let (status, taken, produced) = unsafe remaining.withUnsafeBufferPointer { source in
        unsafe piece.withUnsafeMutableBufferPointer { target in
          unsafe stream.pointee.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
          unsafe stream.pointee.avail_in = UInt32(min(source.count, Int(UInt32.max)))
          unsafe stream.pointee.next_out = target.baseAddress
          unsafe stream.pointee.avail_out = UInt32(target.count)
          let status = unsafe deflate(stream, flush)
          let taken = source.count - Int(unsafe stream.pointee.avail_in)
          let produced = target.count - Int(unsafe stream.pointee.avail_out)
          unsafe stream.pointee.next_in = nil
          unsafe stream.pointee.next_out = nil
          return (status, taken, produced)
        }
      }
      guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
        throw DeflateError("deflate failed (zlib status \(status))")
      }
      remaining = remaining.dropFirst(taken)
      if produced > 0 {
        totalOut += UInt64(produced)
        try output(Array(piece[0..<produced]))
      }
      if flush == Z_FINISH {
        if status == Z_STREAM_END { return }
      } else if remaining.isEmpty && produced < piece.count {
        return
      }
    }
  }
}
