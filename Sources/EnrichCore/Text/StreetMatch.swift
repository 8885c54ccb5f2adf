/// Whether two street names are the same street, word by word, in any language: every word of
/// one has a counterpart in the other — equal, one typo away, or written short. A short form
/// is a word of at most four letters that starts like the long one and whose letters appear in
/// it in order (`Bd` boulevard, `Av` avenue, `Avda` avinguda, `Pl` place, `Ctra` carretera,
/// `Str` straße, `C` carrer), so no table of abbreviations is needed for this test. Articles
/// (`de la`) may be left out on either side.
package enum StreetMatch {
  /// 1 for the same words, 0.9 when some are typos or short forms, 0 for different streets.
  /// Both arguments are folded tokens (`StreetNames.expandedTokens`).
  /// - Parameter optional: words of `second` that `first` may leave out when it has nothing
  ///   `second` lacks (street types such as `avenue`: `Princesse Grace` for `Avenue Princesse
  ///   Grace`, never `Boulevard Victor Hugo` for `Rue Victor Hugo`).
  package static func similarity(_ first: [String], _ second: [String], optional: Set<String> = []) -> Double
  {
    if first == second { return first.isEmpty ? 0 : 1 }
    let a = first
    let b = second
    guard !a.isEmpty, !b.isEmpty else { return 0 }
    if a.joined() == b.joined() { return 1 }
    // Initials for words (`MG Road`, `M.G. Road`, `JLN Marg`): compared spelled out, inexactly.
    if let (spelledA, spelledB) = spellingOutInitials(a, b) {
      return min(0.9, similarity(spelledA, spelledB, optional: optional))
    }
    guard let forward = cover(a, by: b) else { return 0 }
    if let backward = cover(b, by: a) { return forward && backward ? 1 : 0.9 }
    let rest = b.filter { !optional.contains($0) }
    guard !optional.isEmpty, !rest.isEmpty, cover(rest, by: a) != nil else { return 0 }
    return 0.9
  }

  /// `a` and `b` with initials in one standing for a run of words in the other (`mg` or `m g`
  /// for `mahatma gandhi`) replaced by those words; nil when neither has such initials.
  package static func spellingOutInitials(_ a: [String], _ b: [String]) -> ([String], [String])? {
    if let spelled = spellingOut(a, from: b) { return (spelled, b) }
    if let spelled = spellingOut(b, from: a) { return (a, spelled) }
    return nil
  }

  /// `words` with its first run of initials spelled out from `other`, or nil.
  private static func spellingOut(_ words: [String], from other: [String]) -> [String]? {
    let otherSet = Set(other)
    for start in words.indices where !otherSet.contains(words[start]) {
      // Initials written together (`mg`, `jln`) or as single letters (`m g`, from `M.G.`).
      var end = start + 1
      var initials = words[start]
      if initials.count == 1 {
        while end < words.count, words[end].count == 1, words[end].first?.isLetter == true {
          initials += words[end]
          end += 1
        }
      }
      let letters = Array(initials)
      guard (2...4).contains(letters.count), letters.allSatisfy(\.isLetter) else { continue }
      for first in other.indices where first + letters.count <= other.count {
        let run = other[first..<first + letters.count]
        guard run.allSatisfy({ $0.count > 1 }), zip(run, letters).allSatisfy({ $0.first == $1 }) else {
          continue
        }
        return Array(words[..<start]) + run + words[end...]
      }
      // Fewer words than initials: a word that joins two names (`JLN` for `Jawaharlal Nehru`,
      // Jawahar Lal written as one word) gives its inner name's initial too.
      for count in stride(from: letters.count - 1, through: 2, by: -1) {
        for first in other.indices where first + count <= other.count {
          let run = Array(other[first..<first + count])
          if run.allSatisfy({ $0.count > 1 }), spellsInitials(letters, startingWords: run) {
            return Array(words[..<start]) + run + words[end...]
          }
        }
      }
    }
    return nil
  }

  /// Whether each word of `run` starts with the next initial, a word taking the initials left
  /// over (beyond one per word still to come) from letters inside it, in order, past its first
  /// syllable.
  private static func spellsInitials(_ letters: [Character], startingWords run: [String]) -> Bool {
    var next = 0
    for (index, word) in run.enumerated() {
      let characters = Array(word)
      guard next < letters.count, characters.first == letters[next] else { return false }
      next += 1
      var position = 3
      while letters.count - next > run.count - index - 1 {
        guard let found = characters[min(position, characters.count)...].firstIndex(of: letters[next]) else {
          return false
        }
        next += 1
        position = found + 3
      }
    }
    return next == letters.count
  }

  /// Whether each word of `words` has a counterpart among `others`, each counterpart used once:
  /// nil when one has none, false when all have one and some are inexact.
  private static func cover(_ words: [String], by others: [String]) -> Bool? {
    var used = Array(repeating: false, count: others.count)
    var exact = true
    for word in words {
      var found: Int?
      var foundExact = false
      for (index, other) in others.enumerated() where !used[index] {
        if word == other {
          found = index
          foundExact = true
          break
        }
        if found == nil, alike(word, other) { found = index }
      }
      guard let found else {
        // An article left out (`Rue Industrie` for `Rue de l'Industrie`).
        if NameWords.isArticle(word) { continue }
        return nil
      }
      used[found] = true
      exact = exact && foundExact
    }
    return exact
  }

  /// One typo apart (words of 4+ letters), or one written short for the other.
  static func alike(_ a: String, _ b: String) -> Bool {
    if a.first?.isNumber == true || b.first?.isNumber == true { return false }
    if NameSimilarity.typoScore(a, b) >= 0.85 { return true }
    return isShortForm(a, of: b) || isShortForm(b, of: a)
  }

  /// `bd` for `boulevard`: at most four letters, the same first letter, the letters in order.
  package static func isShortForm(_ short: String, of long: String) -> Bool {
    let s = Array(short.unicodeScalars)
    let l = Array(long.unicodeScalars)
    guard !s.isEmpty, s.count <= 4, s.count < l.count, s[0] == l[0] else { return false }
    var index = 1
    for scalar in l.dropFirst() where index < s.count && scalar == s[index] { index += 1 }
    return index == s.count
  }
}
