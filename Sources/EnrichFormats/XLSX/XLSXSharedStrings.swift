/// A workbook's shared strings, kept compactly: one buffer of their UTF-8 text, each string's
/// length in one byte (a longer one aside), and where every 64th string starts. A string costs
/// about one byte beside its text (a Swift `String` in an array costs 16, and a heap allocation
/// beyond 15 bytes), so the millions of short or empty strings a file may carry stay small.
struct XLSXSharedStrings {
  /// Strings per recorded start: finding one adds at most this many lengths.
  private static let block = 64
  /// A length of this or more is kept in `longLengths`.
  private static let long = Int(UInt8.max)

  private var bytes: [UInt8] = []
  private var lengths: [UInt8] = []
  private var longLengths: [Int: Int] = [:]
  /// Where strings 0, 64, 128 … start in `bytes`.
  private var blockStarts: [Int] = []
  /// Where the string being read starts: its text is `bytes` from here.
  private var start = 0

  /// How many strings have ended.
  var count: Int { lengths.count }
  /// The bytes of text held, the string being read included.
  var byteCount: Int { bytes.count }

  /// Adds `text` to the string being read (starting one when none is).
  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Ends the string being read (an empty one when nothing was appended).
  mutating func endString() {
    if lengths.count % Self.block == 0 { blockStarts.append(start) }
    let length = bytes.count - start
    if length < Self.long {
      lengths.append(UInt8(length))
    } else {
      longLengths[lengths.count] = length
      lengths.append(UInt8(Self.long))
    }
    start = bytes.count
  }

  /// String `index` (0-based, below `count`).
  subscript(index: Int) -> String {
    let first = index - index % Self.block
    var offset = blockStarts[index / Self.block]
    for preceding in first..<index { offset += length(preceding) }
    return String(decoding: bytes[offset..<offset + length(index)], as: UTF8.self)
  }

  private func length(_ index: Int) -> Int {
    let short = Int(lengths[index])
    return short < Self.long ? short : longLengths[index] ?? 0
  }
}
