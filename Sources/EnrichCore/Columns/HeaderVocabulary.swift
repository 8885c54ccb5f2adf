/// What header names mean: the role a header names exactly, a role a longer header names
/// through one of its words (`Customer Name`, `Nom du magasin`, `店舗名称`), and whether a cell
/// reads like a header at all (a role or another common column such as `Phone` or `Notes`).
/// Names are compared folded (`key`): case, accents, punctuation and spacing do not matter.
package enum HeaderVocabulary {
  /// The folded form headers are compared in: `TextFolding` with words joined by `_`
  /// (`Postal Code` → `postal_code`, `Nom de l'entreprise` → `nom_de_l_entreprise`).
  package static func key(_ header: String) -> String {
    TextFolding.fold(header).split(separator: " ").joined(separator: "_")
  }

  /// The role `header` names exactly, if any. A trailing number (`Address 1`, `nimi2`) is
  /// ignored: spreadsheets number repeated columns.
  package static func role(exactly header: String) -> ColumnRole? {
    let folded = key(header)
    if let role = exact[folded] { return role }
    let stripped = withoutTrailingNumber(folded)
    return stripped == folded ? nil : exact[stripped]
  }

  /// The role a header names through one of its words, when no word says it is about
  /// something else: the last words (`Customer Name`, `Asiakkaan nimi`, `दुकान का नाम`), the
  /// first words (`Nom du magasin`, `Indirizzo sede`), or, in scripts written without spaces,
  /// the end of the text (`店舗名称`). Short or double-edged names (`long`, `no`, `x`) and
  /// house numbers (`Store Number`) are never guessed this way.
  package static func role(byWord header: String) -> ColumnRole? {
    let words = key(header).split(separator: "_").map(String.init).filter { !isNumber($0) }
    guard !words.isEmpty else { return nil }
    if words.contains(where: otherSubjectKeys.contains) { return nil }
    if words.count > 1 {
      for count in stride(from: min(3, words.count - 1), through: 1, by: -1) {
        for part in [words.suffix(count), words.prefix(count)] {
          let name = part.joined(separator: "_")
          if let role = exact[name], isGuessable(name, role) { return role }
        }
      }
      return nil
    }
    let word = words[0]
    guard word.unicodeScalars.contains(where: isIdeograph) else { return nil }
    if otherSubjectKeys.contains(where: { word.contains($0) }) { return nil }
    for (name, role) in ideographicSuffixes where word.hasSuffix(name) && role != .houseNumber { return role }
    return nil
  }

  /// Which of several name columns holds the place's name, lowest first: an organisation's or a
  /// business's name (0), a name (1), a brand (2).
  package static func nameRank(_ header: String) -> Int {
    let folded = key(header)
    if organisationKeys.contains(folded) { return 0 }
    return brandKeys.contains(folded) ? 2 : 1
  }

  /// Whether `header` is a name columns commonly have (a role's or another's, exactly).
  package static func isKnownHeader(_ header: String) -> Bool {
    let folded = key(header)
    if folded.isEmpty { return false }
    return exact[folded] != nil || others.contains(folded) || exact[withoutTrailingNumber(folded)] != nil
  }

  /// Whether `header` names something that is not a role (`Phone`, `Notes`, `Y-tunnus`).
  package static func isOtherHeader(_ header: String) -> Bool { others.contains(key(header)) }

  // MARK: Tables

  private static let exact: [String: ColumnRole] = {
    var table: [String: ColumnRole] = [:]
    for (role, names) in roleNames {
      for name in names {
        let folded = key(name)
        if !folded.isEmpty, table[folded] == nil { table[folded] = role }
      }
    }
    return table
  }()

  private static let others: Set<String> = Set(otherHeaders.map(key).filter { exact[$0] == nil })

  private static let otherSubjectKeys: Set<String> = Set(otherSubjects.map(key))
  private static let organisationKeys: Set<String> = Set(organisationNames.map(key))
  private static let brandKeys: Set<String> = Set(brandNames.map(key))

  /// Role names in ideographic scripts, longest first, for headers written without spaces.
  private static let ideographicSuffixes: [(String, ColumnRole)] = exact.filter { name, _ in
    name.count >= 2 && name.unicodeScalars.contains(where: isIdeograph)
  }.sorted { $0.key.count > $1.key.count || ($0.key.count == $1.key.count && $0.key < $1.key) }
    .map { ($0.key, $0.value) }

  private static func isIdeograph(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: return true
    default: return false
    }
  }

  private static func isGuessable(_ name: String, _ role: ColumnRole) -> Bool {
    // Words are short in the scripts beyond Latin (`नाम`, `地址`); in Latin, short ones are
    // abbreviations that also mean other things.
    let latin = name.unicodeScalars.allSatisfy { $0.value < 0x300 }
    return role != .houseNumber && (name.count >= 4 || !latin) && name != "long"
  }

  private static func isNumber(_ word: String) -> Bool { !word.isEmpty && word.allSatisfy(\.isNumber) }

  private static func withoutTrailingNumber(_ folded: String) -> String {
    var text = Substring(folded)
    while let last = text.last, last.isNumber { text = text.dropLast() }
    while text.last == "_" { text = text.dropLast() }
    return text.isEmpty ? folded : String(text)
  }
}
