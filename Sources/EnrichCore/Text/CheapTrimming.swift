import Foundation

extension String {
  /// The same as `trimmingCharacters(in: set)`, but returns the string itself when neither end
  /// is in `set`: Foundation's trimming bridges the whole string even when there is nothing to
  /// trim, and it runs several times for every row of a batch.
  package func trimmed(of set: CharacterSet = .whitespacesAndNewlines) -> String {
    guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return self }
    if !set.contains(first), !set.contains(last) { return self }
    return trimmingCharacters(in: set)
  }
}
