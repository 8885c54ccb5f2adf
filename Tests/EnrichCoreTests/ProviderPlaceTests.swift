import EnrichCore
import Testing

/// A provider place boxes its place: copies share the box, and changing one copy's place
/// never changes another's.
@Suite struct ProviderPlaceTests {
  @Test func aCopysPlaceChangesAloneAndEqualityIsByValue() {
    let original = ProviderPlace(place: Place(id: "node/1", name: "Kappeli"), score: 0.9, names: ["Kappeli"])
    var copy = original
    #expect(copy == original)
    copy.place.name = "Café Kappeli"
    #expect(original.place.name == "Kappeli")
    #expect(copy.place.name == "Café Kappeli")
    #expect(copy != original)
    // Equal values in different boxes are equal.
    #expect(
      ProviderPlace(place: Place(id: "node/1", name: "Kappeli"), score: 0.9, names: ["Kappeli"]) == original)
    var scored = original
    scored.score = 0.5
    #expect(scored != original)
    #expect(scored.place == original.place)
  }
}
