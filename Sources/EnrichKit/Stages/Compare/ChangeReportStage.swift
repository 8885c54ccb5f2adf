import EnrichCore
import EnrichFormats
import Synchronization

/// The change report of nightly jobs (`--compare PREVIOUS`): each row is compared with the
/// same row of a previous output (enrich JSON, NDJSON or GeoJSON, read as a stream in step
/// with this run) and gains a `change` member when something differs: a different or lost
/// place, a rename, a move beyond the threshold, a business newly closed or reopened.
package final class ChangeReportStage: Stage {
  package let name = "compare"
  package let placement = StagePlacement.inInputOrder
  let moveMeters: Double

  /// The previous output, read forward in step with the run, and the counts so far. Rows are
  /// shaped one at a time, in input order; the lock makes the stage shareable.
  struct State {
    var previous: any RecordReader
    var lookahead: InputRecord?
    var finished = false
    var counts: [String: Int] = [:]
    var changedRows = 0

    /// The previous output's row with this number, reading forward (both are in input order).
    mutating func previousRow(number: Int) throws -> InputRecord? {
      while !finished {
        if lookahead == nil {
          lookahead = try previous.next()
          if lookahead == nil {
            finished = true
            return nil
          }
        }
        guard let candidate = lookahead else { return nil }
        let candidateNumber = candidate.value(of: "row")?.doubleValue.map { Int($0) } ?? candidate.row
        if candidateNumber == number {
          lookahead = nil
          return candidate
        }
        if candidateNumber > number { return nil }
        lookahead = nil
      }
      return nil
    }
  }

  private let state: Mutex<State>

  package init(previousOutput path: String, moveMeters: Double) throws(PipelineError) {
    do {
      state = Mutex(State(previous: try FormatRegistry.makeReader(path: path, options: ReaderOptions())))
    } catch {
      throw PipelineError(.input, "--compare: cannot read the previous output \(path): \(error)")
    }
    self.moveMeters = moveMeters
  }

  package func shape(_ row: RowResult) -> RowResult? {
    state.withLock { state in
      var changed = row
      let kinds: [String]
      var previousRow: InputRecord?
      do {
        previousRow = try state.previousRow(number: row.record.row)
        kinds = Self.changes(from: previousRow, to: row, moveMeters: moveMeters)
      } catch {
        state.finished = true
        kinds = ["previous_unreadable"]
      }
      guard !kinds.isEmpty else { return row }
      state.changedRows += 1
      for kind in kinds { state.counts[kind, default: 0] += 1 }
      var change = JSONObjectBuilder()
      change.add("kinds", strings: kinds)
      if let previousRow {
        var before = JSONObjectBuilder()
        before.add("status", previousRow.value(of: "status"))
        before.add("placeId", previousRow.value(of: "place")?["id"])
        before.add("name", previousRow.value(of: "place")?["name"])
        before.add("businessStatus", previousRow.value(of: "place")?["businessStatus"])
        before.add("location", previousRow.value(of: "place")?["location"])
        change.add("previous", before.value)
        if let distance = Self.distance(previousRow, row) {
          change.add("movedMeters", (distance * 10).rounded() / 10)
        }
      }
      changed.extra.append(JSONMember("change", change.value))
      return changed
    }
  }

  /// `changes` in the run summary: rows changed and how many of each kind.
  package var summaryMembers: [JSONMember] {
    state.withLock { state in
      var object = JSONObjectBuilder()
      object.add("rowsChanged", state.changedRows)
      for kind in state.counts.keys.sorted() { object.add(kind, state.counts[kind]) }
      return [JSONMember("changes", object.value)]
    }
  }

  static func changes(from previous: InputRecord?, to row: RowResult, moveMeters: Double) -> [String] {
    guard let previous else { return ["new"] }
    var kinds: [String] = []
    let currentInput = JSONValue.object(row.record.fields.map { JSONMember($0.name, $0.value) })
    if let input = previous.value(of: "input"), input != currentInput { kinds.append("input_changed") }
    let before = previous.value(of: "place")
    let beforeID = before?["id"]?.stringValue
    let afterID = row.place?.id
    switch (beforeID, afterID) {
    case (nil, nil): break
    case (nil, .some): kinds.append("found")
    case (.some, nil): kinds.append("lost")
    case (.some(let old), .some(let new)) where old != new: kinds.append("place_changed")
    default:
      if let name = before?["name"]?.stringValue, name != row.place?.name { kinds.append("renamed") }
      if let distance = distance(previous, row), distance > moveMeters { kinds.append("moved") }
      let wasClosed = isClosed(before?["businessStatus"]?.stringValue)
      let isClosedNow = isClosed(row.place?.businessStatus)
      if !wasClosed, isClosedNow { kinds.append("closed") }
      if wasClosed, !isClosedNow { kinds.append("reopened") }
    }
    if kinds.isEmpty, previous.value(of: "status")?.stringValue != row.status.rawValue {
      kinds.append("status_changed")
    }
    return kinds
  }

  static func isClosed(_ status: String?) -> Bool {
    status == "CLOSED_PERMANENTLY" || status == "CLOSED_TEMPORARILY"
  }

  static func distance(_ previous: InputRecord, _ row: RowResult) -> Double? {
    guard let before = previous.value(of: "place")?["location"].flatMap(Coordinate.init(json:)),
      let after = row.place?.location, previous.value(of: "place")?["id"]?.stringValue == row.place?.id
    else { return nil }
    return before.distance(to: after)
  }
}
