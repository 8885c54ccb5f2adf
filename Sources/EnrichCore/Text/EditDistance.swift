/// Edit distances between words: the full distance for "did you mean" hints, and a bounded
/// test for matching, which runs for every pair of words and never builds a table.
public enum EditDistance {
  /// Levenshtein distance over characters (insertions, deletions, substitutions). Quadratic:
  /// meant for short names (options, keys).
  public static func between(_ a: String, _ b: String) -> Int {
    let left = Array(a)
    let right = Array(b)
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    var previous = Array(0...right.count)
    for i in 1...left.count {
      var current = [i] + Array(repeating: 0, count: right.count)
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[right.count]
  }

  /// Whether two byte strings differ by at most one insertion, deletion, substitution or swap
  /// of adjacent bytes (restricted Damerau–Levenshtein distance ≤ 1).
  public static func withinOne(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in withinOne(x, y) } }
  }

  static func withinOne(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
    if abs(a.count - b.count) > 1 { return false }
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    if prefix == a.count, prefix == b.count { return true }
    if a.count == b.count {
      // Substitution, or swap of two neighbours.
      if a[(prefix + 1)...].elementsEqual(b[(prefix + 1)...]) { return true }
      return prefix + 1 < a.count && a[prefix] == b[prefix + 1] && a[prefix + 1] == b[prefix]
        && a[(prefix + 2)...].elementsEqual(b[(prefix + 2)...])
    }
    let (long, short) = a.count > b.count ? (a, b) : (b, a)
    return long[(prefix + 1)...].elementsEqual(short[prefix...])
  }
}
