import EnrichCore

/// Evaluates hours in a provider's own structured form (`PlaceHours.periods`), which only the
/// provider that wrote them knows (the Google plugin's: Places' opening-hours objects). The
/// composition root hands it to the open-status stage and to `enrich hours`; this module knows
/// no provider's shape.
package protocol StructuredHoursEvaluator: Sendable {
  /// The open status of `hours` at `time`; `businessStatus` (a closed business) weighs in.
  func evaluate(
    _ hours: JSONValue, businessStatus: BusinessStatus?, at time: RequestedTime, context: HoursContext
  ) -> HoursEvaluation
}
