/// A count with its noun in the right number, for messages people read: `1 row`, `2 rows`,
/// `0 rows`.
package enum Counted {
  /// `count` and its noun: `Counted.of(1, "row")` is `1 row`, `Counted.of(3, "entry", "entries")`
  /// is `3 entries`.
  package static func of(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(noun(count, singular, plural))"
  }

  /// The noun alone, for counts written another way (`1,234 rows`).
  package static func noun(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    count == 1 ? singular : plural ?? singular + "s"
  }
}
