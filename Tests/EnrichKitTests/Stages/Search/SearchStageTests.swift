import EnrichCore
import EnrichTestSupport
import Testing

@testable import EnrichKit

@Suite struct SearchStageTests {
  static let kappeli = Place(
    id: "k1", name: "Kappeli", formattedAddress: "Eteläesplanadi 1, 00130 Helsinki",
    location: Coordinate(latitude: 60.1674, longitude: 24.9488), types: ["cafe"],
    address: PostalAddress(street: "Eteläesplanadi", houseNumber: "1", postcode: "00130", city: "Helsinki"))

  static func provider(_ id: String, answering places: [Place]) -> FakeProvider {
    FakeProvider(
      id: id, answers: FakeProvider.Answers(searchText: { _ in places.map { ProviderPlace(place: $0) } }))
  }

  let row: KeyValuePairs<String, String> = [
    "name": "Kappeli", "address": "Eteläesplanadi 1", "city": "Helsinki",
  ]

  @Test func theNamedPlaceAtTheAddressIsMatched() async throws {
    let bench = StageBench()
    let provider = Self.provider("one", answering: [Self.kappeli])
    var item = bench.normalized(row)
    try await SearchStage(providers: [provider], settings: SearchSettings()).process(
      &item, context: bench.context)
    #expect(item.result.status == .matched)
    #expect(item.result.place?.id == "k1")
    #expect(item.result.provider == "one")
    #expect(item.result.method == .textSearch)
    #expect(item.result.query == "Kappeli, Eteläesplanadi 1, Helsinki")
    #expect(item.result.candidates.isEmpty)
    #expect(try #require(item.result.confidence) >= SearchSettings().minConfidence)
  }

  @Test func anotherBusinessIsNotTakenForTheRowsPlace() async throws {
    let bench = StageBench()
    var other = Self.kappeli
    other.id = "o1"
    other.name = "Stockmann"
    var item = bench.normalized(row)
    try await SearchStage(providers: [Self.provider("one", answering: [other])], settings: SearchSettings())
      .process(&item, context: bench.context)
    #expect(item.result.status != .matched)
    #expect(item.result.place == nil)
    #expect(item.result.status == .notFound, "\(item.result.status)")
    #expect(item.result.candidates.isEmpty)
  }

  @Test func aLaterProviderIsAskedOnlyWhenAnEarlierOneDidNotSettleTheRow() async throws {
    let bench = StageBench()
    let empty = Self.provider("first", answering: [])
    let second = Self.provider("second", answering: [Self.kappeli])
    var item = bench.normalized(row)
    try await SearchStage(providers: [empty, second], settings: SearchSettings()).process(
      &item, context: bench.context)
    #expect(item.result.status == .matched)
    #expect(item.result.provider == "second")

    let settled = Self.provider("first", answering: [Self.kappeli])
    let unasked = Self.provider("second", answering: [Self.kappeli])
    var again = bench.normalized(row)
    try await SearchStage(providers: [settled, unasked], settings: SearchSettings())
      .process(&again, context: bench.context)
    #expect(again.result.provider == "first")
    #expect(unasked.count(.searchText) == 0)
  }

  @Test func aRowWithOnlyAnAddressIsLeftToTheGeocoder() async throws {
    let bench = StageBench()
    let provider = Self.provider("one", answering: [Self.kappeli])
    var item = bench.normalized(["address": "Eteläesplanadi 1", "city": "Helsinki"])
    try await SearchStage(providers: [provider], settings: SearchSettings()).process(
      &item, context: bench.context)
    #expect(provider.count(.searchText) == 0)
    #expect(item.result.status == .skipped)
  }

  @Test func aProviderErrorReachesTheRunnerWhichDecidesTheRowsFate() async throws {
    let bench = StageBench()
    let provider = Self.provider("one", answering: [Self.kappeli])
    provider.fail(
      "Kappeli, Eteläesplanadi 1, Helsinki", with: ProviderError(.permissionDenied, "API key not valid"))
    var item = bench.normalized(row)
    await #expect(throws: ProviderError.self) {
      try await SearchStage(providers: [provider], settings: SearchSettings()).process(
        &item, context: bench.context)
    }
  }

  @Test func noticesArePrintedOnceForTheWholeRun() async throws {
    let bench = StageBench()
    let stage = SearchStage(
      providers: [Self.provider("one", answering: [])], settings: SearchSettings(),
      notices: ["--open-now is ignored"])
    for index in 1...3 {
      var item = bench.normalized(row, row: index)
      try await stage.process(&item, context: bench.context)
    }
    #expect(bench.diagnostics.filter { $0.message == "--open-now is ignored" }.count == 1)
  }
}
