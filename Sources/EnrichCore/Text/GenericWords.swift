/// Words that say what kind of business a place is, or its legal form, rather than which one it
/// is. They count little when names are compared, so `Ravintola Savotta` matches `Savotta` and
/// `Café Regatta` matches `Regatta`. Folded forms (see `TextFolding`).
package enum GenericWords {
  /// Every generic word, folded.
  package static let all: Set<String> = [
    // Legal forms
    "oy", "oyj", "ab", "abp", "ky", "tmi", "ry", "ltd", "limited", "inc", "llc", "gmbh", "ag", "as",
    "asa", "aps", "sa", "sarl", "srl", "spa", "bv", "nv", "plc", "co", "corp", "company",
    // Food and drink
    "ravintola", "restaurant", "restaurang", "ristorante", "restaurante", "cafe", "kahvila",
    "kafe", "kaffe", "coffee", "cafeteria", "kahvio", "bar", "baari", "pub", "bistro", "pizzeria",
    "grill", "gastropub", "brasserie", "trattoria", "osteria", "bakery", "leipomo", "konditoria",
    // Lodging and shops
    "hotel", "hotelli", "hostel", "motel", "shop", "store", "kauppa", "myymala", "butik",
    // Connectors
    "the", "and", "ja", "och", "und", "et", "of", "la", "le", "il", "el", "der", "die", "das",
  ]
}
