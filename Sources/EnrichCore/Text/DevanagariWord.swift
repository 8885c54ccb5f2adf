/// One Devanagari word read into Latin letters, syllable by syllable: a consonant carries the
/// inherent vowel `a` unless a vowel sign or a virama follows, and Hindi leaves that vowel
/// unsaid at the end of a word (`कमल` → `kamal`) and between a syllable and a consonant that
/// starts the next one (`चांदनी` → `chaandnii`, not `chaandanii`). Anusvara and chandrabindu
/// are `n` (`m` before `p`, `b`, `m`).
struct DevanagariWord {
  private enum Unit {
    case consonant(String)
    case vowel(String, inherent: Bool)
    case nasal
  }

  private var units: [Unit] = []
  /// Whether the last unit is a consonant still waiting for its vowel.
  private var open = false

  /// Adds a letter or sign of the word; false for what is not part of one (digits, danda),
  /// which the caller writes after `finish`.
  mutating func add(_ scalar: Unicode.Scalar) -> Bool {
    if let consonant = Self.consonants[scalar] {
      closeSyllable()
      units.append(.consonant(consonant))
      open = true
      return true
    }
    if let sign = Self.vowelSigns[scalar] {
      units.append(.vowel(sign, inherent: false))
      open = false
      return true
    }
    if let vowel = Self.vowels[scalar] {
      closeSyllable()
      units.append(.vowel(vowel, inherent: false))
      return true
    }
    switch scalar {
    case "\u{094D}":  // virama: the consonant has no vowel
      open = false
    case "\u{093C}":  // nukta: another consonant (`ज़` is `z`)
      if case .consonant(let letter) = units.last {
        units[units.count - 1] = .consonant(Self.nuktaForms[letter] ?? letter)
      }
    case "\u{0901}", "\u{0902}":  // chandrabindu, anusvara
      closeSyllable()
      units.append(.nasal)
    case "\u{0903}":  // visarga
      closeSyllable()
      units.append(.consonant("h"))
    default:
      return false
    }
    return true
  }

  /// The word read so far, in Latin letters, and a fresh start.
  mutating func finish() -> String {
    guard !units.isEmpty else { return "" }
    closeSyllable()
    dropUnsaidVowels()
    var output = ""
    for (index, unit) in units.enumerated() {
      switch unit {
      case .consonant(let letters), .vowel(let letters, _): output += letters
      case .nasal:
        let next = index + 1 < units.count ? units[index + 1] : nil
        if case .consonant(let letters) = next, let first = letters.first, "pbm".contains(first) {
          output += "m"
        } else {
          output += "n"
        }
      }
    }
    units = []
    return output
  }

  private mutating func closeSyllable() {
    if open { units.append(.vowel("a", inherent: true)) }
    open = false
  }

  /// Hindi's schwa deletion, right to left: the inherent vowel goes at the end of a word of
  /// more than one syllable (after two consonants too, as in spoken Hindi and loanwords:
  /// `धर्म` → `dharm`, `गेस्ट` → `gest`), and inside a word between vowel-consonant and
  /// consonant-vowel.
  private mutating func dropUnsaidVowels() {
    func isConsonant(_ index: Int) -> Bool {
      guard units.indices.contains(index), case .consonant = units[index] else { return false }
      return true
    }
    func isVowel(_ index: Int) -> Bool {
      guard units.indices.contains(index) else { return false }
      switch units[index] {
      case .vowel, .nasal: return true
      case .consonant: return false
      }
    }
    var index = units.count - 1
    while index > 0 {
      defer { index -= 1 }
      guard case .vowel(_, inherent: true) = units[index], isConsonant(index - 1) else { continue }
      let final = index == units.count - 1
      let drop = final ? index >= 2 : isVowel(index - 2) && isConsonant(index + 1) && isVowel(index + 2)
      if drop { units.remove(at: index) }
    }
  }

  static let consonants: [Unicode.Scalar: String] = [
    "क": "k", "ख": "kh", "ग": "g", "घ": "gh", "ङ": "n", "च": "ch", "छ": "chh", "ज": "j", "झ": "jh",
    "ञ": "n", "ट": "t", "ठ": "th", "ड": "d", "ढ": "dh", "ण": "n", "त": "t", "थ": "th", "द": "d",
    "ध": "dh", "न": "n", "ऩ": "n", "प": "p", "फ": "ph", "ब": "b", "भ": "bh", "म": "m", "य": "y",
    "र": "r", "ऱ": "r", "ल": "l", "ळ": "l", "ऴ": "l", "व": "v", "श": "sh", "ष": "sh", "स": "s",
    "ह": "h", "\u{0958}": "q", "\u{0959}": "kh", "\u{095A}": "g", "\u{095B}": "z", "\u{095C}": "r",
    "\u{095D}": "rh", "\u{095E}": "f", "\u{095F}": "y",
  ]

  static let nuktaForms: [String: String] = ["k": "q", "j": "z", "d": "r", "dh": "rh", "ph": "f"]

  static let vowelSigns: [Unicode.Scalar: String] = [
    "ा": "aa", "ि": "i", "ी": "ii", "ु": "u", "ू": "uu", "ृ": "ri", "ॄ": "rii", "ॅ": "e", "ॆ": "e",
    "े": "e", "ै": "ai", "ॉ": "o", "ॊ": "o", "ो": "o", "ौ": "au",
  ]

  static let vowels: [Unicode.Scalar: String] = [
    "अ": "a", "आ": "aa", "इ": "i", "ई": "ii", "उ": "u", "ऊ": "uu", "ऋ": "ri", "ऍ": "e", "ऎ": "e",
    "ए": "e", "ऐ": "ai", "ऑ": "o", "ऒ": "o", "ओ": "o", "औ": "au",
  ]
}
