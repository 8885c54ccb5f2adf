import EnrichCore
import Testing

@testable import EnrichKit

@Suite struct NormalizeStageTests {
  @Test func buildsTheSearchTextFromNameAndAddress() {
    let item = StageBench().normalized(["name": "Kappeli", "address": "Eteläesplanadi 1", "city": "Helsinki"])
    #expect(item.request.name == "Kappeli")
    #expect(item.request.queryText == "Kappeli, Eteläesplanadi 1, Helsinki")
    #expect(item.request.address == "Eteläesplanadi 1, Helsinki")
    #expect(!item.isFinished)
  }

  @Test func aCityAlreadyInTheAddressIsNotAddedTwice() {
    let item = StageBench().normalized(["address": "Bulevardi 15, Helsinki", "city": "helsinki"])
    #expect(item.request.address == "Bulevardi 15, Helsinki")
  }

  @Test func aRowWithNothingToSearchIsSkippedWithAWarning() {
    let bench = StageBench()
    let item = bench.normalized(["name": "  ", "address": ""], row: 4)
    #expect(item.isFinished)
    #expect(item.result.status == .skipped)
    #expect(item.result.error?.code == "empty_row")
    #expect(bench.diagnostics.map(\.line) == [5])
  }

  @Test func aMalformedRecordIsInvalid() {
    var item = WorkItem(
      record: InputRecord(
        row: 1, line: 2, fields: [Field("name", .string("A"))], problem: "3 fields, expected 2"))
    NormalizeStage(mapping: StageBench.mapping).normalize(&item, context: StageBench().context)
    #expect(item.result.status == .invalid)
    #expect(item.result.error?.message == "3 fields, expected 2")
  }

  @Test func coordinatesWithADecimalCommaAreRead() {
    let item = StageBench().normalized(["name": "", "lat": "60,1699", "lng": "24,9384"])
    #expect(item.request.coordinate == Coordinate(latitude: 60.1699, longitude: 24.9384))
    #expect(!item.isFinished)
  }

  @Test(arguments: [("91", "24.9"), ("0", "0"), ("north", "24.9")])
  func impossibleCoordinatesAreIgnoredWithAWarning(lat: String, lng: String) {
    let bench = StageBench()
    let item = bench.normalized(["name": "Kappeli", "lat": lat, "lng": lng])
    #expect(item.request.coordinate == nil)
    #expect(item.result.warnings.count == 1)
    #expect(item.request.queryText == "Kappeli")
  }

  @Test func aSubpremiseIsSplitFromTheBuildingAddress() {
    let item = StageBench().normalized(["name": "Levant", "address": "Bulevardi 15 B 12", "city": "Helsinki"])
    #expect(item.result.subpremise != nil)
    #expect(item.request.needsGeocoding)
  }

  @Test(arguments: [("Suomi", "FI"), ("se", "SE"), ("Atlantis", nil)] as [(String, String?)])
  func countryNamesBecomeCodes(text: String, code: String?) {
    #expect(NormalizeStage.countryCode(text) == code)
  }
}
