import Foundation

/// What a cell's text looks like: a number, a date, a postcode, a street line, a contact, plain
/// words. Used to tell a header row from a data row and to recognise a column by its values
/// when its header says nothing. Pure and cheap: it runs on a table's first rows only.
package struct CellShape: Sendable, Equatable {
  /// The value as a number (`60.1656`, `60,1656`, `-3`), when it is one.
  package let number: Double?
  /// Whether the number has a fractional part written out (`60.1656`, not `120`).
  package let hasFraction: Bool
  package let hasLetters: Bool
  package let hasDigits: Bool
  /// `00120`, `SW1A 1AA`, `123 45`, `98000`, `FI-00120`: the shape of a postcode somewhere.
  package let isPostcodeLike: Bool
  /// Words and a house number: `Bulevardi 15`, `15 Rue Grimaldi`, `Mannerheimintie 5 A 12`.
  package let isStreetLine: Bool
  /// `30.11.2026`, `2026-11-30`, `11/30/2026`.
  package let isDate: Bool
  /// An e-mail address, a web address or a phone number.
  package let isContact: Bool
  /// Whether the text is only digits (`00120`, `2026`).
  package let isDigits: Bool

  package init(_ raw: String) {
    let text = raw.trimmed()
    let scalars = Array(text.unicodeScalars)
    hasLetters = scalars.contains { $0.properties.isAlphabetic }
    hasDigits = scalars.contains { $0.value >= 0x30 && $0.value <= 0x39 }
    isDigits = !scalars.isEmpty && scalars.allSatisfy { $0.value >= 0x30 && $0.value <= 0x39 }
    let parsed = Self.parseNumber(text)
    number = parsed?.value
    hasFraction = parsed?.hasFraction ?? false
    isDate = Self.isDate(text)
    isContact = Self.isContact(text, scalars: scalars)
    isPostcodeLike = !isDate && Self.isPostcode(text)
    isStreetLine = !isDate && !isContact && Self.isStreetLine(text)
  }

  /// Whether the text is empty once trimmed.
  package static func isBlank(_ text: String) -> Bool { text.trimmed().isEmpty }

  // MARK: Recognisers

  static func parseNumber(_ text: String) -> (value: Double, hasFraction: Bool)? {
    guard !text.isEmpty, text.utf8.count <= 32 else { return nil }
    var body = Substring(text)
    if body.first == "-" || body.first == "+" { body = body.dropFirst() }
    let separators = body.filter { $0 == "." || $0 == "," }
    guard separators.count <= 1, body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }),
      body.first?.isNumber == true, body.last?.isNumber == true
    else { return nil }
    guard let value = Double(text.replacingOccurrences(of: ",", with: ".")) else { return nil }
    return (value, separators.count == 1)
  }

  static func isDate(_ text: String) -> Bool {
    let parts = text.split(omittingEmptySubsequences: false) { $0 == "." || $0 == "-" || $0 == "/" }
    guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isNumber) })
    else { return false }
    return parts.contains { $0.count == 4 } || parts.last?.count == 2
  }

  static func isContact(_ text: String, scalars: [Unicode.Scalar]) -> Bool {
    if text.contains("@") || text.lowercased().hasPrefix("http") || text.lowercased().hasPrefix("www.") {
      return true
    }
    // A phone number: mostly digits, at least seven, with + ( ) - . or spaces between.
    let digits = scalars.filter { $0.value >= 0x30 && $0.value <= 0x39 }.count
    let allowed = scalars.allSatisfy {
      ($0.value >= 0x30 && $0.value <= 0x39) || "+()-. /".unicodeScalars.contains($0)
    }
    return allowed && digits >= 7 && (text.hasPrefix("+") || text.hasPrefix("0") || text.contains(" "))
  }

  /// Postcode shapes: letters and digits in the patterns countries use, written with the
  /// signature `a` for a letter, `9` for a digit.
  static func isPostcode(_ text: String) -> Bool {
    guard text.count >= 3, text.count <= 10 else { return false }
    var signature = ""
    for character in text.uppercased() {
      if character.isASCII, character.isNumber {
        signature.append("9")
      } else if character.isASCII, character.isLetter {
        signature.append("a")
      } else if character == " " || character == "-" {
        signature.append(character)
      } else {
        return false
      }
    }
    return postcodeSignatures.contains(signature)
  }

  static let postcodeSignatures: Set<String> = [
    "999", "9999", "99999", "999999", "999 99", "99999-9999", "9999 aa", "9999aa", "999-9999", "99-999",
    "aa-99999", "aa-9999", "a-99999", "a-9999", "aa 99999", "aa99999",
    // United Kingdom, Canada, Ireland
    "a9 9aa", "a99 9aa", "aa9 9aa", "aa99 9aa", "a9a 9aa", "aa9a 9aa", "a9a 9a9", "a9a9a9", "a99 a9a9",
    "a99 aaa9", "a99 a9aa",
  ]

  /// Words and one house number among them: a token of digits, optionally followed by a letter
  /// or a range (`15`, `15a`, `15-17`), beside a word of at least three letters.
  static func isStreetLine(_ text: String) -> Bool {
    guard text.count <= 120 else { return false }
    let tokens = text.split(whereSeparator: { $0 == " " || $0 == "," })
    var word = false
    var number = false
    for token in tokens {
      if token.count >= 3, token.allSatisfy({ $0.isLetter || $0 == "." || $0 == "-" || $0 == "'" }),
        token.contains(where: \.isLetter)
      {
        word = true
      } else if let first = token.first, first.isASCII, first.isNumber, token.count <= 7 {
        let rest = token.drop { $0.isASCII && $0.isNumber }
        if rest.isEmpty || rest.count <= 2 && rest.allSatisfy(\.isLetter)
          || rest.first == "-" && rest.dropFirst().allSatisfy({ $0.isNumber || $0.isLetter })
        {
          number = true
        }
      }
    }
    return word && number
  }
}
