/// Recognises Google API keys (`AIza` + 35 URL-safe characters) so a key pasted into a
/// pipeline file, or substituted into one from the environment, is refused and never echoed.
enum SecretDetector {
  static func looksLikeAPIKey(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count >= 39 else { return false }
    let prefix: [Unicode.Scalar] = ["A", "I", "z", "a"]
    for start in 0...(scalars.count - 39) where Array(scalars[start..<start + 4]) == prefix {
      let rest = scalars[(start + 4)..<(start + 39)]
      if rest.allSatisfy(isKeyCharacter) { return true }
    }
    return false
  }

  private static func isKeyCharacter(_ scalar: Unicode.Scalar) -> Bool {
    ("A"..."Z").contains(scalar) || ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "_" || scalar == "-"
  }
}
