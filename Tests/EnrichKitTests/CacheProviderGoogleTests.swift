import EnrichCore
import EnrichSystem
import EnrichTestSupport
import Foundation
import GoogleProvider
import Testing

@testable import EnrichKit

/// An ID-only provider's cache (Google: place IDs, coordinates for 30 days, no other content)
/// keeps the stages' verdicts, never answers: what is stored, how long, and what each mode
/// does with it.
@Suite("Cache: verdicts of an ID-only provider")
struct CacheProviderGoogleTests {
  private func memory(
    _ fixture: CacheFixture, mode: CachingProvider.Mode = .normal, ttlDays: Double? = nil
  ) throws -> DecisionMemory {
    DecisionMemory(
      provider: "google", store: try fixture.store(),
      policy: try CachePolicy(terms: storageTerms(for: "google"), ttlDays: ttlDays), mode: mode,
      stamp: fixture.clock.now)
  }

  /// Every stored text of the cache file, to check what Google content reached the disk.
  private func storedText(_ fixture: CacheFixture) throws -> String {
    let database = try SQLiteDatabase(path: fixture.directory.cacheFile, mode: .readOnly)
    let statement = try database.prepare(
      "SELECT key || payload || coalesce(coordinates, '') FROM entries", purpose: "read everything")
    var text = ""
    while try statement.step() { text += statement.text(0) ?? "" }
    return text
  }

  /// A search decision on the invented places of "Regatta", as a stage makes it.
  private func decision() -> (MatchScorer.Decision, [MatchScorer.Scored]) {
    var row = RowRequest()
    row.name = "Regatta 1"
    row.street = "Testikatu"
    row.houseNumber = "1"
    let scorer = MatchScorer(minConfidence: 0.6, maxDistanceMeters: 2000)
    let places = FakeProvider.Answers.inventedPlaces(for: "Regatta").map { ProviderPlace(place: $0) }
    let scored = scorer.scorePlaces(places, for: row, includedType: nil)
    return (scorer.decide(scored), scored)
  }

  private let key = CacheKey.searchText(
    TextSearchRequest(textQuery: "Regatta 1"), provider: "google", fields: [])

  @Test func onlyPlaceIDsCoordinatesAndTheJudgementAreStored() throws {
    let fixture = try CacheFixture(provider: inventedProvider(id: "google"))
    let (decision, scored) = decision()
    #expect(decision.status == .matched)
    try memory(fixture).remember(Verdict(decision, scored: scored), for: key)
    let text = try storedText(fixture)
    #expect(text.contains("id-regatta-1") && text.contains("id-regatta-2") && text.contains("60.11"))
    #expect(text.contains("matched"))
    for content in [
      "Testikatu 1, Helsinki", "Regatta 1\"", "OPERATIONAL", "+358", "example.test", "ROOFTOP", "Mo-Fr",
    ] {
      #expect(!text.contains(content), "\(content) must not be cached for google")
    }
  }

  @Test func aVerdictReadsBackAsItWasKept() throws {
    let fixture = try CacheFixture(provider: inventedProvider(id: "google"))
    let (decision, scored) = decision()
    let verdict = Verdict(decision, scored: scored)
    try memory(fixture).remember(verdict, for: key)
    #expect(try memory(fixture).verdict(for: key) == verdict)
    #expect(verdict.best == 0)
    // A matched row needs only its place again; a row left unmatched every candidate that counts.
    #expect(verdict.idsToDecideAgain(noiseFloor: 0.3, listsCandidates: false) == ["id-regatta-1"])
    #expect(verdict.idsToDecideAgain(noiseFloor: 0.3, listsCandidates: true).first == "id-regatta-1")
  }

