import EnrichCore

/// What makes two rows duplicates for a `dedupe` stage.
package struct DedupeSettings: StageConfiguration {
  /// Input fields to compare; empty: the matched place's id.
  package var fields: [String] = []

  package init() {}

  package static let name = "dedupe"
  package static let placement = StagePlacement.inInputOrder

  package func makeStage(_ context: StageBuildContext) throws(PipelineError) -> any Stage {
    DedupeStage(settings: self)
  }

  package static let keys = ["fields"]

  package static func decode(_ reader: SettingsReader?) throws(SettingsError) -> DedupeSettings {
    var dedupe = DedupeSettings()
    guard let reader, !reader.node.isNull else { return dedupe }
    let section = try reader.section(allowed: keys)
    dedupe.fields = try section["fields"]?.strings() ?? []
    return dedupe
  }

  package func render() -> [SettingsNode.Entry] {
    fields.isEmpty ? [] : [.init(key: "fields", value: .texts(fields))]
  }
}
