import EnrichCore
import Foundation
import Synchronization

@testable import EnrichKit

/// What the stage tests share: a context whose diagnostics are kept, rows built from
/// name/value pairs, and a normalized work item ready for the stages after normalize.
final class StageBench: Sendable {
  /// The diagnostics the stages reported, in order.
  final class Log: Sendable {
    let entries = Mutex<[DiagnosticsEngine.Diagnostic]>([])
  }

  private let collected = Log()
  let context: StageContext

  /// `now`: the run's start instant (stages never read the clock themselves).
  init(now: Date = Date(timeIntervalSince1970: 1_796_000_000)) {
    let collected = self.collected
    context = StageContext(
      metrics: ProviderMetrics(), runStarted: now,
      diagnostics: DiagnosticsEngine { diagnostic in collected.entries.withLock { $0.append(diagnostic) } },
      sourceName: "rows.csv")
  }

  var diagnostics: [DiagnosticsEngine.Diagnostic] { collected.entries.withLock { $0 } }

  static func record(_ fields: KeyValuePairs<String, String>, row: Int = 1) -> InputRecord {
    InputRecord(row: row, line: row + 1, fields: fields.map { Field($0.key, .string($0.value)) })
  }

  /// The mapping of the usual test columns: name, address, city, lat, lng.
  static var mapping: ColumnMapping {
    var mapping = ColumnMapping()
    mapping.name = "name"
    mapping.address = ["address"]
    mapping.city = "city"
    mapping.latitude = "lat"
    mapping.longitude = "lng"
    return mapping
  }

  /// `fields` as the stages after normalize see them.
  func normalized(_ fields: KeyValuePairs<String, String>, row: Int = 1) -> WorkItem {
    var item = WorkItem(record: Self.record(fields, row: row))
    NormalizeStage(mapping: Self.mapping).normalize(&item, context: context)
    return item
  }

  /// A finished row with `status` and, when given, a place.
  static func finished(
    _ status: RowStatus, place: Place? = nil, confidence: Double? = nil, row: Int = 1,
    fields: KeyValuePairs<String, String> = ["name": "Kappeli"]
  ) -> RowResult {
    var result = RowResult(record: record(fields, row: row), status: status)
    result.place = place
    result.confidence = confidence
    return result
  }
}
