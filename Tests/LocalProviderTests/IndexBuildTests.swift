import EnrichCore
import EnrichSystem
import Foundation
import LocalProvider
import Synchronization
import Testing

@Suite struct IndexBuildTests {
  @Test func buildsTheSampleExtract() throws {
    let (path, stats) = try SharedIndex.build.get()
    #expect(stats.nodes > 20_000)
    #expect(stats.places > 1000)
    #expect(stats.addresses > 1000)
    #expect(stats.streets > 50)
    #expect(stats.bytes > 0)
    #expect(FileManager.default.fileExists(atPath: path))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: SharedIndex.directory)
      .filter { $0.hasPrefix("helsinki.sqlite.partial") }
    #expect(leftovers.isEmpty)
  }

  @Test func recordsMetadata() throws {
    let metadata = try SharedIndex.get().metadata
    #expect(metadata.sourceFile == "helsinki.osm.pbf")
    #expect(metadata.attribution == "© OpenStreetMap contributors, ODbL 1.0")
    #expect(metadata.countryCode == "FI")
    #expect(metadata.sourceTimestamp?.hasPrefix("20") == true)
    #expect(metadata.buildTime.hasSuffix("Z"))
    let kiasma = Coordinate(latitude: 60.1720, longitude: 24.9367)
    #expect(metadata.bounds?.contains(kiasma) == true)
    #expect(try SharedIndex.get().attributions == [.openStreetMap])
  }

