import EnrichCore

/// Options for `LocalIndexBuilder.build`.
package struct IndexBuildOptions: Sendable, Equatable {
  /// ISO 3166-1 alpha-2 code recorded as the extract's country; nil = guess from the most
  /// frequent `addr:country` tag.
  package var countryCode: String?

  package init(countryCode: String? = nil) { self.countryCode = countryCode }
}

/// Progress reported while an index is built (every 100,000 elements and at the end; for an
/// extract of `stepThreshold` elements or more, also each step of finishing the index).
package struct IndexBuildProgress: Sendable, Equatable {
  /// Extracts this large take long enough after the read to say what the build is doing.
  package static let stepThreshold = 1_000_000

  /// The finishing step under way (`writing the typo index`); nil while the extract is read.
  package var step: String?
  package var nodes = 0
  package var ways = 0
  package var relations = 0
  package var places = 0
  package var addresses = 0

  package init() {}
}

/// What a finished build wrote.
package struct IndexBuildStats: Sendable, Equatable {
  package var nodes = 0
  package var ways = 0
  package var relations = 0
  /// Named points of interest indexed.
  package var places = 0
  /// Address points (objects with `addr:housenumber` and `addr:street`).
  package var addresses = 0
  /// Distinct streets (from address points and named highways).
  package var streets = 0
  /// Ways or relations skipped because none of their nodes were in the extract.
  package var skippedWithoutGeometry = 0
  package var seconds = 0.0
  /// Size of the written index file in bytes.
  package var bytes: Int64 = 0

  package init() {}
}

/// Why an index could not be built; nothing is left under the output name.
package struct IndexBuildError: Error, Sendable, Equatable, CustomStringConvertible {
  package enum Kind: Sendable, Equatable {
    /// The extract is missing, unreadable or not OpenStreetMap data.
    case input
    /// The index could not be written (disk full, read-only folder, I/O error).
    case output
    /// The output path holds a file that is not an enrich index: it is never replaced.
    case refused
  }

  package var kind: Kind
  package var message: String

  package init(_ kind: Kind = .input, _ message: String) {
    self.kind = kind
    self.message = message
  }

  package var description: String { message }
}
