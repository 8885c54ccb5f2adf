/// Builds the building address by cutting subpremise ranges out of the input and tidying the
/// punctuation the cut leaves behind (`185 - , 28046` → `185, 28046`).
enum BuildingAddress {
  private static let edgeJunk: Set<Character> = [
    ",", ";", "，", "、", "،", "؛", "-", "–", " ", "\t", "\n", "\r",
  ]
  private static let commas: Set<Character> = [",", "，", "、", ";", "،", "؛"]

  static func removing(_ ranges: [Range<String.Index>], from text: String) -> String {
    var pieces: [Substring] = []
    var position = text.startIndex
    for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= position {
      pieces.append(text[position..<range.lowerBound])
      position = range.upperBound
    }
    pieces.append(text[position...])
    return tidy(pieces.joined())
  }

  static func tidy(_ text: String) -> String {
    var output = ""
    var pendingSpace = false
    for character in text {
      if character == " " || character == "\t" {
        pendingSpace = true
        continue
      }
      let isComma = commas.contains(character)
      if isComma, let last = output.last, commas.contains(last) {
        pendingSpace = false
        continue
      }
      if pendingSpace, !isComma, !output.isEmpty { output.append(" ") }
      pendingSpace = false
      output.append(character)
    }
    while let first = output.first, edgeJunk.contains(first) { output.removeFirst() }
    while let last = output.last, edgeJunk.contains(last) { output.removeLast() }
    return output
  }
}
