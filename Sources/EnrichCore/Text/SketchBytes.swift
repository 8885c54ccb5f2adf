/// What the sketches of a group of words (a query's) tell at once of another word: whether it
/// can score above 0 against any of them in `NameSimilarity.tokenScore`, without comparing it
/// with each. Two different words score above 0 only when one is a prefix of the other, differs
/// from it in doubled letters, or is one edit or adjacent swap away; every such pair starts
/// with the same letter, or else (the edit or swap at the start) has (the "bytes" below are
/// the sketches' letters, `TokenSketch`)
///
/// - the same second and last byte (substituted first byte),
/// - the first two bytes swapped,
/// - the second byte of one as the first of the other, and the same last byte (a first byte
///   inserted or deleted).
///
/// So a word none of whose bytes meet a group's that way matches none of its words. Bytes and
/// pairs of bytes are kept as bits of small sets (bytes by their low seven bits, pairs hashed):
/// a shared bit only makes `mayMatch` answer yes more often, never wrongly no. A class: made
/// once per query and handed to every comparison (a struct of 200 bytes was copied each time).
package final class SketchBytes: Sendable {
  /// The words' first bytes.
  private let first: ByteSet
  /// Their (second, last), (second, first) and (first, last) bytes.
  private let secondLast: PairSet
  private let secondFirst: PairSet
  private let firstLast: PairSet

  package init(_ sketches: some Sequence<TokenSketch>) {
    var (first, secondLast, secondFirst, firstLast) = (ByteSet(), PairSet(), PairSet(), PairSet())
    for sketch in sketches {
      first.insert(sketch.first)
      secondLast.insert(sketch.second, sketch.last)
      secondFirst.insert(sketch.second, sketch.first)
      firstLast.insert(sketch.first, sketch.last)
    }
    (self.first, self.secondLast, self.secondFirst, self.firstLast) = (
      first, secondLast, secondFirst, firstLast
    )
  }

  /// Whether the word of `sketch` may score above 0 against a word of the group; false only
  /// when it scores 0 against every one.
  package func mayMatch(_ sketch: TokenSketch) -> Bool {
    first.contains(sketch.first)
      || secondLast.contains(sketch.second, sketch.last)
      || secondFirst.contains(sketch.first, sketch.second)
      || firstLast.contains(sketch.second, sketch.last)
      || secondLast.contains(sketch.first, sketch.last)
  }

  /// Bytes by their low seven bits.
  private struct ByteSet: Sendable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    mutating func insert(_ byte: UInt8) {
      let bit = byte & 0x7F
      if bit < 64 { low |= 1 << bit } else { high |= 1 << (bit - 64) }
    }

    func contains(_ byte: UInt8) -> Bool {
      let bit = byte & 0x7F
      return bit < 64 ? low & (1 << bit) != 0 : high & (1 << (bit - 64)) != 0
    }
  }

  /// Ordered pairs of bytes, hashed to 512 bits.
  private struct PairSet: Sendable {
    var words = InlineArray<8, UInt64>(repeating: 0)

    static func bit(_ a: UInt8, _ b: UInt8) -> Int { (Int(a) &* 37 &+ Int(b)) & 511 }

    mutating func insert(_ a: UInt8, _ b: UInt8) {
      let bit = Self.bit(a, b)
      words[bit >> 6] |= 1 << (bit & 63)
    }

    func contains(_ a: UInt8, _ b: UInt8) -> Bool {
      let bit = Self.bit(a, b)
      return words[bit >> 6] & 1 << (bit & 63) != 0
    }
  }
}
