import EnrichCore
import EnrichHours
import Foundation
import GoogleProvider

/// Resolves whether each matched place is open at the requested time: from OSM
/// `opening_hours` (local provider) or Google's hours (google provider, fetching the hours
/// fields with a Place Details call limited to them when the search did not return them).
public struct OpenStatusStage: Stage {
  public let name = "open_status"
  public let waitsOnIO = true
  public let providers: [any PlaceProvider]
  /// nil: the run's start instant.
  public let requested: RequestedTime?
  public let defaultZone: TimeZone?
  public let defaultCountry: String?

  /// The Google fields the evaluation needs, as Place Details field-mask paths.
  public static let googleHoursFields = GoogleProvider.openStatusFields

  /// Validates `--at` and `--tz` up front, so a typo fails before any request.
  public init(providers: [any PlaceProvider], settings: OpenStatusSettings, environment: [String: String])
    throws
  {
    self.providers = providers
    if let at = settings.at {
      do {
        requested = try RequestedTime.parse(at)
      } catch {
        throw PipelineError(
          .configuration,
          "--at: '\(at)' is not a time; use 2026-12-24T10:00:00Z (an instant) or 2026-12-24T10:00 (local time at each place)"
        )
      }
    } else {
      requested = nil
    }
    if let zone = settings.timeZone {
      guard let parsed = TimeZone(identifier: zone) else {
        throw PipelineError(
          .configuration, "--tz: '\(zone)' is not an IANA time zone such as Europe/Helsinki")
      }
      defaultZone = parsed
    } else {
      defaultZone = nil
    }
    defaultCountry = settings.country
  }

  public func process(_ item: inout WorkItem, context: StageContext) async throws {
    // A geocoded address is a building, not a business: it has no opening hours.
    guard var place = item.result.place, item.result.method != .geocode else { return }
    let time = requested ?? .instant(context.runStarted)
    let hoursContext = HoursContext(
      timeZone: place.timeZone.flatMap(TimeZone.init(identifier:)) ?? defaultZone,
      coordinate: place.location,
      countryCode: place.address?.countryCode ?? item.request.countryCode ?? defaultCountry)
    let evaluation: HoursEvaluation
    if let expression = place.openingHours {
      evaluation = OpenStatusEvaluator.evaluate(osm: expression, at: time, context: hoursContext)
    } else if item.result.provider == "google" {
      let hours = try await googleHours(of: &place)
      evaluation = OpenStatusEvaluator.evaluate(google: hours, at: time, context: hoursContext)
    } else {
      place.openStatus = Self.withoutHours(place)
      item.result.place = place
      return
    }
    place.openStatus = evaluation.info
    item.result.place = place
    if let warning = evaluation.warning { context.warn(warning, item: &item) }
  }

  /// The place's Google hours fields, fetched once with Place Details when missing.
  func googleHours(of place: inout Place) async throws -> JSONValue {
    if place.googleHours == nil,
      let provider = providers.first(where: { $0.id == "google" }),
      let details = try await provider.details(
        DetailsRequest(placeID: place.id, fields: Self.googleHoursFields))
    {
      place.googleHours = details.googleHours ?? .object([])
      place.businessStatus = place.businessStatus ?? details.businessStatus
      place.timeZone = place.timeZone ?? details.timeZone
    }
    var members = place.googleHours?.objectValue ?? []
    if let status = place.businessStatus, !members.contains(where: { $0.key == "businessStatus" }) {
      members.append(JSONMember("businessStatus", .string(status)))
    }
    return .object(members)
  }

  /// No hours at all: closed only when the business itself is closed, else unknown.
  static func withoutHours(_ place: Place) -> OpenStatusInfo {
    switch place.businessStatus {
    case "CLOSED_PERMANENTLY", "CLOSED_TEMPORARILY":
      return OpenStatusInfo(status: .closed, reason: place.businessStatus, source: "businessStatus")
    default:
      return OpenStatusInfo(status: .unknown, reason: "no opening hours known for this place")
    }
  }
}