  @Test func judgementsAreKeptButCoordinatesForThirtyDaysAtMost() throws {
    let fixture = try CacheFixture(provider: inventedProvider(id: "google"))
    let (decision, scored) = decision()
    try memory(fixture, ttlDays: 365).remember(Verdict(decision, scored: scored), for: key)
    fixture.clock.advance(days: 29)
    #expect(try memory(fixture).verdict(for: key)?.candidates.allSatisfy { $0.location != nil } == true)
    fixture.clock.advance(days: 2)
    let late = try #require(try memory(fixture).verdict(for: key))
    #expect(late.candidates.map(\.id) == ["id-regatta-1", "id-regatta-2"])
    #expect(late.candidates.allSatisfy { $0.location == nil })
    #expect(late.status == .matched)
    // --refresh wants every part fresh: the row is asked again.
    #expect(try memory(fixture, mode: .refresh).verdict(for: key) == nil)
    // Offline writes the decision from the verdict alone: IDs and judgement, no content.
    let offline = late.decision(origin: nil, noiseFloor: 0.3)
    #expect(offline.status == .matched && offline.best?.candidate.place == Place(id: "id-regatta-1"))
    fixture.clock.advance(days: 400)
    #expect(try memory(fixture).verdict(for: key) == nil)
  }

  @Test func offlineAndAZeroDayLimitKeepNothing() throws {
    let fixture = try CacheFixture(provider: inventedProvider(id: "google"))
    let (decision, scored) = decision()
    try memory(fixture, mode: .offline).remember(Verdict(decision, scored: scored), for: key)
    try memory(fixture, ttlDays: 0).remember(Verdict(decision, scored: scored), for: key)
    #expect(try fixture.store().entryCounts().isEmpty)
  }

  @Test func theCacheNeverAnswersForAnIDOnlyProvider() async throws {
    let fixture = try CacheFixture(provider: inventedProvider(id: "google"))
    let provider = try fixture.caching()
    _ = try await provider.searchText(TextSearchRequest(textQuery: "Regatta"))
    _ = try await provider.searchText(TextSearchRequest(textQuery: "Regatta"))
    _ = try await provider.geocode(GeocodeRequest(address: "Testikatu 1"))
    _ = try await provider.geocode(GeocodeRequest(address: "Testikatu 1"))
    _ = try await provider.autocomplete(AutocompleteRequest(input: "Reg"))
    _ = try await provider.details(DetailsRequest(placeID: "id-x-1", fields: ["displayName"]))
    #expect(fixture.base.count(.searchText) == 2 && fixture.base.count(.geocode) == 2)
    #expect(try fixture.store().entryCounts().isEmpty)
    let offline = try fixture.caching(mode: .offline)
    await #expect {
      try await offline.searchText(TextSearchRequest(textQuery: "Regatta"))
    } throws: { ($0 as? ProviderError)?.kind == .notCached }
    #expect(fixture.base.count(.searchText) == 2)
  }

  @Test func anOfflineIDOnlyProviderRefusesEveryRequest() async throws {
    let base = inventedProvider(id: "google")
    let offline = OfflineProvider(base)
    for call in [
      { _ = try await offline.searchText(TextSearchRequest(textQuery: "a")) },
      { _ = try await offline.geocode(GeocodeRequest(address: "a")) },
      { _ = try await offline.details(DetailsRequest(placeID: "id-a-1", fields: [])) },
    ] as [@Sendable () async throws -> Void] {
      await #expect { try await call() } throws: { ($0 as? ProviderError)?.kind == .notCached }
    }
    #expect(base.total == 0)
  }
}

@Suite("Request planning: the cheapest way to each decision")
struct RequestPlanningTests {
  private func planning(_ fixture: CacheFixture, openStatus: Bool, mode: CachingProvider.Mode = .normal)
    throws
    -> RequestPlanning
  {
    let memory = DecisionMemory(
      provider: "google", store: try fixture.store(),
      policy: try CachePolicy(terms: storageTerms(for: "google"), ttlDays: nil), mode: mode,
      stamp: fixture.clock.now)
    return RequestPlanning(plugins: [GooglePlugin()], memories: ["google": memory], openStatus: openStatus)
  }

  private func verdict(_ status: RowStatus, confidences: [Double]) -> Verdict {
    Verdict(
      status: status, ambiguous: false,
      candidates: confidences.enumerated().map {
        .init(id: "id-\($0.offset)", confidence: $0.element, location: nil)
      },
      best: confidences.isEmpty ? nil : 0)
  }

