/// Turns the chunks of a text input into UTF-8, whatever its encoding, validating as it goes.
///
/// A byte-order mark decides first: UTF-16 LE or BE (decoded), or UTF-8 (dropped) unless an
/// encoding was chosen (Windows tools put a UTF-8 mark on text in their own code page too: the
/// user's choice wins). Without one, the chosen encoding applies, else UTF-8. UTF-8 input is checked byte by byte, so an invalid byte is
/// reported with its exact offset in the file and the line it is on.
struct TextTranscoder {
  enum Mode: Equatable {
    case undecided, utf8, latin1, windows1252
    case utf16(bigEndian: Bool)
  }

  /// A byte sequence the encoding does not allow.
  struct InvalidInput: Error {
    var line: Int
    var offset: Int
    var message: String
  }

  private(set) var mode: Mode = .undecided
  /// The encoding the user chose; nil: none.
  private let encoding: TextEncoding?
  private var offset = 0
  private var line = 1
  private var previousWasCR = false
  // UTF-8 validation state across chunks.
  private var remaining = 0
  private var lower: UInt8 = 0x80
  private var upper: UInt8 = 0xBF
  private var sequenceStart = 0
  private var sequenceLine = 1
  // UTF-16: an odd trailing byte and a pending high surrogate.
  private var carryByte: UInt8?
  private var highSurrogate: UInt32?

  init(encoding: TextEncoding?) {
    self.encoding = encoding
  }

  /// Converts the next chunk (the first one should hold at least 3 bytes when the input does).
  mutating func transcode(_ chunk: [UInt8]) throws(InvalidInput) -> [UInt8] {
    var start = 0
    if mode == .undecided {
      start = decideMode(chunk)
      offset = start
    }
    switch mode {
    case .utf8, .undecided:
      try validateUTF8(chunk, from: start)
      return start == 0 ? chunk : Array(chunk[start...])
    case .latin1, .windows1252:
      var output: [UInt8] = []
      output.reserveCapacity(chunk.count + chunk.count / 8)
      for byte in chunk[start...] {
        if byte < 0x80 {
          output.append(byte)
        } else {
          let scalar = mode == .windows1252 ? Self.windows1252Scalar(byte) : UInt32(byte)
          Self.appendUTF8(scalar, to: &output)
        }
      }
      offset += chunk.count - start
      return output
    case .utf16(let bigEndian):
      return try decodeUTF16(chunk, from: start, bigEndian: bigEndian)
    }
  }

  /// Call at the end of the input: a sequence cut short by the end is an error.
  func finish() throws(InvalidInput) {
    if remaining > 0 {
      throw InvalidInput(line: sequenceLine, offset: sequenceStart, message: "truncated UTF-8 sequence")
    }
    if carryByte != nil || highSurrogate != nil {
      throw InvalidInput(
        line: line, offset: offset, message: "UTF-16 input ends in the middle of a character")
    }
  }

  private mutating func decideMode(_ chunk: [UInt8]) -> Int {
    if chunk.starts(with: [0xEF, 0xBB, 0xBF]) {
      mode = Self.mode(of: encoding ?? .utf8)
      return 3
    }
    if chunk.starts(with: [0xFF, 0xFE]) {
      mode = .utf16(bigEndian: false)
      return 2
    }
    if chunk.starts(with: [0xFE, 0xFF]) {
      mode = .utf16(bigEndian: true)
      return 2
    }
    mode = Self.mode(of: encoding ?? .utf8)
    return 0
  }

  private static func mode(of encoding: TextEncoding) -> Mode {
    switch encoding {
    case .utf8: return .utf8
    case .latin1: return .latin1
    case .windows1252: return .windows1252
    }
  }

