import EnrichCore

/// Options for `LocalIndexBuilder.build`.
public struct IndexBuildOptions: Sendable, Equatable {
  /// ISO 3166-1 alpha-2 code recorded as the extract's country; nil = guess from the most
  /// frequent `addr:country` tag.
  public var countryCode: String?

  public init(countryCode: String? = nil) { self.countryCode = countryCode }
}

/// Progress reported while an index is built (every 100,000 elements and at the end).
public struct IndexBuildProgress: Sendable, Equatable {
  public var nodes = 0
  public var ways = 0
  public var relations = 0
  public var places = 0
  public var addresses = 0

  public init() {}
}

/// What a finished build wrote.
public struct IndexBuildStats: Sendable, Equatable {
  public var nodes = 0
  public var ways = 0
  public var relations = 0
  /// Named points of interest indexed.
  public var places = 0
  /// Address points (objects with `addr:housenumber` and `addr:street`).
  public var addresses = 0
  /// Distinct streets (from address points and named highways).
  public var streets = 0
  /// Ways or relations skipped because none of their nodes were in the extract.
  public var skippedWithoutGeometry = 0
  public var seconds = 0.0
  /// Size of the written index file in bytes.
  public var bytes: Int64 = 0

  public init() {}
}

/// Why an index could not be built; nothing is left under the output name.
public struct IndexBuildError: Error, Sendable, Equatable, CustomStringConvertible {
  public enum Kind: Sendable, Equatable {
    /// The extract is missing, unreadable or not OpenStreetMap data.
    case input
    /// The index could not be written (disk full, read-only folder, I/O error).
    case output
    /// The output path holds a file that is not an enrich index: it is never replaced.
    case refused
  }

  public var kind: Kind
  public var message: String

  public init(_ kind: Kind = .input, _ message: String) {
    self.kind = kind
    self.message = message
  }

  public var description: String { message }
}
