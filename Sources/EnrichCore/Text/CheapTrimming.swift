import Foundation

extension String {
  /// The same as `trimmingCharacters(in: set)`, but returns the string itself when neither end
  /// is in `set`: Foundation's trimming bridges the whole string even when there is nothing to
  /// trim, and it runs several times for every row of a batch.
  package func trimmed(of set: CharacterSet = .whitespacesAndNewlines) -> String {
    let scalars = unicodeScalars
    guard let first = scalars.first, let last = scalars.last else { return self }
    if !set.contains(first), !set.contains(last) { return self }
    // Scalar by scalar from both ends, as `trimmingCharacters(in:)` does, without bridging.
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, set.contains(scalars[start]) { start = scalars.index(after: start) }
    while end > start, set.contains(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
    return String(scalars[start..<end])
  }
}
