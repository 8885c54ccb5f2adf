/// The lookups `StreetNames` uses, derived once from `StreetTypes`.
struct StreetTypeLexicon: Sendable {
  static let shared = StreetTypeLexicon(languages: StreetTypes.languages, concepts: StreetTypes.concepts)

  /// Folded street-type word → the first word of its concept (`avenida` → `avenue`).
  let concept: [String: String]
  /// Abbreviations usable without a full stop, folded → full word (`avda` → `avenida`).
  let bare: [String: String]
  /// Abbreviations written before the name, lower case with their `.` or `/` (`c/`, `av.`,
  /// `p.za`) → full word.
  let before: [String: String]
  /// Abbreviations written as a word after the name (`mnt.`, `u.`) → full word.
  let after: [String: String]
  /// Abbreviated endings of joined names, without the `.` (`str` → `straße`, `k` → `katu`),
  /// longest first: `Hauptstr.`, `Aleksanterink.`.
  let joined: [(ending: String, word: String)]
  /// Full words of the joined languages that may be written apart (`Aleksanterin katu`).
  let joinedWords: Set<String>
  /// Abbreviations written with a hyphen, lower case without a final `.` (`пр-кт`, `б-р`,
  /// `b-dul`) → full word: folding would split them in two.
  let hyphenated: [String: String]

  /// Which language's reading wins when two share an abbreviated ending (`g.` is Swedish
  /// `gatan` before Norwegian `gata`; `pl.` German `Platz`), then the table's order.
  static let joinedPriority = ["fi", "de", "sv", "nb", "da", "nl", "is"]

  init(languages: [StreetTypes.Language], concepts: [[String]]) {
    var concept: [String: String] = [:]
    for group in concepts {
      for word in group where concept[word] == nil { concept[word] = group[0] }
    }
    var bare: [String: String] = [:]
    var before: [String: String] = [:]
    var after: [String: String] = [:]
    var joined: [(String, String)] = []
    var seenEndings: Set<String> = []
    var joinedWords: Set<String> = []
    var hyphenated: [String: String] = [:]
    let rank = { (code: String) in Self.joinedPriority.firstIndex(of: code) ?? Self.joinedPriority.count }
    let ordered =
      languages.filter { $0.position != .joined }
      + languages.filter { $0.position == .joined }.sorted { rank($0.code) < rank($1.code) }
    for language in ordered {
      for entry in language.entries.split(separator: ";") {
        let parts = entry.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { continue }
        let word = String(parts[0]).trimmed()
        if language.position == .joined { joinedWords.insert(word) }
        for abbreviation in parts[1].split(whereSeparator: \.isWhitespace).map(String.init) {
          if abbreviation.contains("-") {
            let key = abbreviation.hasSuffix(".") ? String(abbreviation.dropLast()) : abbreviation
            if hyphenated[key] == nil { hyphenated[key] = word }
            continue
          }
          let marked = abbreviation.contains(".") || abbreviation.contains("/")
          if !marked {
            if bare[abbreviation] == nil { bare[abbreviation] = word }
            continue
          }
          switch language.position {
          case .before: if before[abbreviation] == nil { before[abbreviation] = word }
          case .after: if after[abbreviation] == nil { after[abbreviation] = word }
          case .joined:
            let ending = String(abbreviation.dropLast())
            if seenEndings.insert(ending).inserted { joined.append((ending, Self.spelled(word))) }
          }
        }
      }
    }
    self.concept = concept
    self.bare = bare
    self.before = before
    self.after = after
    self.joined = joined.sorted { $0.0.count > $1.0.count }
    self.joinedWords = joinedWords
    self.hyphenated = hyphenated
  }

  /// The written form of a joined ending (folded words lose `ß`, `ä`: `strasse`, `vagen`).
  private static func spelled(_ word: String) -> String {
    ["strasse": "straße", "vagen": "vägen", "allen": "allén", "plads": "plads"][word] ?? word
  }
}
