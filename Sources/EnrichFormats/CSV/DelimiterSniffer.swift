/// Guesses a CSV delimiter from the first lines: the candidate (`,` `;` tab `|`) that occurs
/// outside quotes the same number of times on the most lines (a title line above the table,
/// with no delimiter at all, does not decide); ties go to the larger count, then to the
/// candidate listed first. Without any candidate, a comma.
enum DelimiterSniffer {
  static let candidates: [UInt8] = [UInt8(ascii: ","), UInt8(ascii: ";"), 0x09, UInt8(ascii: "|")]

  static func sniff(_ head: [UInt8], maxLines: Int = 20) -> UInt8 {
    let counts = lineCounts(head, maxLines: maxLines)
    var best = 0
    var bestScore = (lines: 0, count: 0)
    for slot in candidates.indices {
      var lines: [Int: Int] = [:]
      for line in counts where line[slot] > 0 { lines[line[slot], default: 0] += 1 }
      guard let mode = lines.max(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { continue }
      if mode.value > bestScore.lines || (mode.value == bestScore.lines && mode.key > bestScore.count) {
        best = slot
        bestScore = (mode.value, mode.key)
      }
    }
    return candidates[best]
  }

  /// How often each candidate occurs outside quotes on each of the first non-blank lines.
  static func lineCounts(_ head: [UInt8], maxLines: Int) -> [[Int]] {
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
    return counts
  }
}
