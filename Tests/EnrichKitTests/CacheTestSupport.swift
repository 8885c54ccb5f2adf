import EnrichCore
import Foundation
import GoogleProvider
import LocalProvider
import Synchronization

@testable import EnrichKit

/// A provider double that answers from invented data and counts every call per endpoint.
/// `id` picks the cache policy (`local` keeps whole answers, `google` IDs only).
final class CacheCountingProvider: PlaceProvider {
  let id: String
  let attributions = [Attribution(provider: "Test", text: "invented data")]
  private let calls = Mutex([String: Int]())
  /// How long each call takes, so concurrent duplicates overlap.
  let delay: Duration
  /// Errors to throw, by query text, for the first N calls of that text.
  private let failures: Mutex<[String: (ProviderError, remaining: Int)]>
  /// Place IDs details no longer knows (Google 404).
  let goneIDs: Mutex<Set<String>>

  init(
    id: String = "local", delay: Duration = .zero, failures: [String: (ProviderError, Int)] = [:],
    goneIDs: Set<String> = []
  ) {
    self.id = id
    self.delay = delay
    self.failures = Mutex(failures.mapValues { ($0.0, remaining: $0.1) })
    self.goneIDs = Mutex(goneIDs)
  }

  func count(_ endpoint: String) -> Int { calls.withLock { $0[endpoint, default: 0] } }
  var total: Int { calls.withLock { $0.values.reduce(0, +) } }

  private func record(_ endpoint: String, failureKey: String) async throws {
    calls.withLock { $0[endpoint, default: 0] += 1 }
    if delay > .zero { try await Task.sleep(for: delay) }
    let failure = failures.withLock { table -> ProviderError? in
      guard let entry = table[failureKey], entry.remaining > 0 else { return nil }
      table[failureKey] = (entry.0, entry.remaining - 1)
      return entry.0
    }
    if let failure { throw failure }
  }

  /// Two invented places per query, with everything `Place` can carry.
  static func places(for text: String) -> [Place] {
    (1...2).map { number in
      Place(
        id: "id-\(text.lowercased())-\(number)", name: "\(text) \(number)",
        formattedAddress: "Testikatu \(number), Helsinki",
        location: Coordinate(latitude: 60.1 + Double(number) / 100, longitude: 24.9),
        types: ["cafe", "food"],
        primaryType: "cafe", businessStatus: "OPERATIONAL",
        address: PostalAddress(
          street: "Testikatu", houseNumber: "\(number)", city: "Helsinki", countryCode: "FI"),
        phone: "+358 1", website: "https://example.test", hours: .expression("Mo-Fr 09:00-17:00"),
        timeZone: "Europe/Helsinki", locationType: "ROOFTOP", partialMatch: false,
        extra: [JSONMember("osm", .array([.string("node/1"), .bool(true), .number("1.50")]))])
    }
  }

  func searchText(_ request: TextSearchRequest) async throws -> [ProviderPlace] {
    try await record("searchText", failureKey: request.textQuery)
    return Self.places(for: request.textQuery).map {
      ProviderPlace(place: $0, score: 0.9, distanceMeters: 12.5)
    }
  }

  func geocode(_ request: GeocodeRequest) async throws -> [Place] {
    try await record("geocode", failureKey: request.address)
    return Array(Self.places(for: request.address).prefix(1))
  }

  func nearby(_ request: NearbyRequest) async throws -> [ProviderPlace] {
    try await record("nearby", failureKey: "nearby")
    return Self.places(for: "near").map { ProviderPlace(place: $0) }
  }

  func autocomplete(_ request: AutocompleteRequest) async throws -> [Suggestion] {
    try await record("autocomplete", failureKey: request.input)
    return [
      Suggestion(
        placeID: "id-s", text: "\(request.input) Cafe, Helsinki", mainText: "\(request.input) Cafe",
        secondaryText: "Helsinki", types: ["cafe"], distanceMeters: 40, matches: [0..<3])
    ]
  }

  func details(_ request: DetailsRequest) async throws -> Place? {
    try await record("details", failureKey: request.placeID)
    if goneIDs.withLock({ $0.contains(request.placeID) }) { return nil }
    // The double knows every invented id: `id-<text>-<n>`.
    let parts = request.placeID.split(separator: "-")
    guard parts.count >= 3, let number = Int(parts[parts.count - 1]) else { return nil }
    let text = parts.dropFirst().dropLast().joined(separator: "-")
    return Self.places(for: text).first { $0.id == request.placeID && number > 0 }
  }
}

/// A clock the test moves by hand.
final class CacheTestClock: Sendable {
  private let current: Mutex<Date>

  init(_ start: Date = Date(timeIntervalSince1970: 1_800_000_000)) { current = Mutex(start) }

  var now: @Sendable () -> Date { { self.current.withLock { $0 } } }

  func advance(days: Double) { current.withLock { $0 = $0.addingTimeInterval(days * 86_400) } }
}

/// A fresh directory per test, removed when the value goes away.
final class CacheTestDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "enrich-cache-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  var cacheFile: String { path + "/cache.sqlite" }
}

/// A cache stack over a counting provider, sharing one manual clock.
struct CacheFixture {
  let directory: CacheTestDirectory
  let clock = CacheTestClock()
  let metrics = ProviderMetrics()
  let base: CacheCountingProvider

  init(provider: CacheCountingProvider = CacheCountingProvider()) throws {
    directory = try CacheTestDirectory()
    base = provider
  }

  func store() throws -> CacheStore { try CacheStore(path: directory.cacheFile, now: clock.now) }

  func caching(mode: CachingProvider.Mode = .normal, ttlDays: Double? = nil, store: CacheStore? = nil) throws
    -> CachingProvider
  {
    CachingProvider(
      wrapping: base, store: try store ?? self.store(),
      policy: try CachePolicy(terms: storageTerms(for: base.id), ttlDays: ttlDays),
      mode: mode, metrics: metrics, now: clock.now)
  }
}

/// The storage terms of the provider with `id`, as its plugin states them; any provider but
/// `local` gets Google's (the strictest).
func storageTerms(for id: String) -> StorageTerms {
  id == LocalPlugin.name ? LocalPlugin().storageTerms : GooglePlugin().storageTerms
}
