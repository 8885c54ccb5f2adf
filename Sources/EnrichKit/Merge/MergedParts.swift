import EnrichCore

/// The summary's `parts` in a merged output: how many outputs `enrich merge` joined.
package struct MergedParts: SummarySection {
  package static let key = "parts"

  package var count: Int

  package init(count: Int) { self.count = count }

  package var jsonValue: JSONValue { .number(count) }

  package init?(json: JSONValue) {
    guard let count = json.countValue else { return nil }
    self.count = count
  }

  /// A merge counts the files it joins itself, whatever its parts say.
  package static func merged(_ parts: [MergedParts?]) -> MergedParts? { nil }
}
