import EnrichCore
import Foundation
import LocalProvider

/// The index built once per test run from the real sample extract, in a temporary directory.
enum SharedIndex {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

  static let extract = packageRoot + "/samples/helsinki.osm.pbf"

  static let directory: String = {
    let path = NSTemporaryDirectory() + "enrich-local-tests-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }()

  static let build: Result<(path: String, stats: IndexBuildStats), IndexBuildError> = {
    let path = directory + "/helsinki.sqlite"
    do throws(IndexBuildError) {
      let stats = try LocalIndexBuilder.build(extract: extract, output: path)
      return .success((path, stats))
    } catch {
      return .failure(error)
    }
  }()

  static let provider: Result<LocalProvider, any Error> = {
    Result { try LocalProvider(indexPath: build.get().path, metrics: metrics) }
  }()

  static let metrics = ProviderMetrics()

  static func get() throws -> LocalProvider { try provider.get() }
}
