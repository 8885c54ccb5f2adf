/// What one stretch of a local day is: a state, plus the rule (and its comment) that said so.
struct ScheduleSegment: Equatable {
  var start: Int  // minutes after local midnight
  var end: Int  // exclusive, at most 1440
  var state: RuleState
  var ruleIndex: Int
  var note: String?
}

/// One local day as ordered, non-overlapping segments; gaps are closed.
struct DaySchedule: Equatable {
  private(set) var segments: [ScheduleSegment] = []

  init() {}

  init(spans: [(Int, Int)], state: RuleState, ruleIndex: Int, note: String?) {
    for (start, end) in spans where end > start {
      overlay(ScheduleSegment(start: start, end: end, state: state, ruleIndex: ruleIndex, note: note))
    }
  }

  /// True when nothing but closed segments (or nothing) is in the schedule.
  var isAlwaysClosed: Bool { segments.allSatisfy { $0.state == .closed } }

  /// Puts `segment` on top, cutting away whatever it covers.
  mutating func overlay(_ segment: ScheduleSegment) {
    var result: [ScheduleSegment] = []
    result.reserveCapacity(segments.count + 2)
    var inserted = false
    for existing in segments {
      if existing.end <= segment.start || existing.start >= segment.end {
        if !inserted, existing.start >= segment.end {
          result.append(segment)
          inserted = true
        }
        result.append(existing)
        continue
      }
      if existing.start < segment.start {
        var left = existing
        left.end = segment.start
        result.append(left)
      }
      if !inserted {
        result.append(segment)
        inserted = true
      }
      if existing.end > segment.end {
        var right = existing
        right.start = segment.end
        result.append(right)
      }
    }
    if !inserted { result.append(segment) }
    segments = result
  }

  /// This schedule with `other`'s segments laid on top.
  func adding(_ other: DaySchedule) -> DaySchedule {
    var result = self
    for segment in other.segments { result.overlay(segment) }
    return result
  }

  /// The segment covering `minute`, nil where the day is closed by default.
  func segment(at minute: Int) -> ScheduleSegment? {
    segments.first { $0.start <= minute && minute < $0.end }
  }

  /// The state at `minute`.
  func state(at minute: Int) -> RuleState { segment(at: minute)?.state ?? .closed }

  /// Minutes where the state may change, ascending (segment starts and ends).
  var boundaries: [Int] {
    var result: [Int] = []
    for segment in segments {
      if result.last != segment.start { result.append(segment.start) }
      result.append(segment.end)
    }
    return result
  }
}
