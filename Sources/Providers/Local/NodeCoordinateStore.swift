/// Node positions kept during an import in three flat arrays (id, latitude and longitude in
/// 1e-7 degrees, 16 bytes a node) instead of a dictionary of objects, so a large extract fits
/// in memory. Lookups are binary searches; PBF delivers ids sorted, XML is sorted once on
/// first lookup if needed.
struct NodeCoordinateStore {
  private var ids: [Int64] = []
  private var latitudes: [Int32] = []
  private var longitudes: [Int32] = []
  private var isSorted = true

  var count: Int { ids.count }

  mutating func append(id: Int64, latitude: Double, longitude: Double) {
    if let last = ids.last, last >= id { isSorted = false }
    ids.append(id)
    latitudes.append(Int32((latitude * 1e7).rounded()))
    longitudes.append(Int32((longitude * 1e7).rounded()))
  }

  /// Sorts by id when elements arrived out of order (call before lookups).
  mutating func prepareForLookups() {
    guard !isSorted else { return }
    let order = ids.indices.sorted { ids[$0] < ids[$1] }
    ids = order.map { ids[$0] }
    latitudes = order.map { latitudes[$0] }
    longitudes = order.map { longitudes[$0] }
    isSorted = true
  }

  /// The stored position of `id` in degrees, nil when the extract did not contain it.
  func coordinate(of id: Int64) -> (latitude: Double, longitude: Double)? {
    var low = 0
    var high = ids.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let value = ids[middle]
      if value == id {
        return (Double(latitudes[middle]) / 1e7, Double(longitudes[middle]) / 1e7)
      }
      if value < id { low = middle + 1 } else { high = middle - 1 }
    }
    return nil
  }
}
