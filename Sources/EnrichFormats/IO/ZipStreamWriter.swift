import EnrichSystem
import Foundation
import Synchronization

/// A zip archive streamed into an `OutputTarget` (atomic for a file, in place for stdout): the
/// caller adds entries in order and their bytes in chunks; deflating, CRCs and writing happen on
/// a queue of their own, so compression runs beside the caller on a second core. At most
/// `capacity` chunks wait on that queue (the caller blocks for a free place): memory stays
/// bounded whatever the archive's size. A failure on the queue is thrown by the caller's next
/// call; nothing is published until `commit()`.
final class ZipStreamWriter: Sendable {
  private struct State {
    var target: OutputTarget
    var layout: ZipLayout
    var level: Int
    var offset: UInt64 = 0
    var entries: [ZipLayout.Entry] = []
    var current: (name: String, offset: UInt64, deflater: RawDeflater)?
    var failure: OutputError?
    var abandoned = false
  }

  /// The output path as given, or `<stdout>`, for messages.
  let name: String
  /// The temporary file until the archive is published or discarded.
  let pendingPath: String?
  private let state: Mutex<State>
  private let queue = DispatchQueue(label: "enrich-zip-writer")
  private let free: DispatchSemaphore

  /// Writes to `target`, deflating at `level` (1, fastest, to 9).
  init(target: sending OutputTarget, level: Int, capacity: Int = 4, layout: ZipLayout = ZipLayout()) {
    name = target.name
    pendingPath = target.pendingPath
    free = DispatchSemaphore(value: capacity)
    state = Mutex(State(target: target, layout: layout, level: level))
  }

  /// Starts entry `name` (the previous one must have ended).
  func beginEntry(_ name: String) throws {
    try enqueue { state in
      let deflater: RawDeflater
      do {
        deflater = try RawDeflater(level: state.level)
      } catch {
        throw OutputError(path: state.target.name, message: "cannot compress: \(error)")
      }
      state.current = (name, state.offset, deflater)
      try Self.emit(state.layout.localHeader(name: name), in: &state)
    }
  }

  /// Appends `bytes` to the current entry.
  func write(_ bytes: [UInt8]) throws {
    guard !bytes.isEmpty else { return }
    try enqueue { state in
      guard let deflater = state.current?.deflater else { return }
      try Self.deflating(in: &state) { try deflater.compress(bytes, output: $0) }
    }
  }

  /// Ends the current entry: the end of its deflate stream, then its data descriptor.
  func endEntry() throws {
    try enqueue { state in
      guard let current = state.current else { return }
      try Self.deflating(in: &state) { try current.deflater.finish(output: $0) }
      let entry = ZipLayout.Entry(
        name: current.name, offset: current.offset, crc: current.deflater.crc,
        compressedSize: current.deflater.totalOut, size: current.deflater.totalIn)
      state.current = nil
      state.entries.append(entry)
      try Self.emit(state.layout.dataDescriptor(entry), in: &state)
    }
  }

  /// A small entry at once (below 4 GiB), deflated whole: its local header has its sizes.
  func add(_ name: String, _ bytes: [UInt8]) throws {
    try enqueue { state in
      var compressed: [UInt8] = []
      let deflater: RawDeflater
      do {
        deflater = try RawDeflater(level: state.level)
        try deflater.compress(bytes) { compressed += $0 }
        try deflater.finish { compressed += $0 }
      } catch {
        throw OutputError(path: state.target.name, message: "cannot compress: \(error)")
      }
      let entry = ZipLayout.Entry(
        name: name, offset: state.offset, crc: deflater.crc, compressedSize: deflater.totalOut,
        size: deflater.totalIn, streamed: false)
      state.entries.append(entry)
      try Self.emit(state.layout.localHeader(of: entry), in: &state)
      try Self.emit(compressed, in: &state)
    }
  }

  /// Writes the central directory, waits for the queue and completes the target (fsynced,
  /// not yet under its name).
  func finish() throws {
    try enqueue { state in
      let directory = state.layout.centralDirectory(state.entries, at: state.offset)
      try Self.emit(directory, in: &state)
      try state.target.complete()
    }
    queue.sync {}
    if let failure = state.withLock({ $0.failure }) { throw failure }
  }

  /// Puts the finished archive under its name.
  func commit() throws {
    try state.withLock { state in try state.target.publish() }
  }

  /// Stops: queued work is skipped, the temporary file removed.
  func abandon() {
    state.withLock { $0.abandoned = true }
    queue.sync {}
    state.withLock { $0.target.discard() }
  }

  /// Runs `work` on the queue, in order, once a place is free; throws an earlier failure.
  private func enqueue(_ work: @escaping @Sendable (inout State) throws -> Void) throws {
    if let failure = state.withLock({ $0.failure }) { throw failure }
    free.wait()
    queue.async { [self] in
      defer { free.signal() }
      state.withLock { state in
        guard state.failure == nil, !state.abandoned else { return }
        do {
          try work(&state)
        } catch let error as OutputError {
          state.failure = error
        } catch {
          state.failure = OutputError(path: state.target.name, message: "\(error)")
        }
      }
    }
  }

  /// Runs a deflate step, writing what it produces; a zlib failure is the output's error.
  private static func deflating(
    in state: inout State, _ step: (([UInt8]) throws -> Void) throws -> Void
  ) throws {
    do {
      try step { piece in try emit(piece, in: &state) }
    } catch let error as DeflateError {
      throw OutputError(path: state.target.name, message: "cannot compress: \(error)")
    }
  }

  private static func emit(_ bytes: [UInt8], in state: inout State) throws {
    try state.target.write(bytes: bytes)
    state.offset += UInt64(bytes.count)
  }
}
