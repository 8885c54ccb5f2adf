import Foundation

/// Latin letters for names written in Cyrillic (Russian, Ukrainian, Belarusian, Serbian,
/// Bulgarian), Greek, Devanagari (Hindi, Marathi, Nepali), Arabic and Hebrew, one reading per
/// letter: what a user without the script's keyboard types, before `LooseLatin` merges the
/// romanisation styles (`Шоколадница` → `shokoladnitsa`; `चांदनी चौक` → `chaandnii chauk`,
/// the inherent vowel dropped where Hindi drops it). Arabic and Hebrew write few vowels, so
/// their names come out as consonants and long vowels only. Other text is left as it is;
/// Chinese and Japanese have no reading here.
package enum Transliteration {
  /// Whether `text` has letters of a script this type reads.
  package static func hasOtherScript(_ text: String) -> Bool {
    for byte in text.utf8 where byte >= 0xCD {
      for scalar in text.unicodeScalars where script(of: scalar) != nil { return true }
      return false
    }
    return false
  }

  /// `text` with the letters of the scripts read here in Latin letters, lower case; English
  /// words written in Devanagari come back in their English spelling (`DevanagariLoanwords`).
  package static func latin(_ text: String) -> String {
    letters(withLoanwords(text))
  }

  /// `text` with each Devanagari word that is an English loanword replaced by its English spelling.
  private static func withLoanwords(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { (0x0900...0x097F).contains($0.value) }) else { return text }
    var output = ""
    var word = String.UnicodeScalarView()
    func flush() {
      guard !word.isEmpty else { return }
      let written = String(word)
      output += DevanagariLoanwords.english(written) ?? written
      word = String.UnicodeScalarView()
    }
    for scalar in text.unicodeScalars {
      // Danda and digits end a word, as everything outside the script does.
      if (0x0900...0x0963).contains(scalar.value) {
        word.append(scalar)
      } else {
        flush()
        output.unicodeScalars.append(scalar)
      }
    }
    flush()
    return output
  }

  private static func letters(_ text: String) -> String {
    var output = ""
    var word = DevanagariWord()
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      let script = script(of: scalar)
      if case .devanagari = script {
        if !word.add(scalar) {
          output += word.finish()
          output += devanagariSigns[scalar] ?? " "
        }
        continue
      }
      output += word.finish()
      switch script {
      case .cyrillic: output += cyrillic[lowered(scalar)] ?? base(of: scalar, in: cyrillic)
      case .greek:
        let letter = baseLetter(of: lowered(scalar))
        // Vowel pairs read as one sound: `ου` is `ou`, `αυ` and `ευ` are `av` and `ev`.
        if letter == "υ", previous == "ο" {
          output += "u"
        } else if letter == "υ", previous == "α" || previous == "ε" {
          output += "v"
        } else {
          output += greek[letter] ?? " "
        }
        previous = letter
        continue
      case .arabic: output += arabic[scalar] ?? ""
      case .hebrew: output += hebrew[scalar] ?? ""
      case .devanagari, nil: output.unicodeScalars.append(scalar)
      }
      previous = " "
    }
    output += word.finish()
    return output
  }

  enum Script { case cyrillic, greek, devanagari, arabic, hebrew }

  static func script(of scalar: Unicode.Scalar) -> Script? {
    switch scalar.value {
    case 0x0400...0x04FF: .cyrillic
    case 0x0370...0x03FF, 0x1F00...0x1FFF: .greek
    case 0x0900...0x097F: .devanagari
    case 0x0600...0x06FF: .arabic
    case 0x0590...0x05FF: .hebrew
    default: nil
    }
  }

  private static func lowered(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    scalar.properties.lowercaseMapping.unicodeScalars.first ?? scalar
  }

  /// A letter with a diacritic (`ї` when not in the table): its base letter's reading.
  private static func base(of scalar: Unicode.Scalar, in table: [Unicode.Scalar: String]) -> String {
    table[baseLetter(of: lowered(scalar))] ?? " "
  }

  /// The letter without its diacritics (`ά` → `α`).
  private static func baseLetter(of scalar: Unicode.Scalar) -> Unicode.Scalar {
    guard scalar.properties.canonicalCombiningClass == .notReordered,
      let first = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first
    else { return scalar }
    return first
  }

  static let cyrillic: [Unicode.Scalar: String] = [
    "а": "a", "б": "b", "в": "v", "г": "g", "д": "d", "е": "e", "ё": "e", "ж": "zh", "з": "z", "и": "i",
    "й": "y", "к": "k", "л": "l", "м": "m", "н": "n", "о": "o", "п": "p", "р": "r", "с": "s", "т": "t",
    "у": "u", "ф": "f", "х": "kh", "ц": "ts", "ч": "ch", "ш": "sh", "щ": "shch", "ъ": "", "ы": "y",
    "ь": "", "э": "e", "ю": "yu", "я": "ya",
    // Ukrainian, Belarusian
    "є": "ye", "і": "i", "ї": "yi", "ґ": "g", "ў": "u",
    // Serbian, Macedonian
    "ђ": "dj", "ј": "j", "љ": "lj", "њ": "nj", "ћ": "c", "џ": "dz", "ѓ": "gj", "ќ": "kj", "ѕ": "dz",
  ]

  static let greek: [Unicode.Scalar: String] = [
    "α": "a", "β": "v", "γ": "g", "δ": "d", "ε": "e", "ζ": "z", "η": "i", "θ": "th", "ι": "i", "κ": "k",
    "λ": "l", "μ": "m", "ν": "n", "ξ": "x", "ο": "o", "π": "p", "ρ": "r", "σ": "s", "ς": "s", "τ": "t",
    "υ": "y", "φ": "f", "χ": "ch", "ψ": "ps", "ω": "o",
  ]

  static let arabic: [Unicode.Scalar: String] = [
    "ا": "a", "أ": "a", "إ": "i", "آ": "a", "ب": "b", "ت": "t", "ث": "th", "ج": "j", "ح": "h", "خ": "kh",
    "د": "d", "ذ": "dh", "ر": "r", "ز": "z", "س": "s", "ش": "sh", "ص": "s", "ض": "d", "ط": "t", "ظ": "z",
    "ع": "", "غ": "gh", "ف": "f", "ق": "q", "ك": "k", "ل": "l", "م": "m", "ن": "n", "ه": "h", "و": "w",
    "ي": "y", "ى": "a", "ة": "a", "ء": "", "ئ": "", "ؤ": "", "پ": "p", "چ": "ch", "ژ": "zh", "گ": "g",
    "ک": "k", "ی": "y", "ٔ": "",
  ]

  static let hebrew: [Unicode.Scalar: String] = [
    "א": "a", "ב": "b", "ג": "g", "ד": "d", "ה": "h", "ו": "v", "ז": "z", "ח": "ch", "ט": "t", "י": "y",
    "כ": "k", "ך": "k", "ל": "l", "מ": "m", "ם": "m", "נ": "n", "ן": "n", "ס": "s", "ע": "", "פ": "p",
    "ף": "f", "צ": "ts", "ץ": "ts", "ק": "k", "ר": "r", "ש": "sh", "ת": "t",
  ]

  /// Devanagari signs that are not part of a syllable: digits and punctuation.
  static let devanagariSigns: [Unicode.Scalar: String] = [
    "०": "0", "१": "1", "२": "2", "३": "3", "४": "4", "५": "5", "६": "6", "७": "7", "८": "8", "९": "9",
  ]
}
