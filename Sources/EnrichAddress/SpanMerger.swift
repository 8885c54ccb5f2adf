/// Orders subpremise spans, drops overlaps, and joins neighbours separated only by commas or
/// spaces into one subpremise (`Bldg 171, Ste 7002`, `3階323号室`, `5号楼，8号室`).
enum SpanMerger {
  private static let glue: Set<Character> = [",", ";", "，", "、", "-", "–"]

  static func merge(_ spans: [SubpremiseSpan], in text: String) -> [SubpremiseSpan] {
    let sorted = spans.sorted { $0.range.lowerBound < $1.range.lowerBound }
    var result: [SubpremiseSpan] = []
    for span in sorted {
      guard var last = result.last else {
        result.append(span)
        continue
      }
      if span.range.lowerBound < last.range.upperBound {
        if span.range.upperBound > last.range.upperBound {
          last.range = last.range.lowerBound..<span.range.upperBound
          last.removal = last.removal.lowerBound..<max(last.removal.upperBound, span.removal.upperBound)
          result[result.count - 1] = last
        }
        continue
      }
      let between = text[last.range.upperBound..<span.range.lowerBound]
      let commas = between.filter { $0 == "," || $0 == "，" }.count
      if commas <= 1, between.allSatisfy({ $0.isWhitespace || glue.contains($0) }) {
        let kind = span.specificity > last.specificity ? span.kind : last.kind
        result[result.count - 1] = SubpremiseSpan(
          kind: kind, range: last.range.lowerBound..<span.range.upperBound,
          removal: last.removal.lowerBound..<span.removal.upperBound)
      } else {
        result.append(span)
      }
    }
    return result
  }
}
