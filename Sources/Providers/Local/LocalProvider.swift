import EnrichCore
import EnrichSystem
import Foundation

/// The embedded default provider: answers text search, geocoding, nearby search, autocomplete
/// and details from a local index built by `LocalIndexBuilder` from OpenStreetMap, offline.
///
/// Thread-safe: calls may run concurrently; each takes its own read-only connection from a
/// small pool. Every call is counted in `ProviderMetrics` as `local.<endpoint>`.
///
/// Options OSM cannot answer: `minRating` and `priceLevels` are accepted (validated) and ignored,
/// because OSM has neither ratings nor price levels; `openNow` filters through the injected
/// `openNow` evaluator and is ignored when none is given; `regionCode` is accepted and unused.
package final class LocalProvider: PlaceProvider {
  package let id = "local"
  package let attributions = [Attribution.openStreetMap]
  /// What the index says about itself.
  package let metadata: IndexMetadata
  /// The index file.
  package let indexPath: String

  private let pool: ConnectionPool
  private let vocabulary: IndexVocabulary
  private let searchMemo = TextSearchMemo()
  private let metrics: ProviderMetrics
  private let openNow: (@Sendable (Place) -> Bool?)?

  /// How to create the default index, quoted in every "unusable" error.
  package static let buildHint = "enrich index build samples/helsinki.osm.pbf -o samples/helsinki.sqlite"

  /// Opens an index.
  /// - Parameters:
  ///   - indexPath: file written by `LocalIndexBuilder` (`enrich index build`).
  ///   - metrics: where calls are counted.
  ///   - connections: read-only connections kept open (calls beyond this wait for one).
  ///   - openNow: decides whether a place is open now from its `openingHours` (true/false, nil
  ///     when unknown); used when a request sets `openNow`. Places it does not say are open
  ///     are dropped, as Google does.
  /// - Throws: `ProviderError(.unusable)` when the file is missing, corrupt or not an index,
  ///   with the command that builds one.
  package init(
    indexPath: String, metrics: ProviderMetrics, connections: Int = 4,
    openNow: (@Sendable (Place) -> Bool?)? = nil
  ) throws(ProviderError) {
    guard FileManager.default.fileExists(atPath: indexPath) else {
      throw ProviderError(
        .unusable,
        "no local place index at '\(indexPath)'; build one with `\(Self.buildHint)` "
          + "(or pass --index PATH / set ENRICH_INDEX)")
    }
    try Self.checkStamp(indexPath)
    do {
      pool = try ConnectionPool(path: indexPath, size: connections)
      let values = try pool.withConnection { try Self.readMeta($0) }
      guard values["format"] == IndexSchema.format else {
        throw ProviderError(
          .unusable,
          "'\(indexPath)' is an SQLite file but not an enrich place index; build one with `\(Self.buildHint)`"
        )
      }
      guard values["schema_version"] == IndexSchema.version else {
        throw ProviderError(
          .unusable,
          "'\(indexPath)' was built by another version of enrich (index schema "
            + "\(values["schema_version"] ?? "?"), expected \(IndexSchema.version)); rebuild it with `enrich index build`"
        )
      }
      // Only small tables are read: the typo index and the street words are looked up word by
      // word when queries need them (schema 4 persists them), so opening takes the same time
      // whatever the index's size.
      vocabulary = try pool.withConnection { try IndexVocabulary(database: $0) }
      metadata = IndexMetadata(values: values)
    } catch let error as ProviderError {
      throw error
    } catch {
      throw ProviderError(
        .unusable,
        "cannot read local place index '\(indexPath)' (\(error)); it is missing, corrupt or not an index. "
          + "Rebuild it with `\(Self.buildHint)`")
    }
    self.indexPath = indexPath
    self.metrics = metrics
    self.openNow = openNow
  }

  /// Refuses, from its header alone, a file stamped as something else than an index (the
  /// request cache given as --index, another program's database). Unstamped files go on to
  /// the `meta` check: indexes built before the stamp have only that.
  private static func checkStamp(_ indexPath: String) throws(ProviderError) {
    let header = SQLiteFileProbe.header(of: indexPath)
    let stamp = header.applicationID
    if header.kind == .notSQLite {
      throw ProviderError(
        .unusable,
        "'\(indexPath)' is not an SQLite file, so not an enrich place index (it is corrupt or another kind of "
          + "file). Rebuild it with `\(Self.buildHint)`")
    }
    guard header.kind == .sqlite, stamp != 0, stamp != IndexSchema.applicationID else { return }
    throw ProviderError(
      .unusable,
      "'\(indexPath)' is \(SQLiteFileProbe.describe(applicationID: stamp)), not an enrich place index; give "
        + "the index with --index PATH, or build one with `\(Self.buildHint)`")
  }

  private static func readMeta(_ database: SQLiteDatabase) throws -> [String: String] {
    let statement = try database.prepare("SELECT key, value FROM meta", purpose: "read index metadata")
    var values: [String: String] = [:]
    while try statement.step() { values[statement.text(0) ?? ""] = statement.text(1) }
    return values
  }

  package func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace] {
    metrics.recordRequest(Self.endpoints.searchText)
    try RequestValidator.validate(request)
    let (vocabulary, country, openNow, memo) = (
      self.vocabulary, metadata.countryCode, self.openNow, searchMemo
    )
    let romanised = metadata.romanisedPlaceCount > 0
    return try run {
      var search = LocalTextSearch(
        database: $0, corrector: vocabulary.corrector($0), cityWords: vocabulary.cityWords,
        streetWords: vocabulary.streetWords($0), streetTypeWords: vocabulary.streetTypeWords,
        aliases: vocabulary.aliases($0), memo: memo, defaultCountry: country, openNow: openNow)
      search.searchesRomanised = romanised
      search.towns = vocabulary.towns
      return try search.search(request)
    }
  }

  package func geocode(_ request: GeocodeRequest) async throws -> [Place] {
    metrics.recordRequest(Self.endpoints.geocode)
    try RequestValidator.validate(request)
    let (vocabulary, country) = (self.vocabulary, metadata.countryCode)
    return try run {
      try LocalGeocoder(
        database: $0, corrector: vocabulary.corrector($0), aliases: vocabulary.aliases($0),
        defaultCountry: country
      ).geocode(request)
    }
  }

  package func nearby(_ request: NearbyRequest) async throws -> [ProviderPlace] {
    metrics.recordRequest(Self.endpoints.nearby)
    try RequestValidator.validate(request)
    let country = metadata.countryCode
    return try run { try LocalNearby(database: $0, defaultCountry: country).search(request) }
  }

  package func autocomplete(_ request: AutocompleteRequest) async throws -> [Suggestion] {
    metrics.recordRequest(Self.endpoints.autocomplete)
    try RequestValidator.validate(request)
    let (vocabulary, country) = (self.vocabulary, metadata.countryCode)
    let romanised = metadata.romanisedPlaceCount > 0
    return try run {
      var autocomplete = LocalAutocomplete(
        database: $0, corrector: vocabulary.corrector($0), defaultCountry: country)
      autocomplete.searchesRomanised = romanised
      return try autocomplete.suggest(request)
    }
  }

  /// The place with an OSM id (`node/123`, `way/45`, `relation/6`) with all its fields (the
  /// index is local, so `fields` is not needed to save cost); nil when the index lacks it.
  package func details(_ request: DetailsRequest) async throws -> Place? {
    metrics.recordRequest(Self.endpoints.details)
    let parts = request.placeID.split(separator: "/")
    guard parts.count == 2, ["node", "way", "relation"].contains(parts[0]), Int64(parts[1]) != nil else {
      throw ProviderError(
        .invalidRequest, "placeID '\(request.placeID)' is not an OSM id like node/123, way/45 or relation/6")
    }
    let country = metadata.countryCode
    return try run { database in
      let statement = try database.cached(
        "SELECT \(PlaceRecord.columns) FROM places p WHERE p.osm_id = ?1", purpose: "read a place by id")
      try statement.bind(request.placeID, at: 1)
      guard try statement.step() else { return nil }
      return PlaceRecord(statement: statement).place(language: request.languageCode, defaultCountry: country)
    }
  }

  /// Runs a query on a pooled connection; SQLite failures become `ProviderError(.unusable)`.
  private func run<Result: Sendable>(_ body: @Sendable (SQLiteDatabase) throws -> Result) throws -> Result {
    do {
      return try pool.withConnection(body)
    } catch let error as SQLiteError {
      throw ProviderError(
        .unusable, "local place index '\(indexPath)' failed: \(error); rebuild it with `\(Self.buildHint)`")
    }
  }
}
