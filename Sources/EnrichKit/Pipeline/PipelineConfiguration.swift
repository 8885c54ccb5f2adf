import EnrichCore
import EnrichFormats
import GoogleProvider

/// A whole enrichment job as a value: input, providers, stages, outputs. The command line
/// builds one (`enrich INPUT -o OUTPUT ...`) and so does a pipeline file; both run through
/// the same `PipelineBuilder` and `PipelineRunner`.
public struct PipelineConfiguration: Sendable, Equatable {
  public var input = InputSettings()
  /// Providers in cascade order; empty means `none` (read, normalize, write).
  public var providers: [ProviderSettings] = [.local(LocalSettings())]
  public var stages: [StageSettings] = PipelineConfiguration.defaultStages
  public var outputs: [OutputSettings] = []
  /// Rows in flight at once for stages that wait on I/O.
  public var concurrency: Int = 16
  /// Cache, journal, budgets, change report, review file: what makes unattended runs safe.
  public var run = RunSettings()

  public init() {}

  public static let defaultStages: [StageSettings] = [
    .normalize, .search(SearchSettings()), .geocode(GeocodeSettings()), .nearby(NearbySettings()),
    .openStatus(OpenStatusSettings()),
  ]
}

/// Where rows come from and how their columns are read.
public struct InputSettings: Sendable, Equatable {
  /// A path, or `-` for stdin.
  public var path: String = "-"
  public var format: InputFormat?
  public var encoding: TextEncoding = .utf8
  public var delimiter: Character?
  public var mapping = ColumnMapping()

  public init() {}
}

/// One provider of a cascade.
public enum ProviderSettings: Sendable, Equatable {
  case local(LocalSettings)
  case google(GoogleSettings)

  public var id: String {
    switch self {
    case .local: return "local"
    case .google: return "google"
    }
  }
}

/// The offline OSM index.
public struct LocalSettings: Sendable, Equatable {
  /// nil: `$ENRICH_INDEX`, else the default location.
  public var indexPath: String?

  public init(indexPath: String? = nil) { self.indexPath = indexPath }
}

/// Google Maps Platform: key source, endpoints, quota. It never holds the key itself, only
/// where to read it, so describing it (run identity, logs) cannot leak the key.
public struct GoogleSettings: Sendable, Equatable {
  /// A file holding the key; nil: `GOOGLE_MAPS_API_KEY`.
  public var apiKeyFile: String?
  public var placesEndpoint: String?
  public var geocodingEndpoint: String?
  public var qps: Double?
  public var qpm: Double?
  public var timeoutSeconds: Double?
  public var maxRetries: Int?
  /// Largest response accepted, in bytes (`--max-response-size`); nil: 32 MiB.
  public var maxResponseBytes: Int?
  /// Extra Place fields for the field mask (`--fields`).
  public var fields: [String] = []

  public init() {}

  /// Accepted `maxResponseBytes`: 1 KiB to 4 GiB.
  public static let responseSizeRange = 1024...(4 << 30)
}

/// One stage of the pipeline with its options.
public enum StageSettings: Sendable, Equatable {
  case normalize
  case search(SearchSettings)
  case geocode(GeocodeSettings)
  case nearby(NearbySettings)
  case openStatus(OpenStatusSettings)
  /// Keep only rows that pass (applied in input order, before the writers).
  case filter(FilterSettings)
  /// Drop rows whose place (or chosen fields) already appeared.
  case dedupe(DedupeSettings)
  /// Keep, order and rename input fields in the output.
  case select(SelectSettings)

  public var name: String {
    switch self {
    case .normalize: return "normalize"
    case .search: return "search"
    case .geocode: return "geocode"
    case .nearby: return "nearby"
    case .openStatus: return "open_status"
    case .filter: return "filter"
    case .dedupe: return "dedupe"
    case .select: return "select"
    }
  }
}

/// Which rows a `filter` stage keeps. Every condition given must hold.
public struct FilterSettings: Sendable, Equatable {
  public var statuses: [RowStatus] = []
  public var openStatuses: [OpenStatus] = []
  public var minConfidence: Double?
  /// The place has at least one of these types.
  public var types: [String] = []

  public init() {}
}

/// What makes two rows duplicates for a `dedupe` stage.
public struct DedupeSettings: Sendable, Equatable {
  /// Input fields to compare; empty: the matched place's id.
  public var fields: [String] = []

  public init() {}
}

/// Which input fields a `select` stage keeps, in order, and their new names.
public struct SelectSettings: Sendable, Equatable {
  public var fields: [String] = []
  public var rename: [String: String] = [:]

  public init() {}
}

