import EnrichCore
import Foundation

/// The normalisations behind `CacheKey`: how free text, lists, numbers and coordinates are
/// written so that equivalent requests produce the same key.
enum CacheKeyText {
  /// Decimal places kept for coordinates: 5 places is about 1.1 m at the equator, below the
  /// precision of any geocoder answer, so coordinate noise from spreadsheets does not split keys.
  static let coordinateDecimals = 5

  /// Unicode-composed (NFC), trimmed, inner whitespace runs collapsed to one space, case-folded.
  /// Accents are kept: `Cafe` and `Café` can be different places.
  static func normalize(_ text: String) -> String {
    // ASCII text is already composed; Foundation's composition is slow and runs for every row.
    if text.utf8.allSatisfy({ $0 < 0x80 }) { return normalizeASCII(text) }
    let words = text.precomposedStringWithCanonicalMapping.split(whereSeparator: { $0.isWhitespace })
    return words.joined(separator: " ").lowercased()
  }

  /// `normalize` of ASCII text on its bytes: its whitespace is tab to carriage return and the
  /// space (a CR LF pair is one whitespace character), its upper case A to Z. Splitting into
  /// characters to ask each whether it is whitespace was a measurable share of a local run.
  private static func normalizeASCII(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        pendingSpace = !bytes.isEmpty
        continue
      }
      if pendingSpace {
        bytes.append(0x20)
        pendingSpace = false
      }
      bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `normalize`, with empty text treated as absent.
  static func optional(_ text: String?) -> String? {
    guard let text else { return nil }
    let normalized = normalize(text)
    return normalized.isEmpty ? nil : normalized
  }

  /// Each value normalised, empties and duplicates dropped, sorted.
  static func sorted(_ values: [String]) -> [String] {
    Array(Set(values.map(normalize).filter { !$0.isEmpty })).sorted()
  }

  /// A number with two decimals (radius in metres, rating), without a negative zero.
  static func number(_ value: Double) -> String { fixed(value, decimals: 2) }

  /// `lat,lng` rounded to `coordinateDecimals`.
  static func coordinate(_ point: Coordinate) -> String {
    fixed(point.latitude, decimals: coordinateDecimals) + ","
      + fixed(point.longitude, decimals: coordinateDecimals)
  }

  static func rectangle(_ rectangle: Rectangle) -> String {
    "rect:" + coordinate(rectangle.low) + ";" + coordinate(rectangle.high)
  }

  static func area(_ area: LocationArea) -> String {
    switch area {
    case .circle(let circle): return "circle:" + coordinate(circle.center) + ";" + number(circle.radius)
    case .rectangle(let value): return rectangle(value)
    }
  }

  private static func fixed(_ value: Double, decimals: Int) -> String {
    guard value.isFinite else { return "nan" }
    let text = String(format: "%.\(decimals)f", value)
    // -0.00001 rounds to "-0.00000", which must equal "0.00000".
    if text.hasPrefix("-"), text.dropFirst().allSatisfy({ $0 == "0" || $0 == "." }) {
      return String(text.dropFirst())
    }
    return text
  }
}