  private mutating func validateUTF8(_ chunk: [UInt8], from start: Int) throws(InvalidInput) {
    var index = start
    while index < chunk.count {
      let byte = chunk[index]
      if remaining == 0 {
        if byte < 0x80 {
          if byte == 0x0A {
            if !previousWasCR { line += 1 }
            previousWasCR = false
          } else if byte == 0x0D {
            line += 1
            previousWasCR = true
          } else {
            previousWasCR = false
          }
        } else {
          previousWasCR = false
          sequenceStart = offset
          sequenceLine = line
          switch byte {
          case 0xC2...0xDF: (remaining, lower, upper) = (1, 0x80, 0xBF)
          case 0xE0: (remaining, lower, upper) = (2, 0xA0, 0xBF)
          case 0xE1...0xEC, 0xEE...0xEF: (remaining, lower, upper) = (2, 0x80, 0xBF)
          case 0xED: (remaining, lower, upper) = (2, 0x80, 0x9F)
          case 0xF0: (remaining, lower, upper) = (3, 0x90, 0xBF)
          case 0xF1...0xF3: (remaining, lower, upper) = (3, 0x80, 0xBF)
          case 0xF4: (remaining, lower, upper) = (3, 0x80, 0x8F)
          default:
            throw InvalidInput(
              line: line, offset: offset, message: "byte 0x\(Self.hex(byte)) is not valid UTF-8")
          }
        }
      } else {
        guard byte >= lower && byte <= upper else {
          throw InvalidInput(
            line: sequenceLine, offset: sequenceStart, message: "malformed UTF-8 sequence")
        }
        (lower, upper) = (0x80, 0xBF)
        remaining -= 1
      }
      offset += 1
      index += 1
    }
  }

  private mutating func decodeUTF16(_ chunk: [UInt8], from start: Int, bigEndian: Bool) throws(InvalidInput)
    -> [UInt8]
  {
    var output: [UInt8] = []
    output.reserveCapacity(chunk.count)
    var index = start
    while index < chunk.count {
      let first: UInt8
      if let carried = carryByte {
        first = carried
        carryByte = nil
      } else {
        first = chunk[index]
        index += 1
        if index == chunk.count {
          carryByte = first
          break
        }
      }
      let second = chunk[index]
      index += 1
      let unit = bigEndian ? UInt32(first) << 8 | UInt32(second) : UInt32(second) << 8 | UInt32(first)
      let unitOffset = offset
      offset += 2
      if let high = highSurrogate {
        highSurrogate = nil
        guard (0xDC00...0xDFFF).contains(unit) else {
          throw InvalidInput(
            line: line, offset: unitOffset, message: "UTF-16 high surrogate without its pair")
        }
        Self.appendUTF8(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00), to: &output)
      } else if (0xD800...0xDBFF).contains(unit) {
        highSurrogate = unit
      } else if (0xDC00...0xDFFF).contains(unit) {
        throw InvalidInput(line: line, offset: unitOffset, message: "UTF-16 low surrogate without its pair")
      } else {
        if unit == 0x0A && !previousWasCR { line += 1 }
        if unit == 0x0D { line += 1 }
        previousWasCR = unit == 0x0D
        Self.appendUTF8(unit, to: &output)
      }
    }
    return output
  }

  static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
    switch scalar {
    case 0..<0x80:
      output.append(UInt8(scalar))
    case 0x80..<0x800:
      output.append(UInt8(0xC0 | (scalar >> 6)))
      output.append(UInt8(0x80 | (scalar & 0x3F)))
    case 0x800..<0x10000:
      output.append(UInt8(0xE0 | (scalar >> 12)))
      output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
      output.append(UInt8(0x80 | (scalar & 0x3F)))
    default:
      output.append(UInt8(0xF0 | (scalar >> 18)))
      output.append(UInt8(0x80 | ((scalar >> 12) & 0x3F)))
      output.append(UInt8(0x80 | ((scalar >> 6) & 0x3F)))
      output.append(UInt8(0x80 | (scalar & 0x3F)))
    }
  }

  /// Windows-1252 differs from Latin-1 only in 0x80–0x9F; its five unassigned bytes map to
  /// the C1 control of the same value, as WHATWG's decoder does.
  static func windows1252Scalar(_ byte: UInt8) -> UInt32 {
    guard byte >= 0x80 && byte <= 0x9F else { return UInt32(byte) }
    let table: [UInt32] = [
      0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
      0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x008D, 0x017D, 0x008F,
      0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
      0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178,
    ]
    return table[Int(byte - 0x80)]
  }

  private static func hex(_ byte: UInt8) -> String {
    let text = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + text : text
  }
}
