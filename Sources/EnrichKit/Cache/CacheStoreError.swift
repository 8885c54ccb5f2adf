import EnrichCore

/// Why the cache file cannot be used, with what to do about it.
public struct CacheStoreError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// The file or its directory cannot be created, opened or written.
    case unavailable
    /// The file is not an SQLite database, or an SQLite database that is not an enrich cache.
    case notACache
    /// Written by a newer `enrich` with a schema this one does not know.
    case newerSchema
  }

  public var kind: Kind
  public var path: String
  public var message: String

  public init(_ kind: Kind, path: String, _ message: String) {
    self.kind = kind
    self.path = path
    self.message = message
  }

  public var description: String { "cache '\(path)': \(message)" }
}

/// Problems met while the cache was in use. They never fail a row (the answer was already paid
/// for), so they are counted here for the run summary instead.
public struct CacheHealth: Sendable, Equatable {
  public var readFailures = 0
  /// Answers that could not be stored.
  public var writeFailures = 0
  /// Entries that failed their checksum (ignored, requested again).
  public var damagedEntries = 0
  /// The most recent failure, in words.
  public var lastProblem: String?
  /// Set when a damaged cache file was moved aside and a fresh one created at open.
  public var recovery: String?
  /// Kinds of problem already warned about (once each).
  var warned: Set<CacheCounts.Problem> = []

  public init() {}
}
