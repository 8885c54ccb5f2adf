import EnrichCore
import EnrichTestSupport
import Testing

@testable import EnrichKit

@Suite struct GeocodeStageTests {
  static let building = Place(
    id: "g1", formattedAddress: "Bulevardi 15, 00120 Helsinki",
    location: Coordinate(latitude: 60.1652, longitude: 24.9380),
    address: PostalAddress(street: "Bulevardi", houseNumber: "15", postcode: "00120", city: "Helsinki"),
    locationType: "ROOFTOP")

  static func geocoder(_ places: [Place]) -> FakeProvider {
    FakeProvider(id: "geo", answers: FakeProvider.Answers(geocode: { _ in places }))
  }

  static func stage(_ provider: FakeProvider) -> GeocodeStage {
    GeocodeStage(providers: [provider], settings: GeocodeSettings(), scorer: SearchSettings().scorer)
  }

  @Test func anAddressWithoutANameIsGeocoded() async throws {
    let bench = StageBench()
    let provider = Self.geocoder([Self.building])
    var item = bench.normalized(["address": "Bulevardi 15", "city": "Helsinki"])
    try await Self.stage(provider).process(&item, context: bench.context)
    #expect(item.result.status == .geocoded)
    #expect(item.result.method == .geocode)
    #expect(item.result.place?.id == "g1")
    #expect(item.result.provider == "geo")
  }

  @Test func anAddressNoProviderFoundIsNotFoundWithItsReason() async throws {
    let bench = StageBench()
    var item = bench.normalized(["address": "Bulevardi 15", "city": "Helsinki"])
    try await Self.stage(Self.geocoder([])).process(&item, context: bench.context)
    #expect(item.result.status == .notFound)
    #expect(item.result.error?.code == "no_result")
  }

  @Test func aMatchedRowWithoutAUnitIsNotGeocoded() async throws {
    let bench = StageBench()
    let provider = Self.geocoder([Self.building])
    var item = bench.normalized(["name": "Levant", "address": "Bulevardi 15", "city": "Helsinki"])
    item.result.status = .matched
    item.result.place = Place(id: "p1", name: "Levant")
    try await Self.stage(provider).process(&item, context: bench.context)
    #expect(provider.count(.geocode) == 0)
    #expect(item.result.place?.id == "p1")
  }

  @Test func aMatchedRowWithAUnitKeepsItsPlaceAndGainsTheGeocode() async throws {
    let bench = StageBench()
    var item = bench.normalized(["name": "Levant", "address": "Bulevardi 15 B 12", "city": "Helsinki"])
    item.result.status = .matched
    item.result.place = Place(id: "p1", name: "Levant")
    try await Self.stage(Self.geocoder([Self.building])).process(&item, context: bench.context)
    #expect(item.result.status == .matched)
    #expect(item.result.place?.id == "p1")
    #expect(item.result.geocode?.id == "g1")
  }

  @Test func aSearchThatFoundNothingTrustworthyFallsBackWithAWarning() async throws {
    let bench = StageBench()
    var item = bench.normalized(["name": "Levant", "address": "Bulevardi 15", "city": "Helsinki"])
    item.result.status = .notFound
    try await Self.stage(Self.geocoder([Self.building])).process(&item, context: bench.context)
    #expect(item.result.status == .geocoded)
    #expect(item.result.warnings.contains("no trustworthy place match; used the geocoded address"))
  }

  @Test func anAnswerInAnotherStreetIsNotTrusted() async throws {
    let bench = StageBench()
    var elsewhere = Self.building
    elsewhere.address = PostalAddress(street: "Mannerheimintie", houseNumber: "3", city: "Helsinki")
    elsewhere.formattedAddress = "Mannerheimintie 3, Helsinki"
    var item = bench.normalized(["address": "Bulevardi 15", "city": "Helsinki"])
    try await Self.stage(Self.geocoder([elsewhere])).process(&item, context: bench.context)
    #expect(item.result.status == .lowConfidence)
    #expect(item.result.place == nil)
    #expect(item.result.candidates.map(\.place.id) == ["g1"])
  }
}
