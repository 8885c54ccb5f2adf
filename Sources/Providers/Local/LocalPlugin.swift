import EnrichCore
import EnrichHours
import Foundation

/// The `local` provider as the engine sees it: settings (`index:`, `--index`), the index it
/// opens, OpenStreetMap's storage terms (ODbL: everything may be kept) and no prices.
package struct LocalPlugin: ProviderPlugin {
  /// nil: `$ENRICH_INDEX`, else the default location.
  package var indexPath: String?

  package init() {}

  package init(indexPath: String?) { self.indexPath = indexPath }

  package static let name = "local"
  package static let helpNote: String? = "offline OSM index"
  package static let keys = ["index"]
  package static let endpoints = LocalProvider.endpoints

  package static let options = [
    CommandLineOption(
      "index", valueName: "path",
      help: "Local index file (default: $ENRICH_INDEX, else ~/.local/share/enrich/index.sqlite).",
      binding: .key("index"))
  ]

  package static func decode(_ reader: SettingsReader) throws(SettingsError) -> LocalPlugin {
    let section = try reader.section(allowed: ["type"] + keys)
    return LocalPlugin(indexPath: try section["index"]?.filePath())
  }

  package func render() -> [SettingsNode.Entry] {
    indexPath.map { [.init(key: "index", value: .text($0))] } ?? []
  }

  package func makeProvider(_ context: ProviderContext) throws(PluginError) -> any PlaceProvider {
    do {
      return try LocalProvider(
        indexPath: IndexLocation.resolve(indexPath, environment: context.environment),
        metrics: context.metrics,
        openNow: { place in Self.isOpenNow(place, at: context.now()) })
    } catch {
      throw .unavailable(error.message)
    }
  }

  package var storageTerms: StorageTerms { .openData }

  /// The OSM tags the index keeps beyond the common place fields (phone, website and
  /// opening_hours are common columns): flat outputs give each a column.
  package var placeColumns: [PlaceColumn] {
    ["cuisine", "wheelchair", "brand"].map { PlaceColumn(member: $0, type: .text) }
  }

  /// OpenStreetMap has neither ratings nor price levels.
  package static let ignoredSearchOptions = ["min_rating", "price_levels"]

  package func pricing(of endpoint: RequestEndpoint) -> Pricing? { nil }

  package func filesRead(environment: [String: String]) -> [String] {
    [IndexLocation.resolve(indexPath, environment: environment)]
  }

  package func resolvingPaths(_ resolve: (String) -> String) -> LocalPlugin {
    LocalPlugin(indexPath: indexPath.map(resolve))
  }

  /// `openNow` for the local provider: the place's OSM hours evaluated at `now` (the run's
  /// clock); nil (kept, not filtered) when they are missing or say nothing certain.
  static func isOpenNow(_ place: Place, at now: Date) -> Bool? {
    guard case .expression(let expression) = place.hours else { return nil }
    let context = HoursContext(coordinate: place.location, countryCode: place.address?.countryCode)
    switch OpenStatusEvaluator.evaluate(osm: expression, at: .instant(now), context: context).info.status {
    case .open: return true
    case .closed: return false
    case .unknown: return nil
    }
  }
}

extension LocalProvider {
  /// Calls are counted as `local.<endpoint>`.
  package static let endpoints = ProviderEndpoints(
    searchText: RequestEndpoint(provider: "local", name: "searchText"),
    geocode: RequestEndpoint(provider: "local", name: "geocode"),
    nearby: RequestEndpoint(provider: "local", name: "nearby"),
    autocomplete: RequestEndpoint(provider: "local", name: "autocomplete"),
    details: RequestEndpoint(provider: "local", name: "details"))
}
