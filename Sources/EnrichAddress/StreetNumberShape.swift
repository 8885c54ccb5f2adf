/// The shapes of a house number that defeat text search even without a unit.
enum StreetNumberShape: Sendable, Equatable {
  /// `23-30`, `47-380`, `60-66`, `25-1`: road-segment prefixes, ranges and chome-ban-go.
  case hyphenated(String)
  /// `3191/17` after the street: Czech/Slovak conscription/orientation number.
  case conscription(String)
}

/// Classifies the first house number of an address.
struct StreetNumberClassifier {
  let text: String
  let cursor: TokenCursor
  /// Tokens already explained as a PO box or a subpremise.
  let explained: Set<Int>

  func classify() -> [StreetNumberShape] {
    var shapes: [StreetNumberShape] = []
    if let hyphen = hyphenatedNumber() ?? cjkHyphenatedNumber() { shapes.append(.hyphenated(hyphen)) }
    if let slash = conscriptionNumber() { shapes.append(.conscription(slash)) }
    return shapes
  }

  /// The first unexplained number of the address, if it is `digits-digits`.
  private func hyphenatedNumber() -> String? {
    for index in 0..<cursor.count where cursor[index].isWord {
      let token = cursor[index]
      if token.folded.hasPrefix("chome-") || token.folded.hasPrefix("chōme-") {
        return String(token.raw)  // romanised chome-ban-go: `4 Chome-2-8`
      }
      guard token.startsWithDigit else { continue }
      if explained.contains(index) {
        // `10/12` is house number and flat in one token: the house number has been seen.
        if token.key.unicodeScalars.contains("/") { return nil }
        continue
      }
      guard !token.raw.contains(where: Self.isCJK) else { return nil }
      if let next = cursor.word(index + 1, sameSegmentAs: index),
        next.folded.hasPrefix("chome-") || next.folded.hasPrefix("chōme-")
      {
        return "\(token.raw) \(next.raw)"  // `4 Chome-2-8`
      }
      guard Self.isHyphenPair(token.key) else {
        // `Cra 18 # 63-64`: Colombian plates put the hyphenated part after `#`.
        if index + 2 < cursor.count, cursor[index + 1].kind == .hash, Self.isHyphenPair(cursor[index + 2].key)
        {
          return "\(token.raw)#\(cursor[index + 2].raw)"
        }
        return nil
      }
      if index > 0, ["cep", "zip", "plz", "〒", "tel", "phone", "fax"].contains(cursor[index - 1].folded) {
        return nil
      }
      return String(token.raw.trimmingSuffix { $0 == "." || $0 == "," })
    }
    return nil
  }

  /// Japanese block-lot numbers inside CJK text: `高畠町25-1`, not the postcode `〒601-8446`.
  private func cjkHyphenatedNumber() -> String? {
    guard text.contains(where: Self.isCJK) else { return nil }
    var index = text.startIndex
    while index < text.endIndex {
      guard text[index].isASCII, text[index].isNumber else {
        index = text.index(after: index)
        continue
      }
      let start = index
      var end = index
      while end < text.endIndex, (text[end].isASCII && text[end].isNumber) || "-－−‐".contains(text[end]) {
        end = text.index(after: end)
      }
      let run = String(text[start..<end])
      let before = start > text.startIndex ? text[text.index(before: start)] : " "
      let parts = run.split(whereSeparator: { "-－−‐".contains($0) })
      let isPostcode = before == "〒" || (parts.count == 2 && parts[0].count == 3 && parts[1].count == 4)
      if parts.count >= 2, !isPostcode, !(before.isASCII && before.isNumber) { return run }
      index = end
    }
    return nil
  }

  /// `Stroupežnického 3191/17`: a slash number after the street name (street-first order).
  private func conscriptionNumber() -> String? {
    for index in 1..<max(cursor.count, 1) where cursor[index].isWord && !explained.contains(index) {
      let token = cursor[index]
      let parts = token.key.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let first = parts.first, let second = parts.last,
        !first.isEmpty, first.allSatisfy(\.isNumber), second.first?.isNumber ?? false,
        second.allSatisfy({ $0.isNumber || $0.isLetter }),
        let street = cursor.word(index - 1, sameSegmentAs: index), street.isAllLetters
      else { continue }
      return String(token.raw.trimmingSuffix { $0 == "," })
    }
    return nil
  }

  static func isHyphenPair(_ key: String) -> Bool {
    let parts = key.split(whereSeparator: { "-–".contains($0) })
    guard parts.count == 2, key.filter({ "-–".contains($0) }).count == 1 else { return false }
    guard
      parts.allSatisfy({ part in
        part.first?.isNumber == true && part.count <= 6
          && part.dropFirst().allSatisfy { $0.isNumber || $0.isLetter }
          && part.filter(\.isLetter).count <= 1
      })
    else { return false }
    let first = parts[0].filter(\.isNumber)
    let second = parts[1].filter(\.isNumber)
    // ZIP+4, Japanese and Brazilian postcodes and phone numbers are not street numbers.
    if first.count == 5 && (second.count == 4 || second.count == 3) { return false }
    if first.count == 3 && second.count == 4 { return false }
    return true
  }

  static func isCJK(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x3040...0x30FF, 0x3400...0x9FFF, 0xAC00...0xD7A3, 0xFF00...0xFFEF, 0x3000...0x303F: return true
    default: return false
    }
  }
}

extension Substring {
  fileprivate func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
    var result = self
    while let last = result.last, predicate(last) { result = result.dropLast() }
    return result
  }
}
