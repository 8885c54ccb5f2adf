/// Guesses a CSV delimiter from the first lines: the candidate (`,` `;` tab `|`) that occurs
/// outside quotes in the header line and the same number of times on most following lines.
enum DelimiterSniffer {
  static let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09, UInt8(ascii: "|")]

  static func sniff(_ head: [UInt8], maxLines: Int = 20) -> UInt8 {
    var counts: [[Int]] = []
    var current = [Int](repeating: 0, count: candidates.count)
    var inQuotes = false
    var lineHasContent = false
    var index = 0
    while index < head.count && counts.count < maxLines {
      let byte = head[index]
      index += 1
      if byte == UInt8(ascii: "\"") {
        inQuotes.toggle()
        lineHasContent = true
      } else if !inQuotes && (byte == 0x0A || byte == 0x0D) {
        if lineHasContent { counts.append(current) }
        current = [Int](repeating: 0, count: candidates.count)
        lineHasContent = false
      } else {
        lineHasContent = true
        if !inQuotes, let slot = candidates.firstIndex(of: byte) { current[slot] += 1 }
      }
    }
    if lineHasContent && counts.count < maxLines { counts.append(current) }
    guard let header = counts.first else { return candidates[0] }
    var best = 0
    var bestScore = (consistent: -1, inHeader: 0)
    for slot in candidates.indices where header[slot] > 0 {
      let consistent = counts.dropFirst().filter { $0[slot] == header[slot] }.count
      if consistent > bestScore.consistent
        || (consistent == bestScore.consistent && header[slot] > bestScore.inHeader)
      {
        best = slot
        bestScore = (consistent, header[slot])
      }
    }
    return candidates[best]
  }
}
