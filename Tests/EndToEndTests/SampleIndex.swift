import Foundation
import Synchronization

/// The sample extract indexed once per test run by the real `enrich index build`, shared by
/// every end-to-end test that searches.
enum SampleIndex {
  private static let built = Mutex<String?>(nil)

  /// The index path (built on first use).
  static func path() throws -> String {
    try built.withLock { path in
      if let path { return path }
      let directory = try EnrichProcess.temporaryDirectory()
      let index = directory.appendingPathComponent("helsinki.sqlite").path
      let result = try EnrichProcess.run(["index", "build", EnrichProcess.samples("helsinki.osm.pbf"), "-o", index])
      guard result.status == 0 else { throw BuildFailed(stderr: result.stderr) }
      path = index
      return index
    }
  }

  /// Environment that points `enrich` at the sample index.
  static func environment() throws -> [String: String] { ["ENRICH_INDEX": try path()] }

  struct BuildFailed: Error, CustomStringConvertible {
    var stderr: String
    var description: String { "enrich index build failed: \(stderr)" }
  }
}
