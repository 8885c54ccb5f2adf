import EnrichSystem
import EnrichTestSupport
import Foundation
import LocalProvider
import Testing

/// The file-backed node positions of a build: real files, grown past their first mapping.
@Suite struct NodeCoordinateStoreTests {
  func path() -> String { SharedIndex.directory + "/nodes-\(UUID().uuidString)" }

  @Test func sortedIdsAreFoundAcrossGrowthAndMissingOnesAreNot() throws {
    let store = try NodeCoordinateStore(path: path())
    defer { store.remove() }
    // More than the first mapping (65,536 records) so the file grows and is remapped.
    for id in stride(from: Int64(10), to: 400_000, by: 3) {
      try store.append(
        id: id, latitude: Double(id % 90) + 0.1234567, longitude: -Double(id % 180) - 0.7654321)
    }
    store.prepareForLookups()
    #expect(store.count == 133_330)
    for id in [Int64(10), 13, 200_002, 399_997] {
      let point = try #require(store.coordinate(of: id))
      #expect(abs(point.latitude - (Double(id % 90) + 0.1234567)) < 1e-9)
      #expect(abs(point.longitude - (-Double(id % 180) - 0.7654321)) < 1e-9)
    }
    for id in [Int64(0), 11, 12, 399_998, 1_000_000, -5] { #expect(store.coordinate(of: id) == nil) }
  }

  @Test func unsortedIdsAreSortedInPlaceOnFirstLookup() throws {
    let store = try NodeCoordinateStore(path: path())
    defer { store.remove() }
    var ids = (1...5_000).map { Int64($0) * 7 - 2_000 }  // negative ids too (JOSM files)
    var generator = SplitMix(seed: 42)
    ids.shuffle(using: &generator)
    for id in ids { try store.append(id: id, latitude: Double(id) / 1e5, longitude: 1) }
    store.prepareForLookups()
    for id in ids { #expect(store.coordinate(of: id)?.latitude == Double(id) / 1e5) }
    #expect(store.coordinate(of: 0) == nil)
  }

  @Test func theFileIsNewAndRemovedAfterwards() throws {
    let file = path()
    let store = try NodeCoordinateStore(path: file)
    try store.append(id: 1, latitude: 60.1, longitude: 24.9)
    #expect(FileManager.default.fileExists(atPath: file))
    let attributes = try FileManager.default.attributesOfItem(atPath: file)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    // Never an existing file: a second store at the same path is refused.
    #expect(throws: SystemError.self) { try NodeCoordinateStore(path: file) }
    store.remove()
    #expect(!FileManager.default.fileExists(atPath: file))
  }

  @Test func aBuildLeavesNoScratchFilesBehind() throws {
    let directory = SharedIndex.directory + "/scratch-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    try LocalIndexBuilder.build(extract: SharedIndex.extract, output: directory + "/index.sqlite")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["index.sqlite"])
  }
}
