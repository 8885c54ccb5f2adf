/// Words that say what kind of place a name belongs to, its legal form, or nothing at all
/// (articles): `TypeWords`, `NameWords.legalForms` and `NameWords.articles` together. They count
/// little when names are ranked, so `Ravintola Savotta` matches `Savotta`, and full-text search
/// does not look places up by them. Folded forms (see `TextFolding`).
package enum GenericWords {
  /// Every generic word, folded.
  package static let all: Set<String> = {
    var words = NameWords.articles.union(NameWords.legalForms)
    for group in TypeWords.all { words.formUnion(group.words) }
    return words
  }()
}
