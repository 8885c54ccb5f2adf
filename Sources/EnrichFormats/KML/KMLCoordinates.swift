import EnrichCore

/// KML's `<coordinates>` text: `lon,lat[,alt]` tuples separated by any whitespace (whitespace
/// next to a comma is tolerated: `24.9 , 60.1`), read in one pass whatever their number.
enum KMLCoordinates {
  /// Calls `body` with each valid position in `text`, in order; counts the malformed or
  /// out-of-range tuples in `invalid`.
  static func forEachPosition(in text: String, invalid: inout Int, _ body: (Coordinate) -> Void) {
    // The tuple being gathered: tokens joined while a comma ends one or starts the next.
    var tuple = ""
    func finish() {
      guard !tuple.isEmpty else { return }
      if let position = parse(tuple) { body(position) } else { invalid += 1 }
      tuple = ""
    }
    for token in text.split(whereSeparator: {
      $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" || $0 == "\r\n"
    }) {
      if !(tuple.hasSuffix(",") || token.hasPrefix(",")) { finish() }
      tuple.append(contentsOf: token)
    }
    finish()
  }

  private static func parse(_ tuple: String) -> Coordinate? {
    let parts = tuple.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count >= 2, parts.count <= 3, let lng = Double(parts[0]), let lat = Double(parts[1]) else {
      return nil
    }
    let coordinate = Coordinate(latitude: lat, longitude: lng)
    return coordinate.isValid ? coordinate : nil
  }

  /// The box a growing set of positions spans: constant memory whatever their number.
  struct BoundingBox: Equatable {
    private var minLatitude = Double.infinity
    private var maxLatitude = -Double.infinity
    private var minLongitude = Double.infinity
    private var maxLongitude = -Double.infinity

    mutating func include(_ position: Coordinate) {
      minLatitude = min(minLatitude, position.latitude)
      maxLatitude = max(maxLatitude, position.latitude)
      minLongitude = min(minLongitude, position.longitude)
      maxLongitude = max(maxLongitude, position.longitude)
    }

    /// The centre of the box (shapes crossing the antimeridian are not special-cased); nil
    /// when no position was included.
    var centre: Coordinate? {
      guard minLatitude <= maxLatitude else { return nil }
      return Coordinate(
        latitude: (minLatitude + maxLatitude) / 2, longitude: (minLongitude + maxLongitude) / 2)
    }
  }
}
