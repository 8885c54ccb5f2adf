import Foundation
import Synchronization

/// The sample extract indexed once per test run by the real `enrich index build`, shared by
/// every end-to-end test that searches.
enum SampleIndex {
  private static let built = Mutex<[String: String]>([:])

  /// The index path of `samples/<extract>.osm.pbf` (built on first use): the Helsinki sample
  /// by default, `monaco` for the Monaco extract.
  static func path(_ extract: String = "helsinki") throws -> String {
    try built.withLock { paths in
      if let path = paths[extract] { return path }
      let directory = try EnrichProcess.temporaryDirectory()
      let index = directory.appendingPathComponent("\(extract).sqlite").path
      let result = try EnrichProcess.run([
        "index", "build", EnrichProcess.samples("\(extract).osm.pbf"), "-o", index,
      ])
      guard result.status == 0 else { throw BuildFailed(stderr: result.stderr) }
      paths[extract] = index
      return index
    }
  }

  /// Environment that points `enrich` at the sample index (or another extract's).
  static func environment(_ extract: String = "helsinki") throws -> [String: String] {
    ["ENRICH_INDEX": try path(extract)]
  }

  struct BuildFailed: Error, CustomStringConvertible {
    var stderr: String
    var description: String { "enrich index build failed: \(stderr)" }
  }
}
