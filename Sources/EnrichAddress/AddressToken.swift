/// One whitespace-delimited piece of an address, kept as a range of the original text so
/// cut-outs reproduce the input exactly.
struct AddressToken: Sendable {
  enum Kind: Sendable, Equatable {
    case word
    /// A comma, semicolon, line break, parenthesis or CJK list mark: it ends a segment.
    case separator
    /// A `#`, always split from its neighbours (`#104`, `Apt#4`).
    case hash
    /// A free-standing dash (`185 - 5º`).
    case dash
  }

  var kind: Kind
  var range: Range<String.Index>
  var raw: Substring
  /// Lower-cased, trailing `.`/`:` removed: `Ste.` → `ste`.
  var key: String
  /// `key` without diacritics: `bât` → `bat`.
  var folded: String
  /// Index of the comma-delimited segment this token belongs to.
  var segment: Int

  var isWord: Bool { kind == .word }
  var startsWithDigit: Bool { raw.first?.isNumber ?? false }
  var digitCount: Int { raw.reduce(0) { $0 + ($1.isNumber ? 1 : 0) } }
  var hasDigit: Bool { raw.contains { $0.isNumber } }
  var isAllDigits: Bool { !key.isEmpty && key.allSatisfy(\.isNumber) }
  var isAllLetters: Bool { !key.isEmpty && key.allSatisfy(\.isLetter) }
  /// True when every letter is upper case (`LH`, `EE`), so short letter codes read as identifiers.
  var isUpperCase: Bool { raw.contains { $0.isLetter } && !raw.contains { $0.isLowercase } }
}
