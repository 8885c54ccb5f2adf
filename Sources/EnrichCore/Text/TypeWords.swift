/// Words that say what kind of place a name belongs to (`Ravintola`, `Café`, `Parc`, `Refugi`,
/// `Ambassade`), in the EU languages and English, folded (see `TextFolding`), each with the
/// place types (`PlaceTypeMapping` of the local provider, Google's types) that agree with it.
/// In a name they are evidence of the category, checked against the candidate's types, not
/// evidence of which place it is: `Parc de la Mer` and `Parc de la Colline` share only words of
/// this table and of `NameWords.articles`.
package enum TypeWords {
  /// A kind of place: its words and the types that agree with it.
  package struct Group: Sendable {
    package let name: String
    /// Types that agree with the words (lenient: a `Ravintola` may be a bar).
    package let types: Set<String>
    /// The types the words ask for when they are all a query says (`cafe` finds cafés only).
    package let core: Set<String>
    package let words: [String]

    init(name: String, types: Set<String>, core: Set<String>? = nil, words: [String]) {
      self.name = name
      self.types = types
      self.core = core ?? types
      self.words = words
    }
  }

  /// The groups a folded word belongs to (usually one).
  package static func groups(of word: String) -> [Group]? { index[word] }

  /// Whether `word` is a type word.
  package static func contains(_ word: String) -> Bool { index[word] != nil }

  /// Whether a place with `types` is of a kind `word` names (true for words not in the table).
  package static func agrees(_ word: String, with types: [String]) -> Bool {
    guard let groups = index[word] else { return true }
    return groups.contains { group in types.contains(where: group.types.contains) }
  }

  /// The table (`TypeWordTable`).
  package static var all: [Group] { TypeWordTable.groups }

  private static let index: [String: [Group]] = {
    var index: [String: [Group]] = [:]
    for group in all {
      for word in group.words { index[word, default: []].append(group) }
    }
    return index
  }()

}