/// Text Search options and acceptance rules.
public struct SearchSettings: Sendable, Equatable {
  /// Provider ids this stage asks, in cascade order; empty: every configured provider.
  public var providers: [String] = []
  public var includedType: String?
  public var strictTypeFiltering = false
  public var openNow = false
  public var minRating: Double?
  public var priceLevels: [String] = []
  public var rankPreference: RankPreference?
  public var locationBias: LocationArea?
  public var locationRestriction: Rectangle?
  public var maxResultCount = 5
  public var languageCode: String?
  public var regionCode: String?
  /// Below this confidence a row is `low_confidence` (or `ambiguous`), never matched.
  public var minConfidence = 0.6
  /// Distance from the row's own coordinates beyond which a match is doubted (metres).
  public var maxDistanceMeters = 2_000.0
  /// List the runner-up candidates on matched rows too (`enrich search` does).
  public var alwaysListCandidates = false

  public init() {}

  public func request(_ text: String) -> TextSearchRequest {
    var request = TextSearchRequest(textQuery: text)
    request.includedType = includedType
    request.strictTypeFiltering = strictTypeFiltering
    request.openNow = openNow
    request.minRating = minRating
    request.priceLevels = priceLevels
    request.rankPreference = rankPreference
    request.locationBias = locationBias
    request.locationRestriction = locationRestriction
    request.maxResultCount = maxResultCount
    request.languageCode = languageCode
    request.regionCode = regionCode
    return request
  }
}

/// The geocoding fallback.
public struct GeocodeSettings: Sendable, Equatable {
  /// Provider ids this stage asks, in cascade order; empty: every configured provider.
  public var providers: [String] = []
  public var region: String?
  public var language: String?
  public var bounds: Rectangle?

  public init() {}
}

/// Nearby search for rows that only have coordinates.
public struct NearbySettings: Sendable, Equatable {
  /// Provider ids this stage asks, in cascade order; empty: every configured provider.
  public var providers: [String] = []
  public var radius = 50.0
  public var includedTypes: [String] = []

  public init() {}
}

/// Open status at a requested time.
public struct OpenStatusSettings: Sendable, Equatable {
  /// `--at` as given; nil = now.
  public var at: String?
  /// Zone for places whose zone is unknown (`--tz`).
  public var timeZone: String?
  /// Holiday calendar for places whose country is unknown (`--country`).
  public var country: String?

  public init() {}
}

/// Cron-grade run controls.
public struct RunSettings: Sendable, Equatable {
  public var cache = CacheSettings()
  /// Keep a run journal (file inputs and outputs), so an interrupted run can be resumed.
  public var journal = true
  /// Continue an interrupted run from its journal (`--resume`).
  public var resume = false
  /// Journal file; nil: next to the first output (`.OUTPUT.enrich-journal`).
  public var journalPath: String?
  /// Stop cleanly after this many provider requests (`--max-requests`).
  public var maxRequests: Int?
  /// Stop cleanly when the estimated cost reaches this many US dollars (`--max-cost`).
  public var maxCostUSD: Double?
  /// Abort when this many rows failed (`--max-failures N`) or this share of rows (`P%`).
  public var maxFailures: FailureLimit?
  /// Count requests and cost without making them (`--dry-run`).
  public var dryRun = false
  /// A previous output to compare with (`--compare`).
  public var comparePath: String?
  /// Moves larger than this are reported by the change report (metres).
  public var compareMoveMeters = 100.0
  /// Write rows that need a person's eye here (`--review FILE.csv`).
  public var reviewPath: String?
  /// Write the run summary as JSON here (`--summary FILE`).
  public var summaryPath: String?

  public init() {}
}

/// `--max-failures 10` or `--max-failures 5%`.
public enum FailureLimit: Sendable, Equatable {
  case count(Int)
  case percent(Double)
}

/// The request cache.
public struct CacheSettings: Sendable, Equatable {
  public var enabled = true
  /// nil: `$XDG_CACHE_HOME/enrich/cache.sqlite` (default `~/.cache/enrich/`).
  public var path: String?
  /// Keep entries at most this long (days), within each provider's terms (Google
  /// coordinates: at most 30 days). nil: the provider's maximum.
  public var ttlDays: Double?
  /// Re-request expired entries only (`--refresh`).
  public var refresh = false
  /// Answer from the cache alone; misses are marked (`--offline`).
  public var offline = false

  public init() {}
}

/// One output of the run.
public struct OutputSettings: Sendable, Equatable {
  /// A path, or `-` for stdout.
  public var path: String
  public var format: OutputFormat?
  public var csvSafe = false
  public var bom = false
  /// Row members (JSON formats) or enrichment columns (CSV) to write; empty: all.
  public var fields: [String] = []

  public init(path: String) { self.path = path }
}

extension PipelineConfiguration {
  /// The Text Search SKU the google provider's field mask triggers (Pro without `--fields`).
  public var searchSKU: GoogleSKU {
    for case .google(let google) in providers { return GoogleSKU.textSearch(extraFields: google.fields) }
    return .pro
  }
}
