import EnrichCore
import EnrichHours
import Foundation

/// Resolves whether each matched place is open at the requested time, from the hours the
/// place carries (an `opening_hours` expression, or structured weekly periods). When the place
/// has none, the provider that answered may name a details request that completes it (the
/// hours fields alone), which is sent through the decorators like any other request.
package struct OpenStatusStage: RowStage {
  package let name = "open_status"
  package let waitsOnIO = true
  package let providers: [any PlaceProvider]
  /// nil: the run's start instant.
  package let requested: RequestedTime?
  package let defaultZone: TimeZone?
  package let defaultCountry: String?
  /// The places of a batch repeat: their expressions are evaluated once per context.
  let evaluations = OpenStatusMemo()
  /// Evaluates providers' structured hours; nil: they are unknown.
  let structuredHours: (any StructuredHoursEvaluator)?

  /// `settings` were checked when decoded; a configuration built in code gets the same check.
  package init(
    providers: [any PlaceProvider], settings: OpenStatusSettings,
    structuredHours: (any StructuredHoursEvaluator)? = nil
  ) throws(PipelineError) {
    self.providers = providers
    self.structuredHours = structuredHours
    do {
      (requested, defaultZone) = try settings.resolved()
    } catch {
      throw PipelineError(.configuration, "open_status.\(error.key ?? ""): \(error.message)")
    }
    defaultCountry = settings.country
  }

  package func process(_ item: inout WorkItem, context: StageContext) async throws {
    // A geocoded address is a building, not a business: it has no opening hours.
    guard var place = item.result.place, item.result.method != .geocode else { return }
    let time = requested ?? .instant(context.runStarted)
    let hoursContext = HoursContext(
      timeZone: place.timeZone.flatMap(TimeZone.init(identifier:)) ?? defaultZone,
      coordinate: place.location,
      countryCode: place.address?.countryCode ?? item.request.countryCode ?? defaultCountry)
    if place.hours == nil, let provider = providers.first(where: { $0.id == item.result.provider }),
      let request = provider.openStatusDetails(for: place)
    {
      do {
        place = provider.completingOpenStatus(place, with: try await provider.details(request))
      } catch let error as ProviderError where error.kind == .notCached {
        // `--offline`: the hours are never cached (provider terms); the match stands.
        place.openStatus = OpenStatusInfo(status: .unknown, reason: "--offline: opening hours are not cached")
        item.result.place = place
        return
      }
    }
    guard let hours = place.hours else {
      place.openStatus = Self.withoutHours(place)
      item.result.place = place
      return
    }
    let evaluation: HoursEvaluation
    if case .expression(let expression) = hours {
      evaluation = evaluations.evaluate(osm: expression, at: time, context: hoursContext)
    } else {
      evaluation = OpenStatusEvaluator.evaluate(
        hours, businessStatus: place.businessStatus, at: time, context: hoursContext,
        structured: structuredHours)
    }
    place.openStatus = evaluation.info
    item.result.place = place
    if let warning = evaluation.warning { context.warn(warning, item: &item) }
  }

  /// Plans the details call for the hours of a matched place whose answer did not carry them
  /// (a provider that has such a call, asked without the hours in its search).
  static func plan(
    _ row: RowRequest, into plan: inout RowPlan, planning: RequestPlanning, providers: [String]
  ) {
    let candidates: [String]
    switch plan.outlook {
    case .notSearched: return
    case .unknown: candidates = planning.providers(providers)
    case .decided(let status, let provider, let carriesHours):
      guard status == .matched, !carriesHours else { return }
      candidates = [provider]
    }
    guard
      let provider = candidates.first(where: {
        planning.completesHours($0) && !planning.searchContent($0).contains(.openingHours)
      })
    else { return }
    plan.add(
      provider, .details, .openingHours, key: RowPlan.byIDKey(provider, "", .openingHours), conditional: true,
      planning: planning)
  }

  /// No hours at all: closed only when the business itself is closed, else unknown.
  static func withoutHours(_ place: Place) -> OpenStatusInfo {
    guard let status = place.businessStatus, status.isClosed else {
      return OpenStatusInfo(status: .unknown, reason: "no opening hours known for this place")
    }
    return OpenStatusInfo(status: .closed, reason: status.rawValue, source: "businessStatus")
  }
}
