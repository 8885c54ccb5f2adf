import EnrichCore

/// The stages that shape finished rows: `filter`, `dedupe` and `select`.
enum OutputStageDecoder {
  static func filter(_ reader: PipelineValueReader?) throws(PipelineFileError) -> FilterSettings {
    var filter = FilterSettings()
    guard let reader else { return filter }
    let section = try reader.section(allowed: ["status", "open_status", "min_confidence", "types"])
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

  static func dedupe(_ reader: PipelineValueReader?) throws(PipelineFileError) -> DedupeSettings {
    var dedupe = DedupeSettings()
    guard let reader else { return dedupe }
    let section = try reader.section(allowed: ["fields"])
    dedupe.fields = try section["fields"]?.strings() ?? []
    return dedupe
  }

  static func select(_ reader: PipelineValueReader?) throws(PipelineFileError) -> SelectSettings {
    var select = SelectSettings()
    guard let reader else { return select }
    let section = try reader.section(allowed: ["fields", "rename"])
    select.fields = try section["fields"]?.strings() ?? []
    if let rename = section["rename"], !rename.node.isNull {
      guard case .mapping(let entries) = rename.node.content else {
        throw rename.error("expected a section of 'old name: new name' lines, got \(rename.node.kindName)")
      }
      for entry in entries {
        let value = PipelineValueReader(
          node: entry.value, path: PipelineNode.join(rename.path, entry.key), context: reader.context)
        if !select.fields.isEmpty, !select.fields.contains(entry.key) {
          throw value.error("renames '\(entry.key)', which select.fields does not keep")
        }
        select.rename[entry.key] = try value.requiredString()
      }
    }
    return select
  }

  /// A list of names (or one name), each one of `allowed`.
  static func names(_ reader: PipelineValueReader, _ allowed: [String]) throws(PipelineFileError) -> [String]
  {
    let values = try reader.strings()
    for value in values where !allowed.contains(value) {
      throw reader.error("'\(value)' is not one of \(allowed.joined(separator: ", "))")
    }
    return values
  }
}
