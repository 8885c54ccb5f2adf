/// A workbook's shared strings, kept compactly: one buffer of their UTF-8 text and where each
/// string ends. A string costs 4 bytes beside its text (a Swift `String` in an array costs 16,
/// and a heap allocation beyond 15 bytes), so millions of short or empty strings stay small.
struct XLSXSharedStrings {
  private var bytes: [UInt8] = []
  /// Where each string's text ends in `bytes`; the text after the last end belongs to the
  /// string being read.
  private var ends: [UInt32] = []

  /// How many strings have ended.
  var count: Int { ends.count }
  /// The bytes of text held, the string being read included.
  var byteCount: Int { bytes.count }

  /// Adds `text` to the string being read (starting one when none is).
  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Ends the string being read (an empty one when nothing was appended).
  /// - Precondition: the text held stays under 4 GiB (the workbook caps it far lower).
  mutating func endString() {
    ends.append(UInt32(bytes.count))
  }

  /// String `index` (0-based, below `count`).
  subscript(index: Int) -> String {
    let start = index == 0 ? 0 : Int(ends[index - 1])
    return String(decoding: bytes[start..<Int(ends[index])], as: UTF8.self)
  }
}
