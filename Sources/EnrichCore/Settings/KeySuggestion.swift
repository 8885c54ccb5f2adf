/// The hint after "unknown key": the snake_case spelling when the key is camelCase, otherwise
/// the closest known key, otherwise the list of known keys.
public enum KeySuggestion {
  public static func hint(for key: String, among allowed: [String]) -> String {
    let snake = snakeCase(key)
    if snake != key, allowed.contains(snake) {
      return "; keys are snake_case: write '\(snake)'"
    }
    let scored = allowed.map { ($0, distance($0, key.lowercased())) }.min { $0.1 < $1.1 }
    if let (best, score) = scored, score <= max(2, key.count / 3) {
      return "; did you mean '\(best)'?"
    }
    return " (known keys: \(allowed.joined(separator: ", ")))"
  }

  static func snakeCase(_ key: String) -> String {
    var out = ""
    for character in key {
      if character.isUppercase {
        out += "_" + character.lowercased()
      } else {
        out.append(character)
      }
    }
    return out
  }

  /// Levenshtein distance; keys are short, so the quadratic table is fine.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return previous[b.count]
  }
}
