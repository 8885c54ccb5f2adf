import EnrichCore
import Testing

@testable import LocalProvider

/// Inputs far beyond any real name or address (a megabyte cell): every path of the provider
/// answers them with bounded work, and the ordinary words beside them still match.
@Suite struct LongInputTests {
  /// `count` letters that are no word of the index (a fixed pattern, so runs are repeatable).
  static func longWord(_ count: Int) -> String {
    let letters = Array("qwrtypsdfghjklzxcvbnm".unicodeScalars)
    var scalars = String.UnicodeScalarView()
    for index in 0..<count { scalars.append(letters[(index * 7 + index / 21) % letters.count]) }
    return String(scalars)
  }

  static let megabyteWord = longWord(1_000_000)

  @Test func searchAnswersAMegabyteWordAndStillFindsTheOtherWords() async throws {
    let provider = try SharedIndex.get()
    let alone = try await provider.searchText(TextSearchRequest(textQuery: Self.megabyteWord))
    #expect(alone.isEmpty)
    let beside = try await provider.searchText(TextSearchRequest(textQuery: "Kappeli " + Self.megabyteWord))
    #expect(beside.first?.place.id == "node/1376320188")
  }

  @Test func searchUsesTheFirstWordsOfAVeryLongQuery() async throws {
    // 20,000 words: the full-text lookup takes the first 32, ranking weighs them all.
    let words = (0..<20_000).map { Self.longWord(3 + $0 % 5) + String($0) }
    let results = try await SharedIndex.get().searchText(
      TextSearchRequest(textQuery: "Kappeli " + words.joined(separator: " ")))
    #expect(results.first?.place.id == "node/1376320188")
  }

  @Test func geocoderAnswersAMegabyteAddress() async throws {
    let provider = try SharedIndex.get()
    #expect(try await provider.geocode(GeocodeRequest(address: Self.megabyteWord)).isEmpty)
    let digits = String(repeating: "7", count: 1_000_000)
    _ = try await provider.geocode(GeocodeRequest(address: "Bulevardi " + digits + "-" + digits))
    let place = try await provider.geocode(GeocodeRequest(address: "Bulevardi 9, " + Self.megabyteWord)).first
    #expect(place?.address?.street == "Bulevardi")
    #expect(place?.address?.houseNumber == "9")
  }

  @Test func autocompleteAnswersAMegabyteWord() async throws {
    let provider = try SharedIndex.get()
    #expect(try await provider.autocomplete(AutocompleteRequest(input: Self.megabyteWord)).isEmpty)
    let suggestions = try await provider.autocomplete(AutocompleteRequest(input: "kapp " + Self.megabyteWord))
    #expect(suggestions.contains { $0.mainText == "Kappeli" })
  }

  @Test func typoCorrectionStopsAtTheFuzzyWordLength() throws {
    let longest = Self.longWord(MatchingLimits.fuzzyWordLength)
    let tooLong = Self.longWord(MatchingLimits.fuzzyWordLength + 1)
    let corrector = try VocabularyFixture.corrector(terms: [longest, tooLong])
    #expect(try corrector.corrections(of: "a" + longest.dropFirst()) == [longest])
    #expect(try corrector.corrections(of: "a" + tooLong.dropFirst()).isEmpty)
    #expect(try corrector.corrections(of: Self.megabyteWord).isEmpty)
  }

  @Test func aWordMemoKeepsNoMegabyteWord() {
    let memo = WordMemo<Int>(capacity: 10)
    #expect(memo.value(for: Self.megabyteWord, orMake: { $0.utf8.count }) == 1_000_000)
    #expect(memo.value(for: Self.megabyteWord) == nil)
    #expect(memo.value(for: "kappeli", orMake: { $0.utf8.count }) == 7)
    #expect(memo.value(for: "kappeli") == 7)
  }
}

@Suite struct NumberRangeScanTests {
  /// The regular expression the scanner replaced (quadratic on long runs of digits).
  static func byRegex(_ text: String) -> (String, String)? {
    text.firstMatch(of: /(\d+)\s*[-–]\s*(\d+)/).map { (String($0.1), String($0.2)) }
  }

  @Test(arguments: [
    "Mannerheimintie 14-20", "Mannerheimintie 14 – 20 B", "12 3-5", "1-", "-2", "a1-b2", "12-34-56",
    "Tie 1\u{00A0}-\u{00A0}3", "٣-٤", "14--20", "", "no numbers", "7 - x - 9",
  ])
  func agreesWithTheRegularExpression(_ text: String) {
    let scanned = AddressQuery.numberRange(in: text).map { ($0.start, $0.end) }
    #expect(scanned?.0 == Self.byRegex(text)?.0 && scanned?.1 == Self.byRegex(text)?.1, "\(text)")
  }

  @Test func agreesOnRandomText() {
    let alphabet = Array("0123456789 -–a,\t٣\u{00A0}")
    var state: UInt64 = 11
    for _ in 0..<2_000 {
      var text = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for _ in 0..<Int(state >> 60) + 1 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        text.append(alphabet[Int(state >> 33) % alphabet.count])
      }
      let scanned = AddressQuery.numberRange(in: text).map { [$0.start, $0.end] }
      #expect(scanned == Self.byRegex(text).map { [$0.0, $0.1] }, "\(text.debugDescription)")
    }
  }

  @Test func aMegabyteOfDigitsIsOneRun() {
    let digits = String(repeating: "4", count: 1_000_000)
    #expect(AddressQuery.numberRange(in: digits) == nil)
    #expect(AddressQuery.numberRange(in: digits + " - 5")?.end == "5")
  }
}
