/// The most text one field value may hold: 1 MiB, far beyond any name, address or note (a
/// spreadsheet cell holds at most 32,767 characters). Readers stop keeping a value at the
/// limit and read on to the value's end, so a stray quote or a megabyte cell costs bounded
/// memory; the row is `invalid`, its long values left out, and every other row is read as usual.
package enum FieldLimit {
  /// 1 MiB (1,048,576 bytes of UTF-8).
  package static let defaultBytes = 1 << 20

  /// The limit in words: `1 MiB (1048576 bytes)`.
  static func describe(_ bytes: Int) -> String {
    let mebibytes = bytes >> 20
    return bytes == mebibytes << 20 && mebibytes > 0 ? "\(mebibytes) MiB (\(bytes) bytes)" : "\(bytes) bytes"
  }

  /// The row's problem: which fields were too long, where, and what became of them.
  static func problem(fields: [String], file: String, line: Int, limit: Int) -> String {
    let names = fields.map { "\"\(shortened($0))\"" }.joined(separator: ", ")
    let subject = fields.count == 1 ? "field \(names) is" : "fields \(names) are"
    return "\(subject) longer than \(describe(limit)), the limit for one value (\(file), line \(line)); "
      + "\(fields.count == 1 ? "its value is" : "their values are") left out"
  }

  /// A field name fit for a message (names can be long too).
  static func shortened(_ name: String) -> String {
    name.unicodeScalars.count <= 64
      ? name : String(String.UnicodeScalarView(name.unicodeScalars.prefix(64))) + "…"
  }
}
