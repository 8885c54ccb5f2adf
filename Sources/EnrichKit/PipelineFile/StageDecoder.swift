import EnrichCore
import EnrichHours
import Foundation

/// `stages:`, an ordered list. Each item is a stage type alone (`- normalize`) or a stage type
/// with its options (`- search: {min_confidence: 0.8}`).
struct StageDecoder {
  let context: PipelineFileContext

  static let types = [
    "normalize", "search", "geocode", "nearby", "open_status", "filter", "dedupe", "select",
  ]

  func decode(_ reader: PipelineValueReader) throws(PipelineFileError) -> [StageSettings] {
    var stages: [StageSettings] = []
    let items = try reader.items()
    if items.isEmpty { throw reader.error("no stages; list at least '- normalize'") }
    for item in items {
      let (type, options) = try split(item)
      stages.append(try stage(type, options: options))
    }
    return stages
  }

  /// The stage type and a reader for its options (nil when it has none).
  func split(_ item: PipelineValueReader) throws(PipelineFileError) -> (String, PipelineValueReader?) {
    switch item.node.content {
    case .scalar:
      return (try known(item.requiredString(), item), nil)
    case .mapping(let entries) where entries.count == 1:
      let entry = entries[0]
      let path = PipelineNode.join(
        item.path.split(separator: ".").dropLast().joined(separator: "."), entry.key)
      let type = try known(
        entry.key, PipelineValueReader(node: entry.value, path: path, context: context),
        location: entry.keyLocation)
      return (type, PipelineValueReader(node: entry.value, path: path, context: context))
    case .mapping(let entries) where Self.types.contains(entries[0].key):
      let type = entries[0].key
      throw context.error(
        PipelineNode.join(item.path, entries[1].key), entries[1].keyLocation,
        "options of \(type) must be indented under it, deeper than '\(type):'")
    default:
      throw item.error("a stage is a type ('- normalize') or one type with its options ('- search: {...}')")
    }
  }

  func known(
    _ type: String, _ reader: PipelineValueReader, location: PipelineLocation? = nil
  ) throws(PipelineFileError) -> String {
    guard Self.types.contains(type) else {
      throw context.error(
        reader.path, location ?? reader.node.location,
        "'\(type)' is not a stage type" + KeySuggestion.hint(for: type, among: Self.types))
    }
    return type
  }

  func stage(_ type: String, options: PipelineValueReader?) throws(PipelineFileError) -> StageSettings {
    let isEmpty = options.map(\.node.isNull) ?? true
    switch type {
    case "normalize":
      if !isEmpty, let options {
        throw options.error("normalize takes no options (columns go under input.columns)")
      }
      return .normalize
    case "search":
      return .search(isEmpty ? SearchSettings() : try SearchDecoder(context: context).decode(options))
    case "geocode": return .geocode(isEmpty ? GeocodeSettings() : try geocode(options))
    case "nearby": return .nearby(isEmpty ? NearbySettings() : try nearby(options))
    case "open_status": return .openStatus(isEmpty ? OpenStatusSettings() : try openStatus(options))
    case "filter": return .filter(isEmpty ? FilterSettings() : try OutputStageDecoder.filter(options))
    case "dedupe": return .dedupe(isEmpty ? DedupeSettings() : try OutputStageDecoder.dedupe(options))
    default: return .select(isEmpty ? SelectSettings() : try OutputStageDecoder.select(options))
    }
  }

  func geocode(_ reader: PipelineValueReader?) throws(PipelineFileError) -> GeocodeSettings {
    guard let reader else { return GeocodeSettings() }
    let section = try reader.section(allowed: ["providers", "region", "language", "bounds"])
    var geocode = GeocodeSettings()
    geocode.providers = try section["providers"]?.strings() ?? []
    geocode.region = try section["region"]?.string()?.uppercased()
    geocode.language = try section["language"]?.string()
    if let bounds = section["bounds"] { geocode.bounds = try GeometryDecoder.rectangle(bounds) }
    var request = GeocodeRequest(address: "check")
    request.region = geocode.region
    request.language = geocode.language
    request.bounds = geocode.bounds
    try GeometryDecoder.validate(reader) { () throws(ProviderError) in try RequestValidator.validate(request)
    }
    return geocode
  }

  func nearby(_ reader: PipelineValueReader?) throws(PipelineFileError) -> NearbySettings {
    guard let reader else { return NearbySettings() }
    let section = try reader.section(allowed: ["providers", "radius", "included_types"])
    var nearby = NearbySettings()
    nearby.providers = try section["providers"]?.strings() ?? []
    if let radius = section["radius"] {
      nearby.radius = try radius.double(in: -Double.infinity...Double.infinity) ?? nearby.radius
    }
    nearby.includedTypes = try section["included_types"]?.strings() ?? []
    var request = NearbyRequest(center: Coordinate(latitude: 0, longitude: 0), radius: nearby.radius)
    request.includedTypes = nearby.includedTypes
    try GeometryDecoder.validate(section["radius"] ?? reader) { () throws(ProviderError) in
      try RequestValidator.validate(request)
    }
    return nearby
  }

  func openStatus(_ reader: PipelineValueReader?) throws(PipelineFileError) -> OpenStatusSettings {
    guard let reader else { return OpenStatusSettings() }
    let section = try reader.section(allowed: ["at", "tz", "country"])
    var hours = OpenStatusSettings()
    if let at = section["at"], let text = try at.string() {
      do {
        _ = try RequestedTime.parse(text)
      } catch {
        throw at.error(
          "'\(text)' is not a time; use 2026-12-24T10:00 (local time at each place) or 2026-12-24T10:00:00Z (an instant)"
        )
      }
      hours.at = text
    }
    if let tz = section["tz"], let zone = try tz.string() {
      guard TimeZone(identifier: zone) != nil else {
        throw tz.error("'\(zone)' is not an IANA time zone (e.g. Europe/Helsinki)")
      }
      hours.timeZone = zone
    }
    if let country = section["country"], let code = try country.string() {
      guard code.count == 2, code.unicodeScalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic })
      else {
        throw country.error("'\(code)' is not a two-letter country code (e.g. FI)")
      }
      hours.country = code.uppercased()
    }
    return hours
  }
}
