/// One lexical token of an `opening_hours` expression.
struct OHToken: Equatable {
  enum Kind: Equatable {
    case word(String)  // lower-cased letters
    case number(String)  // digits as written
    case comment(String)
    case symbol(String)  // : - + , ; || / [ ] ( )
  }

  var kind: Kind
  /// Character offsets into the normalized input, for messages and rule text.
  var start: Int
  var end: Int
  /// Whether whitespace came right before this token.
  var spaced: Bool
}

/// A syntax error with the character position (1-based) in the expression.
package struct OpeningHoursParseError: Error, Sendable, Equatable, CustomStringConvertible {
  package var message: String
  package var position: Int

  package var description: String { "opening_hours syntax error at character \(position): \(message)" }
}

/// Splits an expression into tokens, normalizing typographic dashes and odd spaces.
enum OpeningHoursLexer {
  static func tokenize(_ input: String, tolerated: inout [String]) throws(OpeningHoursParseError) -> (
    [OHToken], [Character]
  ) {
    var chars: [Character] = []
    for character in input {
      switch character {
      case "\u{2013}", "\u{2014}", "\u{2212}", "\u{2010}", "\u{2011}":
        if !tolerated.contains("typographic dash") { tolerated.append("typographic dash") }
        chars.append("-")
      case "\u{00A0}", "\u{2009}", "\u{202F}", "\t", "\n", "\r": chars.append(" ")
      case "\u{201C}", "\u{201D}": chars.append("\"")
      default: chars.append(character)
      }
    }
    var tokens: [OHToken] = []
    var index = 0
    var spaced = false
    while index < chars.count {
      let character = chars[index]
      if character == " " {
        spaced = true
        index += 1
        continue
      }
      let start = index
      if character.isLetter {
        while index < chars.count, chars[index].isLetter { index += 1 }
        let word = String(chars[start..<index]).lowercased()
        if let parts = Self.splitGlued(word), parts.count > 1 {
          // `Novweek09`: words written together; split on known keywords.
          if !tolerated.contains("words written together") { tolerated.append("words written together") }
          var offset = start
          for (number, part) in parts.enumerated() {
            tokens.append(
              OHToken(
                kind: .word(part), start: offset, end: offset + part.count, spaced: number == 0 && spaced))
            offset += part.count
          }
        } else {
          tokens.append(OHToken(kind: .word(word), start: start, end: index, spaced: spaced))
        }
      } else if character.isASCII, character.isNumber {
        while index < chars.count, chars[index].isASCII, chars[index].isNumber { index += 1 }
        tokens.append(
          OHToken(kind: .number(String(chars[start..<index])), start: start, end: index, spaced: spaced))
      } else if character == "\"" {
        index += 1
        while index < chars.count, chars[index] != "\"" { index += 1 }
        guard index < chars.count else {
          throw OpeningHoursParseError(message: "comment is not closed with \"", position: start + 1)
        }
        let text = String(chars[(start + 1)..<index])
        index += 1
        tokens.append(OHToken(kind: .comment(text), start: start, end: index, spaced: spaced))
      } else if character == "|", index + 1 < chars.count, chars[index + 1] == "|" {
        index += 2
        tokens.append(OHToken(kind: .symbol("||"), start: start, end: index, spaced: spaced))
      } else if ":-+,;/[]().".contains(character) {
        index += 1
        tokens.append(OHToken(kind: .symbol(String(character)), start: start, end: index, spaced: spaced))
      } else {
        throw OpeningHoursParseError(message: "unexpected character \"\(character)\"", position: start + 1)
      }
      spaced = false
    }
    return (tokens, chars)
  }

  private static let keywords: [String] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec", "mo", "tu", "we",
    "th", "fr", "sa", "su", "ph", "sh", "week", "easter", "off", "open", "closed", "unknown", "sunrise",
    "sunset", "dawn", "dusk", "day", "days",
  ]

  /// Splits an unknown word into known keywords, longest first; nil if that is impossible.
  private static func splitGlued(_ word: String) -> [String]? {
    if keywords.contains(word) { return nil }
    var parts: [String] = []
    var rest = Substring(word)
    while !rest.isEmpty {
      guard let keyword = keywords.filter({ rest.hasPrefix($0) }).max(by: { $0.count < $1.count }) else {
        return nil
      }
      parts.append(keyword)
      rest = rest.dropFirst(keyword.count)
    }
    return parts
  }
}
