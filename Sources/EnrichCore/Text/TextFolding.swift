import Foundation

/// Folds text for matching: lower case, diacritics removed (ä→a, ö→o, å→a, é→e), letters that
/// do not decompose spelled out (ß→ss, æ→ae, ø→o, œ→oe, þ→th, đ→d, ł→l), apostrophes dropped
/// (`McDonald's` → `mcdonalds`) except after an elided article or preposition, which becomes a
/// word (`L'Épi d'Or` → `l epi d or`), every other punctuation or symbol turned into a space, runs
/// of spaces collapsed. Digits and letters of every script are kept.
///
/// The same folding is applied when the local index is built and when it is queried, and by
/// the match-confidence stage, so all of them compare like with like.
package enum TextFolding {
  /// The folded form of `text` (see the type's documentation).
  package static func fold(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    var pendingSpace = false
    // The current word's first letters, enough to recognise an elision (`l'`, `dell'`).
    var word = Elision()
    let scalars = text.unicodeScalars
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      index = scalars.index(after: index)
      if scalar == "'" || scalar == "`" || scalar == "\u{2019}" || scalar == "\u{00B4}" {
        // An elided article or preposition before a letter is a word of its own (`L'Épi` →
        // `l epi`); any other apostrophe is dropped (`McDonald's` → `mcdonalds`).
        if !pendingSpace, word.isElision, index < scalars.endIndex, scalars[index].properties.isAlphabetic {
          pendingSpace = true
        }
        continue
      }
      if scalar.value < 0x80 {
        let value = UInt8(scalar.value)
        switch value {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
          append(Unicode.Scalar(value + 32), to: &output, pendingSpace: &pendingSpace, word: &word)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
          append(scalar, to: &output, pendingSpace: &pendingSpace, word: &word)
        default:
          pendingSpace = !output.isEmpty
        }
        continue
      }
      if let replacement = special[scalar] {
        for character in replacement.unicodeScalars {
          append(character, to: &output, pendingSpace: &pendingSpace, word: &word)
        }
        continue
      }
      if let folded = latinTable[scalar] {
        for character in folded.unicodeScalars {
          append(character, to: &output, pendingSpace: &pendingSpace, word: &word)
        }
        continue
      }
      let properties = scalar.properties
      if properties.isAlphabetic || properties.numericType != nil {
        for base in String(scalar).lowercased().decomposedStringWithCanonicalMapping.unicodeScalars
        where !base.properties.isDiacritic && base.properties.generalCategory != .nonspacingMark {
          append(base, to: &output, pendingSpace: &pendingSpace, word: &word)
        }
      } else if properties.generalCategory == .nonspacingMark {
        continue
      } else {
        pendingSpace = !output.isEmpty
      }
    }
    return String(output)
  }

  /// The folded words of `text`, in order.
  package static func tokens(_ text: String) -> [String] {
    fold(text).split(separator: " ").map(String.init)
  }

  private static func append(
    _ scalar: Unicode.Scalar, to output: inout String.UnicodeScalarView, pendingSpace: inout Bool,
    word: inout Elision
  ) {
    if pendingSpace {
      output.append(" ")
      pendingSpace = false
      word = Elision()
    }
    output.append(scalar)
    word.append(scalar)
  }

  /// The start of the word being folded, compared with the elided words of French, Italian and
  /// Catalan (`l`, `d`, `qu`, `dell`...).
  private struct Elision {
    private var letters = ""
    private var tooLong = false

    mutating func append(_ scalar: Unicode.Scalar) {
      guard !tooLong else { return }
      if letters.unicodeScalars.count == 5 {
        tooLong = true
      } else {
        letters.unicodeScalars.append(scalar)
      }
    }

    var isElision: Bool { !tooLong && Self.words.contains(letters) }

    static let words: Set<String> = [
      "l", "d", "j", "m", "n", "s", "t", "c", "qu", "dell", "all", "nell", "sull", "dall", "un", "quell",
    ]
  }

  // Folded forms of the Latin-1 and Latin Extended-A/B letters, worked out once: spreadsheets
  // are mostly Latin text, and decomposing through Foundation per letter is slow.
  private static let latinTable: [Unicode.Scalar: String] = {
    var table: [Unicode.Scalar: String] = [:]
    for value in UInt32(0xC0)...UInt32(0x24F) {
      guard let scalar = Unicode.Scalar(value), special[scalar] == nil, scalar.properties.isAlphabetic else {
        continue
      }
      table[scalar] = String(
        String.UnicodeScalarView(
          String(scalar).lowercased().decomposedStringWithCanonicalMapping.unicodeScalars.filter {
            !$0.properties.isDiacritic && $0.properties.generalCategory != .nonspacingMark
          }))
    }
    return table
  }()

  // Letters that canonical decomposition leaves alone.
  private static let special: [Unicode.Scalar: String] = [
    "ß": "ss", "ẞ": "ss", "æ": "ae", "Æ": "ae", "ø": "o", "Ø": "o", "œ": "oe", "Œ": "oe",
    "þ": "th", "Þ": "th", "ð": "d", "Ð": "d", "đ": "d", "Đ": "d", "ł": "l", "Ł": "l",
    "ı": "i", "ħ": "h", "Ħ": "h", "ŧ": "t", "Ŧ": "t",
  ]
}
