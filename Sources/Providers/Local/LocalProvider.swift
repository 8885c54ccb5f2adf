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
  private let corrector: TermCorrector
  private let cityWords: Set<String>
  private let streetWords: Set<String>
  private let streetTypeWords: Set<String>
  private let aliases: StreetAliases
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
      let (terms, cities, (streets, streetTypes), aliasKeys) = try pool.withConnection { database in
        (
          try Self.readTerms(database), try Self.readCityWords(database), try Self.readStreetWords(database),
          try Self.readAliases(database)
        )
      }
      metadata = IndexMetadata(values: values)
      corrector = TermCorrector(terms: terms)
      cityWords = cities
      // Other-language names of streets are street words too (`Alexandersgatan`).
      streetWords = streets.union(aliasKeys.keys.flatMap { $0.split(separator: " ").map(String.init) })
      streetTypeWords = streetTypes
      aliases = StreetAliases(keys: aliasKeys)
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

  private static func readTerms(_ database: SQLiteDatabase) throws -> [String] {
    let statement = try database.prepare("SELECT term FROM terms", purpose: "read the index vocabulary")
    var terms: [String] = []
    while try statement.step() { terms.append(statement.text(0) ?? "") }
    return terms
  }

  private static func readCityWords(_ database: SQLiteDatabase) throws -> Set<String> {
    let statement = try database.prepare(
      """
      SELECT city FROM addresses WHERE city IS NOT NULL UNION SELECT city FROM places WHERE city IS NOT NULL
      UNION SELECT word FROM locality_words
      """,
      purpose: "read the index's city names")
    var words: Set<String> = []
    while try statement.step() { words.formUnion(TextFolding.tokens(statement.text(0) ?? "")) }
    return words
  }

  private static func readAliases(_ database: SQLiteDatabase) throws -> [String: String] {
    let statement = try database.prepare(
      "SELECT alias_key, street_key FROM street_aliases", purpose: "read street aliases")
    var keys: [String: String] = [:]
    while try statement.step() { keys[statement.text(0) ?? ""] = statement.text(1) }
    return keys
  }

  /// The words of the index's streets, and those that several streets share (their types:
  /// `rue`, `avenue`, `calle`).
  private static func readStreetWords(_ database: SQLiteDatabase) throws -> (Set<String>, Set<String>) {
    let statement = try database.prepare(
      "SELECT street_key FROM streets", purpose: "read the index's streets")
    var counts: [String: Int] = [:]
    while try statement.step() {
      for word in Set((statement.text(0) ?? "").split(separator: " ").map(String.init)) {
        counts[word, default: 0] += 1
      }
    }
    let types = counts.filter { $0.value >= 3 && $0.key.count >= 2 && $0.key.first?.isLetter == true }.keys
    return (Set(counts.keys), Set(types))
  }

  package func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace] {
    metrics.recordRequest(Self.endpoints.searchText)
    try RequestValidator.validate(request)
    let (corrector, country, openNow) = (self.corrector, metadata.countryCode, self.openNow)
    let (cities, streets, types, aliases, memo) = (
      cityWords, streetWords, streetTypeWords, aliases, searchMemo
    )
    return try run {
      try LocalTextSearch(
        database: $0, corrector: corrector, cityWords: cities, streetWords: streets, streetTypeWords: types,
        aliases: aliases, memo: memo, defaultCountry: country, openNow: openNow
      ).search(request)
    }
  }

  package func geocode(_ request: GeocodeRequest) async throws -> [Place] {
    metrics.recordRequest(Self.endpoints.geocode)
    try RequestValidator.validate(request)
    let (corrector, country, aliases) = (self.corrector, metadata.countryCode, aliases.keys)
    return try run {
      try LocalGeocoder(database: $0, corrector: corrector, aliases: aliases, defaultCountry: country)
        .geocode(request)
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
    let (corrector, country) = (self.corrector, metadata.countryCode)
    return try run {
      try LocalAutocomplete(database: $0, corrector: corrector, defaultCountry: country).suggest(request)
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
