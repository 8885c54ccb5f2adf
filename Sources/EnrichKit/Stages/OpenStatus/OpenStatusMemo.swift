import EnrichCore
import EnrichHours
import Foundation

/// Recent evaluations of `opening_hours` expressions, by the place's context: the matches of a
/// batch are the same places again and again, and an evaluation is a pure function of the
/// expression, the requested time and the context, so a kept one is reused only when all are
/// equal to what it was made from. Bounded: when full it is emptied and refills.
final class OpenStatusMemo: Sendable {
  private struct Key: Hashable, Sendable {
    var expression: String
    var timeZone: TimeZone?
    var coordinate: Coordinate?
    var countryCode: String?
  }

  private struct Entry: Sendable {
    var time: RequestedTime
    var evaluation: HoursEvaluation
  }

  private let memo: BoundedMemo<Key, Entry>

  init(capacity: Int = 10_000) { memo = BoundedMemo(capacity: capacity) }

  /// `OpenStatusEvaluator.evaluate(osm:at:context:)`, kept.
  func evaluate(osm expression: String, at time: RequestedTime, context: HoursContext) -> HoursEvaluation {
    let key = Key(
      expression: expression, timeZone: context.timeZone, coordinate: context.coordinate,
      countryCode: context.countryCode)
    if let entry = memo.value(for: key), entry.time == time { return entry.evaluation }
    let evaluation = OpenStatusEvaluator.evaluate(osm: expression, at: time, context: context)
    memo.insert(Entry(time: time, evaluation: evaluation), for: key)
    return evaluation
  }
}
