import Foundation
import Testing

/// Shared layers reason on neutral facts; a provider's own words stay in its plugin. Each word
/// may appear only under its provider's folder and in the one file of the neutral model that
/// spells the fact for enrich's outputs and settings.
@Suite struct VendorWordsTests {
  static let rules: [(word: String, allowed: [String])] = [
    ("CLOSED_PERMANENTLY", ["Providers/Google/", "EnrichCore/Model/BusinessStatus.swift"]),
    ("CLOSED_TEMPORARILY", ["Providers/Google/", "EnrichCore/Model/BusinessStatus.swift"]),
    ("PRICE_LEVEL_", ["Providers/Google/", "EnrichCore/Provider/PriceLevel.swift"]),
  ]

  @Test(arguments: rules.map(\.word))
  func aProvidersWordStaysInItsPlugin(word: String) throws {
    let allowed = Self.rules.first { $0.word == word }?.allowed ?? []
    let root = ArchitectureTests.sources
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var offenders: [String] = []
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift"), !allowed.contains(where: { relative.hasPrefix($0) }) else {
        continue
      }
      let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
      if text.contains(word) { offenders.append(relative) }
    }
    #expect(offenders == [], "\(word) outside \(allowed.joined(separator: ", "))")
  }
}
