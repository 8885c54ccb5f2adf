/// How far a part of an `.xlsx` archive may inflate before it is read: the work of reading a
/// workbook must stay in proportion to the file's size, and a zip bomb is a part that inflates
/// out of all proportion (1.5 MB of deflated `<si/>` is a gigabyte of empty shared strings).
///
/// What workbooks compress to: Excel's sheets and shared strings deflate 5 to 20 times, even a
/// million identical rows (every row and cell names its own position; shared strings are all
/// different). Only periodic XML goes much further: small parts of repeated records (style
/// sheets of thousands of identical formats reach 150 to 1 at about 100 KB), and, rarely, big
/// parts from other writers (the same 2,000-character inline text in every row: about 100 to
/// 1; shared strings not deduplicated, rows without positions: 300 to 400). Deflate cannot
/// exceed about 1,030 to 1, which bombs approach (one record repeated: 500 to 700). So a part
/// may inflate to any size up to `ratioFreeBytes`, and beyond it to at most `maxRatio` times
/// its compressed size (Apache POI's long-standing default, whose reported false alarms were
/// all small parts); a refused genuine workbook reads once saved again in Excel, which writes
/// none of those periodic forms.
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
    return "refusing \(part): its \(compressed) compressed bytes inflate to \(inflated) (\(ratio) to 1); "
      + "beyond \(ratioFreeBytes >> 20) MiB a part may inflate at most \(maxRatio) to 1 (Excel's own "
      + "files: about 5 to 20), so this looks built to exhaust memory (a zip bomb); a genuine workbook "
      + "saved again in Excel will be read"
  }
}
