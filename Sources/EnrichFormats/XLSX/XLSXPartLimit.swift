/// How far a part of an `.xlsx` archive may inflate before it is read: the work of reading a
/// workbook must stay in proportion to the file's size, and a zip bomb is a part that inflates
/// out of all proportion (1.5 MB of deflated `<si/>` is a gigabyte of empty shared strings).
///
/// What real workbooks compress to: sheet and shared-string XML deflates 5 to 20 times (every
/// row and cell names its own position, every shared string is different); only the small
/// parts of repeated records go further (style sheets with thousands of identical formats have
/// been seen at 150 to 1, at around 100 KB). Deflate itself cannot exceed about 1,030 to 1,
/// which bombs approach (repeating one record: 500 to 700 to 1). So a part may inflate to any
/// size up to `ratioFreeBytes`, and beyond that to at most `maxRatio` times its compressed size
/// (Apache POI's long-standing default ratio, whose reported false alarms were all small parts).
enum XLSXPartLimit {
  /// Parts up to this size are never refused for their ratio.
  static let ratioFreeBytes: UInt64 = 16 << 20
  /// Beyond `ratioFreeBytes`, the most a part may inflate per compressed byte.
  static let maxRatio: UInt64 = 100

  /// Why `part`, declared `inflated` bytes from `compressed`, may not be read with at most
  /// `maxBytes` allowed for it; nil when it may. (The declared size is what the streaming reader
  /// stops at, so a forged one cannot smuggle more.)
  static func problem(part: String, inflated: UInt64, compressed: UInt64, maxBytes: UInt64) -> String? {
    if inflated > maxBytes {
      return "\(part) inflates to \(inflated) bytes, more than the \(maxBytes) allowed"
    }
    let proportionate = compressed > UInt64.max / maxRatio ? UInt64.max : compressed * maxRatio
    let allowed = max(ratioFreeBytes, proportionate)
    guard inflated > allowed else { return nil }
    let ratio = inflated / max(compressed, 1)
    return "refusing \(part): its \(compressed) compressed bytes inflate to \(inflated) (\(ratio) to 1), "
      + "out of proportion to any spreadsheet (beyond \(ratioFreeBytes >> 20) MiB a part may inflate at most "
      + "\(maxRatio) to 1; workbooks compress about 5 to 20 to 1); the file looks built to exhaust memory "
      + "(a zip bomb)"
  }
}
