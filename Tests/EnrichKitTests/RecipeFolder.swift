import Foundation

/// A throw-away folder holding `in.csv` with two names, where the recipe tests (a provider, a
/// stage, an output kind in one file each) run a whole pipeline.
struct RecipeFolder {
  let url: URL

  init() throws {
    url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
      "enrich-recipe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Data("name\nKappeli\nTeemaa\n".utf8).write(to: url.appendingPathComponent("in.csv"))
  }

  var path: String { url.path }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
