import Foundation

/// Splits an address into tokens and segments without losing positions in the original text.
enum AddressTokenizer {
  private static let separators: Set<Character> = [",", ";", "，", "、", "；", "(", ")", "|", "。", "،", "؛"]
  private static let dashes: Set<String> = ["-", "–", "—", "−"]

  static func tokenize(_ text: String) -> [AddressToken] {
    var tokens: [AddressToken] = []
    var segment = 0
    var start: String.Index?

    func append(_ kind: AddressToken.Kind, _ range: Range<String.Index>) {
      let raw = text[range]
      var key = raw.lowercased()
      while let last = key.last, last == "." || last == ":" || last == "-", key.count > 1 {
        key.removeLast()
      }
      var finalKind = kind
      if kind == .word, dashes.contains(String(raw)) { finalKind = .dash }
      // Folding through Foundation is the costliest step; plain ASCII needs none.
      let folded =
        key.utf8.allSatisfy { $0 < 0x80 }
        ? key : key.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
      tokens.append(
        AddressToken(
          kind: finalKind, range: range, raw: raw, key: key, folded: folded, segment: segment))
    }
    func flush(_ end: String.Index) {
      if let begin = start {
        append(.word, begin..<end)
        start = nil
      }
    }

    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if separators.contains(character) || character.isNewline {
        flush(index)
        append(.separator, index..<next)
        segment += 1
      } else if character.isWhitespace {
        flush(index)
      } else if character == "#" || character == "＃" {
        flush(index)
        append(.hash, index..<next)
      } else if start == nil {
        start = index
      }
      index = next
    }
    flush(text.endIndex)
    return tokens
  }
}
