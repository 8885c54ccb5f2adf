/// The hint after "unknown key": the snake_case spelling when the key is camelCase, otherwise
/// the closest known key, otherwise the list of known keys.
package enum KeySuggestion {
  package static func hint(for key: String, among allowed: [String]) -> String {
    let snake = snakeCase(key)
    if snake != key, allowed.contains(snake) {
      return "; keys are snake_case: write '\(snake)'"
    }
    let scored = allowed.map { ($0, EditDistance.between($0, key.lowercased())) }.min { $0.1 < $1.1 }
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
}
