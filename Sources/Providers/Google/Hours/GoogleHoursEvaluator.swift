import EnrichCore
import EnrichHours

/// The open status of Google's hours (`PlaceHours.periods` of a Google place, or a Places
/// object given to `enrich hours`), with the semantics of the Places SDK's `isOpen`. A
/// `businessStatus` member of the object itself wins over the one given.
package struct GoogleHoursEvaluator: StructuredHoursEvaluator {
  package init() {}

  package func evaluate(
    _ hours: JSONValue, businessStatus: BusinessStatus?, at time: RequestedTime, context: HoursContext
  ) -> HoursEvaluation {
    GoogleOpenStatus.evaluate(
      place: hours, businessStatus: GoogleOpenStatus.businessStatus(of: hours) ?? businessStatus, at: time,
      context: context)
  }
}
