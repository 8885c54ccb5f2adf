import EnrichCore

/// Which rows a `filter` stage keeps. Every condition given must hold.
package struct FilterSettings: StageConfiguration {
  package var statuses: [RowStatus] = []
  package var openStatuses: [OpenStatus] = []
  package var minConfidence: Double?
  /// The place has at least one of these types.
  package var types: [String] = []

  package init() {}

  package static let name = "filter"
  package static let placement = StagePlacement.inInputOrder
  package static let isRepeatable = true

  package func makeStage(_ context: StageBuildContext) throws(PipelineError) -> any Stage {
    FilterStage(settings: self)
  }

  package func check(in configuration: any StagePipeline, at index: Int) throws(StageProblem) {
    if !openStatuses.isEmpty, !configuration.stages.contains(where: { $0 is OpenStatusSettings }) {
      throw StageProblem("filter on open_status needs an open_status stage to compute it")
    }
  }

  package static let keys = ["status", "open_status", "min_confidence", "types"]

  package static func decode(_ reader: SettingsReader?) throws(SettingsError) -> FilterSettings {
    var filter = FilterSettings()
    guard let reader, !reader.node.isNull else { return filter }
    let section = try reader.section(allowed: keys)
    if let status = section["status"] {
      filter.statuses = try names(status, RowStatus.allCases.map(\.rawValue)).compactMap(
        RowStatus.init(rawValue:))
    }
    if let open = section["open_status"] {
      filter.openStatuses = try names(open, ["open", "closed", "unknown"]).compactMap(
        OpenStatus.init(rawValue:))
    }
    filter.minConfidence = try section["min_confidence"]?.double(in: 0...1)
    filter.types = try section["types"]?.strings() ?? []
    if filter == FilterSettings() {
      throw reader.error("a filter needs at least one of status, open_status, min_confidence or types")
    }
    return filter
  }

  /// A list of names (or one name), each one of `allowed`.
  static func names(_ reader: SettingsReader, _ allowed: [String]) throws(SettingsError) -> [String] {
    let values = try reader.strings()
    for value in values where !allowed.contains(value) {
      throw reader.error("'\(value)' is not one of \(allowed.joined(separator: ", "))")
    }
    return values
  }

  package func render() -> [SettingsNode.Entry] {
    var out = SettingsEntries()
    if !statuses.isEmpty { out.add("status", .names(statuses.map(\.rawValue))) }
    if !openStatuses.isEmpty { out.add("open_status", .names(openStatuses.map(\.rawValue))) }
    out.add("min_confidence", minConfidence.map { .number($0) })
    if !types.isEmpty { out.add("types", .texts(types)) }
    return out.entries
  }
}
