/// The character encoding of a text input (CSV). UTF-16 needs no option: a UTF-16 byte-order
/// mark is recognised whatever is chosen here, and so is a UTF-8 one.
package enum TextEncoding: String, Sendable, CaseIterable {
  case utf8
  /// ISO 8859-1: every byte is the code point of the same value.
  case latin1
  /// Latin-1 with printable characters (€, „, š, ...) in 0x80–0x9F.
  case windows1252 = "windows-1252"

  /// Accepts the common spellings (`UTF-8`, `iso-8859-1`, `cp1252`, ...).
  package init?(name: String) {
    switch name.lowercased().replacingOccurrences(of: "_", with: "-") {
    case "utf8", "utf-8": self = .utf8
    case "latin1", "latin-1", "iso-8859-1", "iso8859-1": self = .latin1
    case "windows-1252", "cp1252", "windows1252": self = .windows1252
    default: return nil
    }
  }
}
