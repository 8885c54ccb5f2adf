/// A key that the usual romanisations of one name share, applied alike to the Latin forms of
/// names (`Transliteration`) and to what users type: Russian scientific, ISO 9, BGN/passport
/// and informal styles (`Šokoladnica`, `Shokoladnitsa`, `Chaika`/`Čajka`/`Chayka`), Hindi
/// Hunterian, IAST and informal spellings (`Chandni Chowk`, `chāndnī chauk`), German and
/// Scandinavian letters written out (`ae`/`oe`/`ue`, `aa`). Consonant digraphs become one
/// letter (`shch`, `sh`, `sch` → `s`; `ch`, `ts` → `c`; `zh` → `z`; `kh` → `h`; `x` → `ks` (Greek `ξ`, Hindi `क्ष`); `th`, `dh`,
/// `bh`, `gh`, `ph`, `jh` lose the `h`; `w` → `v`), `y` and `j` are `i`, an `i` before a vowel
/// goes (`ya`, `ja`, `ia` → `a`), long vowels are short (`ee` → `i`, `oo` → `u`, `ou` →
/// `u`, `au`/`ow` → `o`, `ae` → `a`, `oe` → `o`, `ue` → `u`), `m` before a consonant is `n`
/// (`Bhaṃḍār`, `Bhandar`), doubled letters are single and
/// anything but `a`–`z` and digits is dropped. Lossy on purpose: it only ever adds candidates,
/// which the rest of the evidence judges.
package enum LooseLatin {
  /// The key of one folded word (`TextFolding`); empty when nothing Latin is left.
  package static func key(_ word: String) -> String {
    var letters: [UInt8] = []
    letters.reserveCapacity(word.utf8.count)
    for byte in word.utf8 where (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
      letters.append(byte)
    }
    for (pattern, replacement) in rules {
      letters = replacing(pattern, with: replacement, in: letters)
    }
    var output: [UInt8] = []
    output.reserveCapacity(letters.count)
    for (index, letter) in letters.enumerated() {
      // A glide before a vowel (`maiak`, `piaterocka`, `iulia`): written `y`, `j`, `i` or not
      // at all (ISO 9's `â`).
      if letter == UInt8(ascii: "i"), index + 1 < letters.count, isVowel(letters[index + 1]) { continue }
      // A nasal before a consonant: IAST `ṃ` and Hindi's anusvara are written `m` or `n`.
      if letter == UInt8(ascii: "m"), index + 1 < letters.count, !isVowel(letters[index + 1]),
        letters[index + 1] != UInt8(ascii: "m"), letters[index + 1] >= UInt8(ascii: "a")
      {
        if output.last != UInt8(ascii: "n") { output.append(UInt8(ascii: "n")) }
        continue
      }
      if output.last != letter { output.append(letter) }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The keys of `text`'s words, its letters of other scripts read into Latin first.
  package static func tokens(_ text: String) -> [String] {
    let latin = Transliteration.hasOtherScript(text) ? Transliteration.latin(text) : text
    return TextFolding.tokens(latin).map(key).filter { !$0.isEmpty }
  }

  /// `tokens(text)` with each key of a generic word (`GenericWords`: `ооо` → `o`, `кафе` →
  /// `kafe`) written as that word, so names compared by their keys still know their legal
  /// forms, articles and type words.
  package static func name(_ text: String) -> [String] {
    tokens(text).map { genericByKey[$0] ?? $0 }
  }

  /// The generic words by their keys (the first word of a key is kept: any is generic). Words
  /// of other scripts are read from the tables as written: folding drops Devanagari vowel
  /// signs, which their keys need.
  static let genericByKey: [String: String] = {
    var table: [String: String] = [:]
    for word in GenericWords.all.sorted() where !Transliteration.hasOtherScript(word) {
      for token in tokens(word) where table[token] == nil { table[token] = word }
    }
    let written =
      TypeWordTable.scriptWords.values.joined().sorted() + NameWords.nonLatinLegalForms
      + NameWords.nonLatinArticles
    for text in written {
      for word in text.split(separator: " ").map(String.init) {
        guard let generic = TextFolding.tokens(word).first, GenericWords.all.contains(generic) else {
          continue
        }
        for token in tokens(word) where table[token] == nil { table[token] = generic }
      }
    }
    return table
  }()

  private static func isVowel(_ letter: UInt8) -> Bool {
    letter == UInt8(ascii: "a") || letter == UInt8(ascii: "e") || letter == UInt8(ascii: "i")
      || letter == UInt8(ascii: "o") || letter == UInt8(ascii: "u")
  }

  /// In order: longer patterns first, so `shch` is not read as `sh` + `ch`.
  private static let rules: [([UInt8], [UInt8])] = [
    ("shch", "s"), ("sch", "s"), ("chh", "c"), ("ch", "c"), ("sh", "s"), ("zh", "z"), ("kh", "h"),
    ("ts", "c"), ("tz", "c"), ("ck", "k"), ("x", "ks"), ("th", "t"), ("dh", "d"), ("bh", "b"), ("gh", "g"),
    ("ph", "f"), ("jh", "j"), ("q", "k"), ("ow", "o"), ("w", "v"), ("y", "i"), ("j", "i"), ("ee", "i"),
    ("oo", "u"), ("ou", "u"), ("au", "o"), ("ae", "a"), ("oe", "o"), ("ue", "u"),
  ].map { (Array($0.0.utf8), Array($0.1.utf8)) }

  private static func replacing(_ pattern: [UInt8], with replacement: [UInt8], in letters: [UInt8]) -> [UInt8]
  {
    guard letters.count >= pattern.count else { return letters }
    var output: [UInt8] = []
    output.reserveCapacity(letters.count)
    var index = 0
    while index < letters.count {
      if index + pattern.count <= letters.count, letters[index] == pattern[0],
        letters[index..<index + pattern.count].elementsEqual(pattern)
      {
        output += replacement
        index += pattern.count
      } else {
        output.append(letters[index])
        index += 1
      }
    }
    return output
  }
}
