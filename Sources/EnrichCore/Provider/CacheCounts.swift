/// What went wrong with the request cache file during a run. None of it fails a row: a
/// damaged or unreadable entry is requested again, an answer that cannot be stored is still
/// used; the summary reports the counts (its `cache` section, whenever a cache is open).
package struct CacheCounts: SummarySection {
  package enum Problem: Sendable { case damagedEntry, notStored, readFailure }

  package static let key = "cache"

  /// The cache file (a fleet's database, its password redacted); nil in a merged summary
  /// whose parts used different caches.
  package var path: String?
  /// Entries that failed their checksum: ignored and requested again.
  package var damagedEntries = 0
  /// Answers that could not be written (disk full, I/O error, read-only file).
  package var notStored = 0
  /// Lookups that failed (I/O error, damaged pages): treated as misses.
  package var readFailures = 0

  package init(path: String?) { self.path = path }

  package var hasProblems: Bool { damagedEntries + notStored + readFailures > 0 }

  package var jsonValue: JSONValue {
    var object = JSONObjectBuilder()
    object.add("path", path)
    object.add("damagedEntries", damagedEntries)
    object.add("notStored", notStored)
    object.add("readFailures", readFailures)
    return object.value
  }

  package init?(json: JSONValue) {
    guard let damaged = json["damagedEntries"]?.countValue, let notStored = json["notStored"]?.countValue,
      let readFailures = json["readFailures"]?.countValue
    else { return nil }
    path = json["path"]?.stringValue
    damagedEntries = damaged
    self.notStored = notStored
    self.readFailures = readFailures
  }

  /// The counts of every part that had a cache, summed; the path when they all used one.
  package static func merged(_ parts: [CacheCounts?]) -> CacheCounts? {
    let present = parts.compactMap { $0 }
    guard let first = present.first else { return nil }
    var merged = CacheCounts(path: present.allSatisfy { $0.path == first.path } ? first.path : nil)
    merged.damagedEntries = present.reduce(0) { $0 + $1.damagedEntries }
    merged.notStored = present.reduce(0) { $0 + $1.notStored }
    merged.readFailures = present.reduce(0) { $0 + $1.readFailures }
    return merged
  }
}
