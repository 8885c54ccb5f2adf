/// Finds post-office and rural-route boxes (`PO Box 12`, `RR 1 Box 54`, `HC 2 Box 85`,
/// `Postfach 10 12`), which are mailing addresses rather than units, and reports the tokens
/// they cover so the unit scan leaves them alone.
struct POBoxDetector {
  /// Words that lead up to a box in rural and military mail (`RR # 1 Box 54`, `Star Route 2 Box 7`).
  private static let leadWords: Set<String> = [
    "rr", "rt", "rte", "route", "rural", "hc", "hcr", "highway", "hwy", "contract", "star", "rfd", "cmr",
    "psc", "po", "p.o", "p", "o", "post", "office", "fm", "#",
  ]
  /// Words that are a box on their own in other postal systems.
  private static let foreignBoxWords: Set<String> = [
    "apartado", "apdo", "postfach", "postbus", "postboks", "casilla", "postilokero", "pl", "gpo",
    "а/я", "bp", "cp",
  ]

  let tokens: [AddressToken]

  /// Whether the address holds a box, and which tokens belong to it.
  func detect() -> (found: Bool, claimed: Set<Int>) {
    var claimed = Set<Int>()
    var found = false
    var index = 0
    while index < tokens.count {
      if let end = boxEnd(at: index) {
        found = true
        let start = leadStart(before: index)
        claimed.formUnion(start..<end)
        index = end
      } else {
        index += 1
      }
    }
    return (found, claimed)
  }

  /// The end (exclusive) of a box that starts at `index`, or nil when no box starts there.
  private func boxEnd(at index: Int) -> Int? {
    let token = tokens[index]
    guard token.isWord else { return nil }
    let compact = token.folded.replacingOccurrences(of: ".", with: "")
    switch compact {
    case "pob", "pobox", "pobx", "box", "bx":
      return numberEnd(after: index + 1, allowBare: compact == "box" && hasRuralLead(before: index))
        ?? (compact == "box" || compact == "bx" ? nil : index + 1)
    case "post":
      guard index + 1 < tokens.count, tokens[index + 1].folded == "office" else { return nil }
      var next = index + 2
      if next < tokens.count, tokens[next].folded == "box" { next += 1 }
      return numberEnd(after: next, allowBare: false)
    case "private", "locked":
      guard index + 1 < tokens.count, tokens[index + 1].folded == "bag" else { return nil }
      return numberEnd(after: index + 2, allowBare: true)
    case "apartado", "caixa", "casella", "boite", "boîte":
      // `Apartado de Correos 123`, `Caixa Postal 45`, `Casella Postale 7`, `Boîte postale 12`.
      var next = index + 1
      while next < tokens.count, ["de", "correos", "postal", "postale"].contains(tokens[next].folded) {
        next += 1
      }
      guard next > index + 1 || token.folded == "apartado", next < tokens.count, tokens[next].hasDigit else {
        return nil
      }
      return numberEnd(after: next, allowBare: false)
    default:
      if Self.foreignBoxWords.contains(token.folded),
        let end = numberEnd(after: index + 1, allowBare: false),
        tokens[index + 1].hasDigit
          || (index + 2 < tokens.count && tokens[index + 2].hasDigit)
      {
        // `PL 123` (Finnish) and `BP 45` (French) need a number right after them.
        if (token.folded == "pl" || token.folded == "bp" || token.folded == "cp"),
          !tokens[index + 1].isAllDigits
        {
          return nil
        }
        return end
      }
      return nil
    }
  }

  /// The end of the box number after `index`: `123`, `# 45`, `1A`, `103 a`, or nil.
  private func numberEnd(after index: Int, allowBare: Bool) -> Int? {
    var next = index
    if next < tokens.count, tokens[next].kind == .separator, next + 1 < tokens.count,
      tokens[next + 1].kind == .hash
    {
      next += 1
    }
    if next + 1 < tokens.count, AddressLexicon.directions.contains(tokens[next].folded),
      tokens[next + 1].kind == .hash
    {
      next += 1  // `Route Box West # 4`
    }
    if next < tokens.count, tokens[next].kind == .hash { next += 1 }
    guard next < tokens.count, tokens[next].isWord, isBoxNumber(tokens[next]) else {
      if allowBare, next >= tokens.count || tokens[next].kind == .separator { return next }
      return nil
    }
    var end = next + 1
    if end < tokens.count, tokens[end].isWord, tokens[end].key.count == 1, tokens[end].isAllLetters,
      end + 1 >= tokens.count || tokens[end + 1].kind == .separator || tokens[end + 1].isWord
    {
      // `Box 103 a`: a trailing letter belongs to the box number unless it starts a word.
      if end + 1 >= tokens.count || tokens[end + 1].kind == .separator
        || !(tokens[end + 1].key.first?.isLetter ?? false) || tokens[end + 1].key.count > 1
      {
        end += 1
      }
    }
    return end
  }

  private func isBoxNumber(_ token: AddressToken) -> Bool {
    if token.hasDigit { return token.key.count <= 12 }
    return token.key.count == 1 && token.isAllLetters
  }

  private func hasRuralLead(before index: Int) -> Bool {
    var cursor = index - 1
    var steps = 0
    while cursor >= 0, steps < 4, tokens[cursor].kind != .separator {
      if ["rr", "rt", "rte", "route", "rfd", "hc", "hcr"].contains(tokens[cursor].folded) { return true }
      cursor -= 1
      steps += 1
    }
    return false
  }

  /// Walks back over `RR # 1`, `HC R 32`, `P. O.` so the whole rural box is claimed.
  private func leadStart(before index: Int) -> Int {
    var start = index
    var cursor = index - 1
    while cursor >= 0, index - cursor <= 6, tokens[cursor].kind != .separator {
      let token = tokens[cursor]
      let isLead = Self.leadWords.contains(token.folded) || token.kind == .hash
      let isNumber = token.hasDigit && token.key.count <= 6
      let isRouteLetter = token.key.count == 1 && token.isAllLetters
      guard isLead || isNumber || isRouteLetter else { break }
      start = cursor
      cursor -= 1
    }
    return start
  }
}
