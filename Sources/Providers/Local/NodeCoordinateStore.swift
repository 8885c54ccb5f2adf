import EnrichSystem

/// Node (or way) positions kept during an import in a file beside the partial index, one
/// 16-byte record a node (id, latitude and longitude in 1e-7 degrees), not in memory: the file
/// is mapped, so its pages sit in the page cache and a country's hundreds of millions of nodes
/// cost disk, not RAM. Lookups are binary searches (with a shortcut for the next id, since a
/// way's nodes are often consecutive); PBF delivers ids sorted, XML is sorted in place once on
/// first lookup if needed. The build removes the file (`remove`) when it is done with it.
package final class NodeCoordinateStore {
  private let file: RecordFile
  private var isSorted = true
  private var lastIndex = 0

  package var count: Int { file.count }
  package var path: String { file.path }

  /// Creates the store's file at `path` (which must not exist).
  package init(path: String) throws(SystemError) { file = try RecordFile(creating: path) }

  package func append(id: Int64, latitude: Double, longitude: Double) throws(SystemError) {
    if file.count > 0, file[file.count - 1].key >= id { isSorted = false }
    try file.append(
      RecordFile.Record(
        key: id, first: Int32((latitude * 1e7).rounded()), second: Int32((longitude * 1e7).rounded())))
  }

  /// Sorts by id when elements arrived out of order (call before lookups).
  package func prepareForLookups() {
    guard !isSorted else { return }
    heapSort()
    isSorted = true
  }

  /// The stored position of `id` in degrees, nil when the extract did not contain it.
  package func coordinate(of id: Int64) -> (latitude: Double, longitude: Double)? {
    guard let index = file.index(ofKey: id, after: lastIndex) else { return nil }
    lastIndex = index
    let record = file[index]
    return (Double(record.first) / 1e7, Double(record.second) / 1e7)
  }

  /// Closes and deletes the file.
  package func remove() { file.remove() }

  /// In place (no second copy of the records, in memory or on disk): heapsort by id.
  private func heapSort() {
    let count = file.count
    guard count > 1 else { return }
    for start in stride(from: count / 2 - 1, through: 0, by: -1) { siftDown(start, end: count) }
    for end in stride(from: count - 1, to: 0, by: -1) {
      swap(0, end)
      siftDown(0, end: end)
    }
  }

  private func siftDown(_ start: Int, end: Int) {
    var root = start
    while true {
      var child = 2 * root + 1
      guard child < end else { return }
      if child + 1 < end, file[child].key < file[child + 1].key { child += 1 }
      guard file[root].key < file[child].key else { return }
      swap(root, child)
      root = child
    }
  }

  private func swap(_ first: Int, _ second: Int) {
    let record = file[first]
    file[first] = file[second]
    file[second] = record
  }
}
