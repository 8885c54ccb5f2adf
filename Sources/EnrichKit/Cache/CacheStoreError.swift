import EnrichCore

/// Why the cache file cannot be used, with what to do about it.
package struct CacheStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  package enum Kind: Sendable, Equatable {
    /// The file or its directory cannot be created, opened or written.
    case unavailable
    /// The file is not an SQLite database, or an SQLite database that is not an enrich cache.
    case notACache
    /// Written by a newer `enrich` with a schema this one does not know.
    case newerSchema
  }

  package var kind: Kind
  package var path: String
  package var message: String

  package init(_ kind: Kind, path: String, _ message: String) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  package var description: String { "cache '\(path)': \(message)" }
}

/// Problems met while the cache was in use. They never fail a row (the answer was already paid
/// for), so they are counted here for the run summary instead.
package struct CacheHealth: Sendable, Equatable {
  package var readFailures = 0
  /// Answers that could not be stored.
  package var writeFailures = 0
  /// Entries that failed their checksum (ignored, requested again).
  package var damagedEntries = 0
  /// The most recent failure, in words.
  package var lastProblem: String?
  /// Set when a damaged cache file was moved aside and a fresh one created at open.
  package var recovery: String?
  /// Kinds of problem already warned about (once each).
  var warned: Set<CacheCounts.Problem> = []

  package init() {}

  /// Counts `problem` (with `detail` as the latest in words); true the first time its kind
  /// happens, when the store warns about it.
  mutating func count(_ problem: CacheCounts.Problem, detail: String) -> Bool {
    lastProblem = detail
    switch problem {
    case .damagedEntry: damagedEntries += 1
    case .notStored: writeFailures += 1
    case .readFailure: readFailures += 1
    }
    return warned.insert(problem).inserted
  }
}
