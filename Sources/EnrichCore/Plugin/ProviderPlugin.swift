import Foundation

/// What a provider module gives the engine, so the engine never names a vendor: the settings
/// of its section in a pipeline file (and its command-line options), how to open it, its
/// storage terms, its price list and endpoints, and the files it reads. A value of the type
/// is the provider's settings; the type is listed once, in the composition root.
///
/// Recipe: a folder under `Sources/Providers/`, a `PlaceProvider`, a type conforming to this
/// protocol, and one line in the plugin list.
package protocol ProviderPlugin: Sendable, Equatable {
  /// `local`, `google`: its section's `type:` and its `--provider` name.
  static var name: String { get }
  /// Keys of its pipeline section besides `type`, in the reference's order.
  static var keys: [String] { get }
  /// Its command-line options; each binds to one of `keys`.
  static var options: [CommandLineOption] { get }
  /// A few words help says beside its name (`offline OSM index`); nil: the name says enough.
  static var helpNote: String? { get }
  /// Which endpoint it uses for each kind of request.
  static var endpoints: ProviderEndpoints { get }
  /// The default settings.
  init()
  /// Its settings from its section (which may hold `type` and `keys`; refusing others is its
  /// job, so it can say more than "unknown key" about, say, a key that holds a secret).
  static func decode(_ reader: SettingsReader) throws(SettingsError) -> Self
  /// The settings that differ from the defaults, as section entries after `type`.
  func render() -> [SettingsNode.Entry]
  /// Opens the provider.
  func makeProvider(_ context: ProviderContext) throws(PluginError) -> any PlaceProvider
  /// What a cache may keep of its answers.
  var storageTerms: StorageTerms { get }
  /// The list price of a request to `endpoint` with these settings; nil: free.
  func pricing(of endpoint: RequestEndpoint) -> Pricing?
  /// The list price of one request of `kind` whose places carry `content` (a provider that
  /// bills by field mask names the SKU that content triggers); nil: free. The planner picks
  /// the cheapest requests from these. Default: the endpoint's one price.
  func pricing(of kind: RequestKind, content: AnswerContent) -> Pricing?
  /// An extra request per matched place that the open-status stage needs when a search
  /// answer carries no hours (a details call); nil: none.
  var openStatusRequest: RequestKind? { get }
  /// Files it reads (an index), so no run may write over them.
  func filesRead(environment: [String: String]) -> [String]
  /// Facts the run summary reports after its typed sections, in the plugin's own vocabulary
  /// (the billing SKU in use): JSON members the engine does not read, only writes and merges.
  var summaryFacts: [JSONMember] { get }
  /// Place fields beyond the common ones that flat outputs give typed columns of their own
  /// (`enrich_place_<name>`), in column order.
  var placeColumns: [PlaceColumn] { get }
  /// A few words after the estimated cost (`searches billed as Text Search Pro`).
  var costNote: String? { get }
  /// Settings that change what an answer holds (a field mask): part of every cache key.
  var cacheFields: [String] { get }
  /// Text Search options (settings keys, `min_rating`) the provider accepts but cannot honour:
  /// the search stage warns once per run when one is set.
  static var ignoredSearchOptions: [String] { get }
  /// Turns paths in the settings absolute (for a pipeline file written from a command line).
  func resolvingPaths(_ resolve: (String) -> String) -> Self
}

extension ProviderPlugin {
  package static var helpNote: String? { nil }
  package var name: String { Self.name }
  package func pricing(of kind: RequestKind, content: AnswerContent) -> Pricing? {
    pricing(of: Self.endpoints[kind])
  }
  package var openStatusRequest: RequestKind? { nil }
  package func filesRead(environment: [String: String]) -> [String] { [] }
  package var summaryFacts: [JSONMember] { [] }
  package var placeColumns: [PlaceColumn] { [] }
  package var costNote: String? { nil }
  package var cacheFields: [String] { [] }
  package static var ignoredSearchOptions: [String] { [] }
  package func resolvingPaths(_ resolve: (String) -> String) -> Self { self }

  /// Equality across plugin types, for configurations that hold plugins as existentials.
  package func isEqual(to other: any ProviderPlugin) -> Bool { (other as? Self) == self }
}

/// What opening a provider may use.
package struct ProviderContext: Sendable {
  package var environment: [String: String]
  package var metrics: ProviderMetrics
  /// The fleet's shared rate limit (`--state`); nil: each process paces itself.
  package var sharedRate: (any SharedRatePacer)?
  /// The run's clock: what "now" is to the provider (`openNow`), never the system's own.
  package var now: @Sendable () -> Date

  package init(
    environment: [String: String], metrics: ProviderMetrics, sharedRate: (any SharedRatePacer)? = nil,
    now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.environment = environment
    self.metrics = metrics
    self.sharedRate = sharedRate
    self.now = now
  }
}

/// Why a provider could not be opened.
package enum PluginError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A setting is wrong (exit 64).
  case configuration(String)
  /// The provider cannot work (missing index, refused key; exit 3).
  case unavailable(String)

  package var description: String {
    switch self {
    case .configuration(let message), .unavailable(let message): return message
    }
  }
}
