import Foundation
import Synchronization

/// One element of an extract, in file order.
package enum OSMElement: Sendable {
  case node(OSMNode)
  case way(OSMWay)
  case relation(OSMRelation)
}

/// Reads an extract on a thread of its own and hands its elements over in file order, in
/// batches, so decoding the file and using its elements run on two cores at once. At most
/// `capacity` batches wait between the two: memory stays bounded whatever the file's size.
package final class OSMElementStream: Sendable {
  private enum Item: Sendable {
    case batch([OSMElement])
    case failed(ReadOSMError)
    case end
  }

  private struct State: Sendable {
    var items: [Item] = []
    var head = 0
    var stopped = false
  }

  /// Thrown inside the reader's callback to end the parse after `stop()`.
  private struct Stopped: Error {}

  package static let batchSize = 1_024
  private let state = Mutex(State())
  /// Free places for batches (the reader waits on it) and batches ready (the user waits).
  private let free: DispatchSemaphore
  private let ready = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)
  /// The extract opened by `init`, handed to the reader thread: opened once, because a FIFO
  /// opened and closed again would make its writer fail (no reader for a moment: EPIPE).
  private let opened: Mutex<OSMFileReader?>

  /// Opens `path` and starts reading it.
  /// - Throws: `ReadOSMError` when the file cannot be opened (missing, wrong name).
  package init(path: String, capacity: Int = 8) throws(ReadOSMError) {
    free = DispatchSemaphore(value: capacity)
    opened = Mutex(try OSMFileReader(path: path))  // fail here, not on the first `next`
    let thread = Thread { [self] in
      read()
      finished.signal()
    }
    thread.name = "enrich-osm-reader"
    thread.start()
  }

  /// The next batch in file order; nil after the last.
  /// - Throws: `ReadOSMError` for a bad or truncated file.
  package func next() throws(ReadOSMError) -> [OSMElement]? {
    ready.wait()
    switch takeItem() {
    case .batch(let elements):
      free.signal()
      return elements
    case .failed(let error):
      ready.signal()  // the failure stays: every later call sees it too
      throw error
    case .end:
      ready.signal()
      return nil
    }
  }

  /// The oldest item; a batch is removed, the final item stays.
  private func takeItem() -> Item {
    state.withLock { state -> Item in
      let item = state.items[state.head]
      guard case .batch = item else { return item }
      state.items[state.head] = .batch([])  // hold no element once handed over
      state.head += 1
      if state.head > 16 {
        state.items.removeFirst(state.head)
        state.head = 0
      }
      return item
    }
  }

  /// Ends the read (early, when the user failed) and waits for the reader thread to finish;
  /// later calls do nothing.
  package func stop() {
    let already = state.withLock { state in
      defer { state.stopped = true }
      return state.stopped
    }
    guard !already else { return }
    // The reader may wait for a free place: drain until it has ended.
    while true {
      ready.wait()
      guard case .batch = takeItem() else { break }
      free.signal()
    }
    ready.signal()
    finished.wait()
  }

  private func read() {
    var batch: [OSMElement] = []
    batch.reserveCapacity(Self.batchSize)
    func add(_ element: OSMElement) throws {
      batch.append(element)
      guard batch.count == Self.batchSize else { return }
      try deliver()
    }
    func deliver() throws {
      free.wait()
      let stopped = state.withLock { state in
        if !state.stopped { state.items.append(.batch(batch)) }
        return state.stopped
      }
      if stopped {
        free.signal()
        throw Stopped()
      }
      ready.signal()
      batch.removeAll(keepingCapacity: true)
    }
    var last = Item.end
    do {
      let reader = opened.withLock { reader -> sending OSMFileReader? in
        defer { reader = nil }
        return reader
      }
      try reader?.parse(
        nodes: { try add(.node($0)) }, ways: { try add(.way($0)) }, relations: { try add(.relation($0)) })
      if !batch.isEmpty { try deliver() }
    } catch let error as ReadOSMError {
      last = .failed(error)
    } catch {
      last = .end  // stopped
    }
    state.withLock { $0.items.append(last) }
    ready.signal()
  }
}
