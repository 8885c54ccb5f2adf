import EnrichCore
import EnrichSystem
import Foundation
import LocalProvider
import Testing

@Suite struct IndexBuildTests {
  @Test func buildsTheSampleExtract() throws {
    let (path, stats) = try SharedIndex.build.get()
    print(stats, path)
    #expect(stats.places > 1000)
    #expect(stats.addresses > 1000)
    #expect(FileManager.default.fileExists(atPath: path))
  }
}
