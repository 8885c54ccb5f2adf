import EnrichCore

extension LocalProvider {
  /// Cached answers belong to one build of one index: a rebuilt or different index never
  /// answers from another's entries.
  package var cacheScope: String { "local@\(metadata.sourceFile)@\(metadata.buildTime)" }
}