  @Test func waysGetACentroidAndKeepTheirOSMId() async throws {
    let kiasma = try #require(
      try await SharedIndex.get().details(DetailsRequest(placeID: "way/8042215", fields: [])))
    #expect(kiasma.name == "Kiasma")
    #expect(kiasma.primaryType == "museum")
    let location = try #require(kiasma.location)
    #expect(location.distance(to: Coordinate(latitude: 60.17203, longitude: 24.93667)) < 100)
    #expect(kiasma.address?.street == "Mannerheiminaukio")
    #expect(kiasma.address?.countryCode == "FI")
  }

  @Test func relationsAreIndexed() async throws {
    let mall = try #require(
      try await SharedIndex.get().details(DetailsRequest(placeID: "relation/9630", fields: [])))
    #expect(mall.name == "Kauppakeskus Citycenter")
    #expect(mall.primaryType == "shopping_mall")
  }

  @Test(arguments: [
    ("node/1369465624", "fast_food_restaurant", "restaurant"),
    ("node/600082952", "restaurant", "food"),
    ("way/122595241", "department_store", "store"),
    ("node/5566807323", "cafe", "food"),
  ])
  func mapsTypes(_ id: String, _ primary: String, _ alsoType: String) async throws {
    let place = try #require(try await SharedIndex.get().details(DetailsRequest(placeID: id, fields: [])))
    #expect(place.primaryType == primary)
    #expect(place.types.contains(alsoType))
    #expect(place.types.last == "establishment")
  }

  @Test func keepsRawHoursPhoneAndNames() async throws {
    let provider = try SharedIndex.get()
    let savotta = try #require(
      try await provider.details(DetailsRequest(placeID: "node/600082952", fields: [])))
    #expect(savotta.openingHours?.isEmpty == false)
    let bank = try #require(
      try await provider.details(DetailsRequest(placeID: "way/17359600", fields: []).withLanguage("sv")))
    #expect(bank.name == "Finlands Bank")
    #expect(try await provider.details(DetailsRequest(placeID: "node/1", fields: [])) == nil)
  }

  @Test func typeTableMapsTagsMostSpecificFirst() {
    #expect(PlaceTypeMapping.types(for: ["amenity": "pharmacy"]).first == "pharmacy")
    #expect(PlaceTypeMapping.types(for: ["shop": "something_rare"]).first == "store")
    #expect(PlaceTypeMapping.types(for: ["highway": "residential"]).isEmpty)
    #expect(PlaceTypeMapping.types(for: ["amenity": "bench", "shop": "bakery"]).first == "bakery")
    #expect(PlaceTypeMapping.types(for: ["amenity": "bench"]).isEmpty)
    #expect(
      PlaceTypeMapping.types(for: ["amenity": "something_new"]) == ["point_of_interest", "establishment"])
  }

  @Test func buildsFromOSMXMLWithCountryOverride() async throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <osm version="0.6">
        <node id="1" lat="59.3300" lon="18.0600"><tag k="amenity" v="cafe"/><tag k="name" v="Café Ärtan"/>
          <tag k="addr:street" v="Drottninggatan"/><tag k="addr:housenumber" v="5"/></node>
        <node id="2" lat="59.3310" lon="18.0610"/><node id="3" lat="59.3320" lon="18.0600"/>
        <node id="4" lat="59.3310" lon="18.0590"/>
        <way id="7"><nd ref="2"/><nd ref="3"/><nd ref="4"/><nd ref="2"/><tag k="tourism" v="museum"/>
          <tag k="name" v="Stadsmuseet"/></way>
      </osm>
      """
    let extract = SharedIndex.directory + "/tiny.osm"
    let output = SharedIndex.directory + "/tiny.sqlite"
    try Data(xml.utf8).write(to: URL(fileURLWithPath: extract))
    let stats = try LocalIndexBuilder.build(
      extract: extract, output: output, options: IndexBuildOptions(countryCode: "se"))
    #expect(stats.places == 2)
    #expect(stats.addresses == 1)
    let provider = try LocalProvider(indexPath: output, metrics: ProviderMetrics())
    #expect(provider.metadata.countryCode == "SE")
    let results = try await provider.searchText(TextSearchRequest(textQuery: "cafe artan drottningg. 5"))
    #expect(results.first?.place.id == "node/1")
    #expect(results.first?.place.address?.countryCode == "SE")
    let museum = try #require(try await provider.details(DetailsRequest(placeID: "way/7", fields: [])))
    let location = try #require(museum.location)
    // Closed ring: the repeated first node is not counted twice.
    #expect(abs(location.latitude - 59.3313333) < 1e-5)
  }

  @Test func nodesOutOfOrderStillGiveWaysTheirPoints() async throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <osm version="0.6">
        <node id="30" lat="60.30" lon="25.00"/><node id="10" lat="60.10" lon="25.00"/>
        <node id="20" lat="60.20" lon="25.00"/>
        <way id="5"><nd ref="10"/><nd ref="20"/><nd ref="30"/><nd ref="99"/>
          <tag k="shop" v="bakery"/><tag k="name" v="Leipomo Ääritapaus"/></way>
      </osm>
      """
    let extract = SharedIndex.directory + "/unsorted.osm"
    let output = SharedIndex.directory + "/unsorted.sqlite"
    try Data(xml.utf8).write(to: URL(fileURLWithPath: extract))
    let progress = Mutex<[IndexBuildProgress]>([])
    try LocalIndexBuilder.build(extract: extract, output: output) { report in
      progress.withLock { $0.append(report) }
    }
    #expect(progress.withLock { $0.last?.places } == 1)
    let provider = try LocalProvider(indexPath: output, metrics: ProviderMetrics())
    let bakery = try #require(try await provider.details(DetailsRequest(placeID: "way/5", fields: [])))
    // The missing node 99 is skipped; the mean of the three known nodes remains.
    #expect(abs((bakery.location?.latitude ?? 0) - 60.2) < 1e-6)
    #expect(bakery.primaryType == "bakery")
    let found = try await provider.searchText(TextSearchRequest(textQuery: "aaritapaus"))
    #expect(found.first?.place.id == "way/5")
  }

  @Test(arguments: ["truncated.osm.pbf", "text.osm.pbf", "broken.osm"])
  func badExtractsLeaveNothingBehind(_ name: String) throws {
    let sample = try Data(contentsOf: URL(fileURLWithPath: SharedIndex.extract))
    let contents: Data =
      switch name {
      case "truncated.osm.pbf": sample.prefix(sample.count / 3)
      case "text.osm.pbf": Data("name,address\nKappeli,Eteläesplanadi 1\n".utf8)
      default: Data("<osm><node id=\"1\" lat=\"60\" lon=\"24\">".utf8)
      }
    let directory = SharedIndex.directory + "/bad-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let extract = directory + "/" + name
    try contents.write(to: URL(fileURLWithPath: extract))
    let output = directory + "/index.sqlite"
    #expect(throws: IndexBuildError.self) { try LocalIndexBuilder.build(extract: extract, output: output) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [name])
  }

  @Test func aFailedBuildKeepsTheExistingIndex() throws {
    let directory = SharedIndex.directory + "/keep-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let output = directory + "/index.sqlite"
    try FileManager.default.copyItem(atPath: try SharedIndex.build.get().path, toPath: output)
    let previous = try Data(contentsOf: URL(fileURLWithPath: output))
    #expect {
      try LocalIndexBuilder.build(extract: directory + "/missing.osm.pbf", output: output)
    } throws: {
      ($0 as? IndexBuildError).map { $0.kind == .input && $0.message.contains("not found") } == true
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == previous)
    #expect {
      try LocalIndexBuilder.build(extract: SharedIndex.extract, output: "/nonexistent-dir/index.sqlite")
    } throws: { ($0 as? IndexBuildError)?.message.contains("does not exist") == true }
  }
}

extension DetailsRequest {
  func withLanguage(_ language: String) -> DetailsRequest {
    var copy = self
    copy.languageCode = language
    return copy
  }
}
