import EnrichCore
import Testing

/// Names explained by names: telling words, type words checked against the category, fillers.
@Suite struct NameEvidenceTests {
  func score(_ row: String, _ candidate: String, types: [String] = [], city: String? = nil) -> Double {
    let light = Set(city.map(TextFolding.tokens) ?? [])
    return NameEvidence.score(
      NameEvidence.Profile(FoldedName(row), lightWords: light), NameEvidence.Profile(FoldedName(candidate)),
      types: types)
  }

  @Test func theSameNameIsFullEvidenceAndNearTwinsScoreLess() {
    #expect(score("Fazer Café", "fazer cafe") == 1)
    #expect(score("Le Musée d'Anthropologie", "Musée d'Anthropologie", types: ["museum"]) <= 0.95)
    #expect(score("Le Musée d'Anthropologie", "Le Musée d'Anthropologie") == 1)
  }

  @Test func namesSharingOnlyTypeWordsAndArticlesAreNoEvidence() {
    #expect(score("Parc de la Colline", "Parc de la Mer", types: ["park"]) == 0)
    #expect(score("Refugi de les Fonts", "Refugi de les Agols", types: ["alpine_hut"]) == 0)
    #expect(score("Hôtel Negresco", "Hôtel de Paris", types: ["hotel", "lodging"]) == 0)
  }

  @Test func aMissingTellingWordOfTheCandidateIsNoMatch() {
    // `Lost` for `Lost In Helsinki`; `Bar in Helsinki` is besides not a bar.
    #expect(score("Lost", "Lost In Helsinki", types: ["store"]) < 0.6)
    #expect(score("Bar in Helsinki", "Lost In Helsinki", types: ["store"]) < 0.6)
    #expect(score("club alpin monegasque", "Pizzeria Monégasque", types: ["restaurant", "food"]) < 0.6)
  }

  @Test func typeWordsAreCheckedAgainstTheCategory() {
    #expect(score("Restaurant Smakelijk!", "Smakelijk!", types: ["restaurant", "food"]) >= 0.85)
    #expect(score("Ravintola Savotta", "Savotta", types: ["restaurant", "food"]) >= 0.85)
    #expect(score("Café de Paris", "Hôtel de Paris", types: ["hotel", "lodging"]) < 0.6)
    #expect(score("Pizzeria du Port Hercule", "Port Hercule", types: ["marina"]) < 0.6)
  }

  @Test func typosLegalFormsAndTheRowsCityAreTolerated() {
    #expect(score("Kapelli", "Kappeli") >= 0.75)
    #expect(score("Yacht lCub de Monaco", "Yacht Club de Monaco") >= 0.8)
    #expect(score("Jacadi SAM", "Jacadi", types: ["clothing_store"]) >= 0.9)
    #expect(score("Stockmann Oy Ab", "Stockmann") >= 0.9)
    #expect(score("Starbucks Helsinki", "Starbucks", city: "Helsinki") >= 0.7)
    #expect(score("Starbucks Helsinki", "Starbucks") < 0.6)
  }

  @Test func aNameOfTypeWordsOnlyIsComparedOnThem() {
    #expect(score("Casino shop", "Casino shop", types: ["convenience_store"]) == 1)
    #expect(score("Casino shop", "Casino", types: ["supermarket"]) < 0.7)
    #expect(score("Le Palcae Café", "Le Palace Café", types: ["cafe"]) >= 0.8)
  }

  @Test func aRowThatNamesACategoryExplainsNoNamedPlace() {
    let row = NameEvidence.Profile(FoldedName("pharmacy"))
    #expect(row.isCategoryOnly)
    #expect(score("pharmacy", "Yliopiston Apteekki", types: ["pharmacy"]) == 0)
    #expect(TypeWords.agrees("apteekki", with: ["pharmacy", "health"]))
    #expect(!TypeWords.agrees("apteekki", with: ["restaurant"]))
  }

  @Test func elidedArticlesAreWordsOtherApostrophesAreDropped() {
    #expect(TextFolding.fold("L'Épi d'Or") == "l epi d or")
    #expect(TextFolding.fold("Maison d’Arrêt") == "maison d arret")
    #expect(TextFolding.fold("McDonald's") == "mcdonalds")
    #expect(TextFolding.fold("Stars ’n’ Bars") == "stars n bars")
    #expect(TextFolding.fold("dell'Arte") == "dell arte")
  }
}

/// Street names compared word by word, short forms without a table.
@Suite struct StreetMatchTests {
  func similarity(_ a: String, _ b: String, optional: Set<String> = []) -> Double {
    StreetMatch.similarity(TextFolding.tokens(a), TextFolding.tokens(b), optional: optional)
  }

  @Test(arguments: [
    ("Bd des Moulins", "Boulevard des Moulins"), ("Av. Princesse Grace", "Avenue Princesse Grace"),
    ("Avda. Meritxell", "Avinguda Meritxell"), ("C/ Major", "Carrer Major"),
    ("Ctra. de la Comella", "Carretera de la Comella"),
    ("Pl. du Campanin", "Place du Campanin"), ("Pg. de Gràcia", "Passeig de Gràcia"),
    ("Quai Antoine Ier", "Quai Antonie Ier"),
  ])
  func shortFormsAndTyposAreTheSameStreet(short: String, full: String) {
    #expect(similarity(short, full) >= 0.9, "\(short) / \(full)")
  }

  @Test func differentStreetsAreNot() {
    #expect(similarity("Boulevard Victor Hugo", "Rue Victor Hugo") == 0)
    #expect(similarity("Rue Grimaldi", "Rue Princesse Caroline") == 0)
    #expect(similarity("Boulevard Victor Hugo", "Rue Victor Hugo", optional: ["rue", "boulevard"]) == 0)
  }

  @Test func aStreetTypeMayBeLeftOut() {
    #expect(similarity("Princesse Grace", "Avenue Princesse Grace", optional: ["avenue"]) == 0.9)
    #expect(similarity("Princesse Grace", "Avenue Princesse Grace") == 0)
  }
}
