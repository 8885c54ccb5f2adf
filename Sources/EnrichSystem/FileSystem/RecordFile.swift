#if canImport(Glibc)
  import Glibc
#endif

/// A growable file of fixed 16-byte records (an `Int64` key and two `Int32` values), mapped
/// into memory (grown by doubling, its blocks reserved as it grows): the pages live in the page cache, which the kernel writes back and drops under
/// pressure, so a table of hundreds of millions of records does not need that much RAM. The
/// file is created new (never an existing one) with mode 0600; its owner removes it with
/// `remove()` (deinit only unmaps and closes).
@safe package final class RecordFile {
  /// One record: a key and two values.
  package struct Record: Equatable, Sendable {
    package var key: Int64
    package var first: Int32
    package var second: Int32

    package init(key: Int64, first: Int32, second: Int32) {
      self.key = key
      self.first = first
      self.second = second
    }
  }

  package static let recordSize = 16
  package let path: String
  package private(set) var count = 0
  private let descriptor: Int32
  private var capacity = 0
  private var base: UnsafeMutableRawPointer?
  private var isOpen = true

  /// Creates the file; fails when something already exists at `path`.
  package init(creating path: String) throws(SystemError) {
    let descriptor = unsafe open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw SystemError.last }
    self.path = path
    self.descriptor = descriptor
  }

  deinit { close() }

  /// Adds a record at the end, growing the file (doubling) when full.
  package func append(_ record: Record) throws(SystemError) {
    if count == capacity { try grow() }
    unsafe base.unsafelyUnwrapped.storeBytes(
      of: record, toByteOffset: count * Self.recordSize, as: Record.self)
    count += 1
  }

  /// The record at `index` (0 ..< count).
  package subscript(index: Int) -> Record {
    get {
      precondition(index >= 0 && index < count, "record index out of range")
      return unsafe base.unsafelyUnwrapped.load(fromByteOffset: index * Self.recordSize, as: Record.self)
    }
    set {
      precondition(index >= 0 && index < count, "record index out of range")
      unsafe base.unsafelyUnwrapped.storeBytes(
        of: newValue, toByteOffset: index * Self.recordSize, as: Record.self)
    }
  }

  /// The index of a record with `key` in a file sorted by key (binary search; `hint + 1` is
  /// tried first, for runs of consecutive keys), nil when there is none.
  package func index(ofKey key: Int64, after hint: Int) -> Int? {
    let count = self.count
    guard count > 0, let base = unsafe base else { return nil }
    let records = unsafe UnsafeBufferPointer(start: base.assumingMemoryBound(to: Record.self), count: count)
    if hint + 1 < count, hint >= -1, unsafe records[hint + 1].key == key { return hint + 1 }
    var low = 0
    var high = count - 1
    while low <= high {
      let middle = (low + high) / 2
      let value = unsafe records[middle].key
      if value == key { return middle }
      if value < key { low = middle + 1 } else { high = middle - 1 }
    }
    return nil
  }

  /// Unmaps and closes the file (it stays on disk).
  package func close() {
    guard isOpen else { return }
    isOpen = false
    if let base = unsafe base { _ = unsafe munmap(base, capacity * Self.recordSize) }
    unsafe base = nil
    _ = Glibc.close(descriptor)
  }

  /// Closes and deletes the file.
  package func remove() {
    close()
    _ = unsafe unlink(path)
  }

  private func grow() throws(SystemError) {
    guard isOpen else { throw SystemError(code: EBADF) }
    let newCapacity = max(capacity * 2, 1 << 16)
    let bytes = newCapacity * Self.recordSize
    // Blocks are reserved now, not when a page is first written through the mapping: on a
    // full disk that write would kill the process (SIGBUS) instead of failing here.
    let reserved = posix_fallocate(
      descriptor, off_t(capacity * Self.recordSize), off_t(bytes - capacity * Self.recordSize))
    guard reserved == 0 else { throw SystemError(code: reserved) }
    let mapped = unsafe mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
    guard let mapped = unsafe mapped, unsafe mapped != MAP_FAILED else { throw SystemError.last }
    if let old = unsafe base { _ = unsafe munmap(old, capacity * Self.recordSize) }
    unsafe base = mapped
    capacity = newCapacity
  }
}