  @Test func aSearchForOpenStatusAsksForTheHoursInOneRequest() throws {
    let fixture = try CacheFixture(provider: inventedProvider(id: "google"))
    #expect(try planning(fixture, openStatus: true).searchContent("google") == .search(.openingHours))
    #expect(try planning(fixture, openStatus: false).searchContent("google") == .search())
    // Text Search Enterprise ($35) rather than Pro ($32) and a Details call for hours ($20).
    let google = GooglePlugin()
    #expect(google.pricing(of: .searchText, content: .search(.openingHours))?.perThousandUSD == 35)
    #expect(google.pricing(of: .searchText, content: .search())?.perThousandUSD == 32)
    #expect(google.pricing(of: .details, content: .openingHours)?.perThousandUSD == 20)
    #expect(google.pricing(of: .details, content: .search())?.sku == "Place Details Pro")
  }

  @Test func aKeptMatchIsAskedAgainByIDAndOthersAsTheyAreCheapest() throws {
    let fixture = try CacheFixture(provider: inventedProvider(id: "google"))
    // What one run kept, another reads (a run does not read back its own verdicts: it still
    // shares their answers).
    let keeper = try #require(try planning(fixture, openStatus: true).memories["google"])
    var plan = try planning(fixture, openStatus: true)
    let memory = RememberingForNextRun(keeper: keeper) { plan = try planning(fixture, openStatus: true) }
    let key = CacheKey.searchText(TextSearchRequest(textQuery: "x"), provider: "google", fields: [])
    #expect(
      plan.choice(provider: "google", kind: .searchText, key: key, listsCandidates: false, noiseFloor: 0.3)
        == .ask)
    let matched = verdict(.matched, confidences: [0.9, 0.5, 0.4])
    try memory.remember(matched, for: key)
    #expect(keeper.verdict(for: key) == nil)
    #expect(
      plan.choice(provider: "google", kind: .searchText, key: key, listsCandidates: false, noiseFloor: 0.3)
        == .byID(["id-0"], content: .search(.openingHours), verdict: matched))
    // Three candidates to see again cost more than one search.
    let ambiguous = verdict(.ambiguous, confidences: [0.7, 0.68, 0.4])
    try memory.remember(ambiguous, for: key)
    #expect(
      plan.choice(provider: "google", kind: .searchText, key: key, listsCandidates: false, noiseFloor: 0.3)
        == .ask)
    // Nothing above the noise floor: the verdict decides alone.
    let nothing = verdict(.notFound, confidences: [0.1])
    try memory.remember(nothing, for: key)
    #expect(
      plan.choice(provider: "google", kind: .searchText, key: key, listsCandidates: false, noiseFloor: 0.3)
        == .decided(nothing))
    // Geocodes are asked again (their content is not what details return), unless they found nothing.
    try memory.remember(matched, for: key)
    #expect(
      plan.choice(provider: "google", kind: .geocode, key: key, listsCandidates: false, noiseFloor: 0.3)
        == .ask)
    // Offline, every kept verdict decides alone.
    let offline = try planning(fixture, openStatus: true, mode: .offline)
    #expect(
      offline.choice(provider: "google", kind: .geocode, key: key, listsCandidates: false, noiseFloor: 0.3)
        == .decided(matched))
  }
}

/// Keeps verdicts through one memory and opens the planning of the next run afterwards.
struct RememberingForNextRun {
  let keeper: DecisionMemory
  let nextRun: () throws -> Void

  init(keeper: DecisionMemory, nextRun: @escaping () throws -> Void) {
    self.keeper = keeper
    self.nextRun = nextRun
  }

  func remember(_ verdict: Verdict, for key: CacheKey) throws {
    keeper.remember(verdict, for: key)
    try nextRun()
  }
}

@Suite("Cache lookups for --dry-run")
struct CacheLookupTests {
  @Test func lookupsSayWhetherAWholeAnswerIsKept() async throws {
    let local = try CacheFixture()
    let cachedLocal = try local.caching()
    let request = TextSearchRequest(textQuery: "Regatta")
    let key = CacheKey.searchText(request, provider: "local", fields: [])
    #expect(cachedLocal.lookup(key) == .miss)
    _ = try await cachedLocal.searchText(request)
    #expect(cachedLocal.lookup(key) == .hit)
    let google = try CacheFixture(provider: inventedProvider(id: "google"))
    let cachedGoogle = try google.caching()
    _ = try await cachedGoogle.searchText(request)
    #expect(cachedGoogle.lookup(.searchText(request, provider: "google", fields: [])) == .miss)
  }
}
