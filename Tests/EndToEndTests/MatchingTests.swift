import Foundation
import Testing

/// Issue 14's failures, through the binary on the indexes of the two sample extracts (Helsinki
/// and Monaco): names in other languages, look-alikes, branches elsewhere, category search and
/// the Text Search options on the local provider.
@Suite struct MatchingTests {
  /// `enrich search TEXT options...` on an extract's index: the row object.
  func search(_ text: String, _ options: [String] = [], extract: String = "helsinki") throws -> [String: Any]
  {
    let result = try EnrichProcess.run(
      ["search", text, "--json", "--no-open-status"] + options,
      environment: try SampleIndex.environment(extract))
    #expect(result.status == 0, "\(result.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  func place(_ row: [String: Any]) -> [String: Any] { row["place"] as? [String: Any] ?? [:] }
  func candidates(_ row: [String: Any]) -> [[String: Any]] { row["candidates"] as? [[String: Any]] ?? [] }

  @Test(arguments: [
    ("Boxarna", "node/1380991235"), ("Helsingfors Musikhuset", "way/58023634"),
    ("Helsingfors järnvägsstation", "node/25389429"), ("Elielplatsen", "node/60069304"),
    ("हेलसिंकी", "node/1372477580"),
  ])
  func otherLanguageNamesAreMatched(text: String, id: String) throws {
    let row = try search(text)
    #expect(row["status"] as? String == "matched", "\(text): \(row)")
    #expect(place(row)["id"] as? String == id)
  }

  @Test func languagePicksTheDisplayedName() throws {
    #expect(place(try search("Helsingfors järnvägsstation"))["name"] as? String == "Helsinki")
    #expect(
      place(try search("Helsingfors järnvägsstation", ["--language", "sv"]))["name"] as? String
        == "Helsingfors järnvägsstation")
    #expect(place(try search("हेलसिंकी"))["name"] as? String == "Helsinki")
    #expect(place(try search("हेलसिंकी", ["--language", "hi"]))["name"] as? String == "हेलसिंकी")
    // A language the place has no name in falls back to its name.
    #expect(place(try search("Musiikkitalo", ["--language", "xx"]))["name"] as? String == "Musiikkitalo")
  }

  @Test(arguments: [
    ("Bar in Helsinki", "helsinki"), ("Lost", "helsinki"), ("Parc de la Colline Imaginaire", "monaco"),
    ("Refugi de les Fonts", "monaco"), ("Pizzeria du Port Hercule", "monaco"), ("Hôtel Negresco", "monaco"),
  ])
  func namesSharingOnlyTypeWordsOrArticlesAreNotMatched(text: String, extract: String) throws {
    let row = try search(text, extract: extract)
    #expect(row["status"] as? String != "matched", "\(text) matched \(place(row))")
  }

  @Test func classesOnceMissingAreIndexedSoTheRightPlaceIsFound() throws {
    // club=hiking was not indexed; "Pizzeria Monégasque" was matched instead.
    let club = try search("club alpin monegasque", extract: "monaco")
    #expect(club["status"] as? String == "matched")
    #expect(place(club)["id"] as? String == "node/3411201593")
    // leisure=escape_game, amenity=parking_entrance, leisure=sports_hall.
    for (text, id) in [
      ("Iris Game", "node/9779607915"), ("Parking de la Costa", "node/1872889461"),
    ] {
      let row = try search(text, extract: "monaco")
      #expect(place(row)["id"] as? String == id, "\(text): \(row)")
    }
  }

  @Test func aBranchAtAnAddressOutsideTheExtractIsNotTheLocalBranch() throws {
    let spar = try search("Spar, 22 Boulevard Victor Hugo, Nice", extract: "monaco")
    #expect(spar["status"] as? String != "matched", "\(place(spar))")
    let alepa = try search("Alepa, Otaniementie 12, Espoo")
    #expect(alepa["status"] as? String != "matched", "\(place(alepa))")
    // The same chain at an address of the extract is matched to the branch there, even when
    // that branch has no address tags of its own (placed by the address point beside it).
    let local = try search("Spar, 17 Av. des Spélugues", extract: "monaco")
    #expect(local["status"] as? String == "matched", "\(local)")
    #expect(place(local)["id"] as? String == "node/268113123")
  }

  @Test func aCategorySearchFindsPlacesOfThatCategory() throws {
    let row = try search("pharmacy", ["--near", "60.1699,24.9384", "--radius", "500", "--type", "pharmacy"])
    let listed = candidates(row)
    #expect(listed.count >= 3, "\(row)")
    #expect(listed.allSatisfy { ($0["types"] as? [String])?.contains("pharmacy") == true })
    #expect(row["status"] as? String != "matched")
    // The category in the local language works without --type too.
    let apteekki = candidates(try search("apteekki", ["--near", "60.1699,24.9384", "--radius", "500"]))
    #expect(apteekki.count >= 3)
  }

  @Test func maxResultsAndRankDistanceAreHonoured() throws {
    // Five were listed whatever was asked.
    let many = candidates(try search("cafe", ["--near", "60.1699,24.9384", "--max-results", "12"]))
    #expect(many.count > 5 && many.count <= 12, "\(many.count)")
    let nearest = candidates(
      try search("cafe", ["--near", "60.1699,24.9384", "--max-results", "8", "--rank", "distance"]))
    let distances = nearest.compactMap { $0["distanceMeters"] as? Double }
    #expect(distances.count == 8)
    #expect(distances == distances.sorted())
  }

  @Test func openNowDropsPlacesNotKnownToBeOpen() throws {
    // Mummotunneli has no opening hours; the city-bike station is open 24/7.
    #expect(try search("Mummotunneli")["status"] as? String == "matched")
    #expect(try search("Mummotunneli", ["--open-now"])["status"] as? String != "matched")
    let bikes = try search("Kiasma kaupunkipyöräasema", ["--open-now"])
    #expect(bikes["status"] as? String == "matched", "\(bikes)")
  }

  @Test func optionsOsmCannotHonourAreWarnedAboutOncePerRun() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = directory.appendingPathComponent("in.csv")
    try Data("name\nKappeli\nFazer Cafe\nTeemaa\n".utf8).write(to: input)
    let result = try EnrichProcess.run(
      [
        input.path, "-o", "-", "-f", "ndjson", "--no-open-status", "--min-rating", "4", "--price-levels",
        "PRICE_LEVEL_MODERATE",
      ],
      environment: try SampleIndex.environment())
    #expect(result.status == 0, "\(result.stderr)")
    let warnings = result.stderr.split(separator: "\n").filter { $0.contains("cannot filter by") }
    #expect(warnings.count == 1, "\(result.stderr)")
    #expect(warnings.first?.contains("--min-rating") == true)
    #expect(warnings.first?.contains("--price-levels") == true)
  }

  @Test func theGeocodeFallbackKeepsThePlaceCandidates() throws {
    let row = try search("Robert's Coffee, Annankatu 21")
    #expect(row["status"] as? String == "geocoded")
    #expect(row["method"] as? String == "geocode")
    #expect(candidates(row).contains { ($0["name"] as? String)?.contains("Robert") == true }, "\(row)")
  }
}
