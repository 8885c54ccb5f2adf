import EnrichCore
import Foundation
import LocalProvider

/// Top-1 accuracy of `searchText` on perturbed real places. A result counts as right when it is
/// the expected object, or another object with the same name at the same address (OSM often has
/// duplicates, e.g. a node and a building way).
enum QualityBench {
  static func run(index: String) async throws {
    let provider = try LocalProvider(indexPath: index, metrics: ProviderMetrics())
    let cases = try Fixture.queries(index: index, limit: 100_000)
    var right = 0
    var wrong = 0
    var none = 0
    var misses: [String] = []
    for item in cases {
      let results = try await provider.searchText(TextSearchRequest(textQuery: item.query))
      guard let first = results.first else {
        none += 1
        misses.append("none   \(item.query)")
        continue
      }
      let expected = try await provider.details(DetailsRequest(placeID: item.expected, fields: []))
      if first.place.id == item.expected
        || (first.place.name == expected?.name && first.place.formattedAddress == expected?.formattedAddress)
      {
        right += 1
      } else {
        wrong += 1
        misses.append(
          "wrong  \(item.query)  →  \(first.place.name ?? "") (\(first.place.formattedAddress ?? "")) "
            + String(format: "%.2f", first.score ?? 0))
      }
    }
    let total = Double(cases.count)
    print(
      String(
        format: "quality: %d cases, right %.1f%%, wrong %.1f%%, none %.1f%%", cases.count,
        Double(right) / total * 100,
        Double(wrong) / total * 100, Double(none) / total * 100))
    for line in misses.prefix(40) { print("  " + line) }
  }
}
