import EnrichCore

/// What makes two rows duplicates for a `dedupe` stage.
public struct DedupeSettings: StageConfiguration {
  /// Input fields to compare; empty: the matched place's id.
  public var fields: [String] = []

  public init() {}

  public static let name = "dedupe"
  public static let placement = StagePlacement.inInputOrder

  public func makeStage(_ context: StageBuildContext) throws(PipelineError) -> any Stage {
    DedupeStage(settings: self)
  }

  public static let keys = ["fields"]

  public static func decode(_ reader: SettingsReader?) throws(SettingsError) -> DedupeSettings {
    var dedupe = DedupeSettings()
    guard let reader, !reader.node.isNull else { return dedupe }
    let section = try reader.section(allowed: keys)
    dedupe.fields = try section["fields"]?.strings() ?? []
    return dedupe
  }

  public func render() -> [SettingsNode.Entry] {
    fields.isEmpty ? [] : [.init(key: "fields", value: .texts(fields))]
  }
}
