/// How to read an input.
package struct ReaderOptions: Sendable, Equatable {
  /// Forces the format; nil detects it from the extension and the first bytes.
  package var format: InputFormat?
  /// Forces the CSV delimiter (an ASCII byte); nil sniffs `,` `;` tab `|`.
  package var delimiter: UInt8?
  /// Encoding of CSV input (JSON and KML carry their own); nil: a byte-order mark's, else UTF-8.
  package var encoding: TextEncoding?
  /// Deepest JSON nesting accepted before the reader stops with an error.
  package var maxJSONDepth: Int
  /// Longest field value kept, in UTF-8 bytes (`FieldLimit`): a row with a longer one is invalid.
  package var maxFieldBytes: Int
  /// XLSX: the sheet to read (nil: the first visible one).
  package var sheet: String?
  /// Where the header is: found in the first rows (`detect`), on a given line, or absent.
  package var header: HeaderChoice = .detect
  /// Whether enrich's own output rows read as their input fields (`EnrichRowReadback`): on for
  /// inputs, off where the whole previous row is wanted (`--compare`).
  package var readsBackEnrichRows = true

  package init(
    format: InputFormat? = nil, delimiter: UInt8? = nil, encoding: TextEncoding? = nil,
    maxJSONDepth: Int = 512, maxFieldBytes: Int = FieldLimit.defaultBytes, sheet: String? = nil
  ) {
    self.sheet = sheet
    self.format = format
    self.delimiter = delimiter
    self.encoding = encoding
    self.maxJSONDepth = maxJSONDepth
    self.maxFieldBytes = maxFieldBytes
  }
}

extension ReaderOptions {
  /// The delimiter byte for a `--delimiter` value: a single ASCII character (`;`, `|`, a real
  /// tab) or one of the names `comma`, `semicolon`, `tab`, `\t`, `pipe`; nil otherwise.
  package static func delimiter(named name: String) -> UInt8? {
    switch name.lowercased() {
    case "comma": return UInt8(ascii: ",")
    case "semicolon": return UInt8(ascii: ";")
    case "tab", "\\t": return 0x09
    case "pipe": return UInt8(ascii: "|")
    default:
      guard name.utf8.count == 1, let byte = name.utf8.first, byte < 0x80, byte != UInt8(ascii: "\""),
        byte != 0x0A, byte != 0x0D
      else { return nil }
      return byte
    }
  }
}
