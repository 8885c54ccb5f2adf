import EnrichCore
import Synchronization

/// The change report of nightly jobs (`--compare PREVIOUS [--key COLUMN]`): each row is paired
/// by key with the row of a previous enrich output (JSON, NDJSON or GeoJSON) and gains a
/// `change` member when it is new (`added`) or something differs: a different, found or lost
/// place, a rename, a move beyond the threshold, a business newly closed or reopened, another
/// open status or row status, changed input. Previous rows no row paired with are `removed`,
/// listed in the summary. Pairing by key, not position, so deleting one input row reports one
/// removed row, not every later row as changed.
package final class ChangeReportStage: OrderedStage {
  package let name = "compare"
  let moveMeters: Double
  let key: ChangeKey

  /// The index and the counts so far; rows are shaped one at a time, in input order.
  struct State {
    var previous: PreviousOutput
    var repeats: [String: Int] = [:]
    var counts: [String: Int] = [:]
    var changedRows = 0
    var unreadable = false
  }

  private let state: Mutex<State>

  /// Largest number of removed rows the summary lists (all are counted).
  static let listedRemovals = 100

  /// - Throws: `PipelineError.configuration` (exit 64) when `path` is not an enrich output.
  package init(previousOutput path: String, key: ChangeKey, moveMeters: Double) throws(PipelineError) {
    state = Mutex(State(previous: try PreviousOutput(path: path, key: key)))
    self.key = key
    self.moveMeters = moveMeters
  }

  package func shape(_ row: RowResult) -> RowResult? {
    state.withLock { state in
      let input = JSONValue.object(row.record.fields.map { JSONMember($0.name, $0.value) })
      let base = key.value(of: input)
      let seen = state.repeats[base, default: 0] + 1
      state.repeats[base] = seen
      let rowKey = seen == 1 ? base : "\(base)#\(seen)"
      var previous: PreviousOutput.Row?
      var kinds: [String]
      do {
        previous = try state.previous.take(rowKey)
        kinds = Self.changes(from: previous, to: row, input: input, moveMeters: moveMeters)
      } catch {
        state.unreadable = true
        kinds = ["previous_unreadable"]
      }
      guard !kinds.isEmpty else { return row }
      state.changedRows += 1
      for kind in kinds { state.counts[kind, default: 0] += 1 }
      var change = JSONObjectBuilder()
      change.add("kinds", strings: kinds)
      change.add("key", rowKey)
      if let previous {
        change.add("previous", Self.describe(previous))
        if let distance = Self.distance(previous, row) {
          change.add("movedMeters", (distance * 10).rounded() / 10)
        }
      }
      var changed = row
      changed.extra.append(JSONMember("change", change.value))
      return changed
    }
  }

  /// `changes` in the run summary: rows changed, how many of each kind, and the previous rows
  /// no longer in the input (`removed`, the first 100 listed).
  package var summarySections: [any SummarySection] {
    state.withLock { state in
      let removed = (try? state.previous.unpaired(limit: Self.listedRemovals)) ?? (count: 0, first: [])
      var counts = state.counts
      if removed.count > 0 { counts[ChangeSummary.removed] = removed.count }
      return [
        ChangeSummary(
          pairedBy: key.label, previousRows: state.previous.rows, rowsChanged: state.changedRows,
          kinds: counts,
          removedRows: removed.first.map { entry in
            ChangeSummary.RemovedRow(
              key: entry.key, row: entry.row.row, placeId: entry.row.place?["id"]?.stringValue,
              name: entry.row.place?["name"]?.stringValue, status: entry.row.status)
          })
      ]
    }
  }

  static func describe(_ previous: PreviousOutput.Row) -> JSONValue {
    var before = JSONObjectBuilder()
    before.add("row", previous.row)
    before.add("status", previous.status)
    before.add("placeId", previous.place?["id"])
    before.add("name", previous.place?["name"])
    before.add("businessStatus", previous.place?["businessStatus"])
    before.add("openStatus", previous.place?["openStatus"])
    before.add("location", previous.place?["location"])
    return before.value
  }

  static func changes(
    from previous: PreviousOutput.Row?, to row: RowResult, input: JSONValue, moveMeters: Double
  ) -> [String] {
    guard let previous else { return ["added"] }
    var kinds: [String] = []
    if let before = previous.input, before != input { kinds.append("input_changed") }
    let before = previous.place
    switch (before?["id"]?.stringValue, row.place?.id) {
    case (nil, nil): break
    case (nil, .some): kinds.append("found")
    case (.some, nil): kinds.append("lost")
    case (.some(let old), .some(let new)) where old != new: kinds.append("place_changed")
    default:
      if let name = before?["name"]?.stringValue, name != row.place?.name { kinds.append("renamed") }
      if let distance = distance(previous, row), distance > moveMeters { kinds.append("moved") }
      let wasClosed =
        before?["businessStatus"]?.stringValue.flatMap(BusinessStatus.init(rawValue:))?.isClosed ?? false
      let isClosedNow = row.place?.businessStatus?.isClosed ?? false
      if !wasClosed, isClosedNow { kinds.append("closed") }
      if wasClosed, !isClosedNow { kinds.append("reopened") }
      if let open = before?["openStatus"]?.stringValue, let now = row.place?.openStatus?.status.rawValue,
        open != now
      {
        kinds.append("open_status_changed")
      }
    }
    if kinds.isEmpty, previous.status != row.status.rawValue { kinds.append("status_changed") }
    return kinds
  }

  static func distance(_ previous: PreviousOutput.Row, _ row: RowResult) -> Double? {
    guard let before = previous.place?["location"].flatMap(Coordinate.init(json:)),
      let after = row.place?.location, previous.place?["id"]?.stringValue == row.place?.id
    else { return nil }
    return before.distance(to: after)
  }
}
