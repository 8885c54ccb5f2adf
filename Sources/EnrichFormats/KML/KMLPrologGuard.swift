/// Refuses KML whose prolog (everything before the root element) declares a DOCTYPE, before
/// libxml2 sees a single byte. KML never needs a DTD; DTDs are how entity-expansion ("billion
/// laughs") and external-entity (XXE) attacks arrive. libxml2 is also opened without entity
/// substitution or DTD loading, and the reader refuses a DOCTYPE node: this is the first of
/// three fences.
enum KMLPrologGuard {
  static let maxPrologBytes = 64 * 1024

  static func check(_ source: ByteSource) throws {
    let head = try source.peek(maxPrologBytes)
    // UTF-16 text of ASCII markup is the same bytes with zeros between them.
    let bytes = head.filter { $0 != 0 }
    let doctype = Array("<!DOCTYPE".utf8)
    var index = 0
    var line = 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A { line += 1 }
      if byte == UInt8(ascii: "<"), index + 1 < bytes.count {
        let next = bytes[index + 1]
        if isNameStart(next) { return }
        if next == UInt8(ascii: "!"), bytes[index...].starts(with: doctype) {
          throw FormatError(
            file: source.name, line: line,
            message: "refusing a KML file with a <!DOCTYPE> declaration (DTDs and entities can read local "
              + "files or expand without bound); remove the DOCTYPE")
        }
      }
      index += 1
    }
    if head.count >= maxPrologBytes {
      throw FormatError(
        file: source.name, line: line,
        message: "no root element in the first \(maxPrologBytes) bytes; this does not look like KML")
    }
  }

  private static func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
  }
}
