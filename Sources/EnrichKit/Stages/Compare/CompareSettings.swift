import EnrichCore

/// The change report (`compare:` at the top of a pipeline file, `--compare PREVIOUS [--key
/// COLUMN]`): rows are paired with a previous output's and their changes reported. A run-wide
/// stage: configured by its own top-level key rather than an item of `stages:`, and placed first
/// among the in-input-order stages, so every row is compared before a filter drops any.
package struct CompareSettings: StageConfiguration {
  /// The previous output to compare with; nil: nothing to compare with (the key was given
  /// without a path, or a first night's previous output does not exist yet).
  package var previousOutput: String?
  /// The input column that pairs rows (`--key`); nil: an id-like column, else the input fields.
  package var key: String?
  /// Moves larger than this are reported (metres).
  package var moveMeters = 100.0

  package init() {}

  package init(previousOutput: String?, key: String? = nil, moveMeters: Double = 100) {
    self.previousOutput = previousOutput
    self.key = key
    self.moveMeters = moveMeters
  }

  package static let name = "compare"
  package static let placement = StagePlacement.inInputOrder
  package static let topLevelKey: String? = "compare"
  package static let keys = ["path", "move_meters", "key"]

  package var isIdle: Bool { previousOutput == nil }

  package func makeStage(_ context: StageBuildContext) throws(PipelineError) -> any Stage {
    guard let previousOutput else {
      throw PipelineError(.configuration, "the change report has no previous output to compare with")
    }
    let key = try ChangeKey.resolve(key, columns: context.inputColumns)
    return try ChangeReportStage(previousOutput: previousOutput, key: key, moveMeters: moveMeters)
  }

  /// `compare: PREVIOUS` or `compare: {path: PREVIOUS, key: COLUMN, move_meters: M}`.
  package static func decode(_ reader: SettingsReader?) throws(SettingsError) -> CompareSettings {
    var compare = CompareSettings()
    guard let reader, !reader.node.isNull else { return compare }
    if case .scalar = reader.node.content {
      compare.previousOutput = try reader.requiredFilePath()
      return compare
    }
    let section = try reader.section(allowed: keys)
    compare.previousOutput = try section["path"]?.filePath()
    compare.key = try section["key"]?.string()
    if compare.key != nil, compare.previousOutput == nil, let key = section["key"] {
      throw key.error("a key pairs rows with a previous output: give the previous output too (--compare)")
    }
    if let meters = try section["move_meters"]?.positiveDouble(upTo: 20_000_000) {
      compare.moveMeters = meters
    }
    return compare
  }

  package func render() -> [SettingsNode.Entry] {
    var out = SettingsEntries()
    out.add("path", previousOutput.map { .text($0) })
    out.add("move_meters", .number(moveMeters))
    out.add("key", key.map { .text($0) })
    return out.entries
  }

  package func resolvingPaths(_ resolve: (String) -> String) -> CompareSettings {
    var compare = self
    compare.previousOutput = previousOutput.map(resolve)
    return compare
  }

  package static let options: [CommandLineOption] = [
    CommandLineOption(
      "compare", valueName: "path", help: "Previous output (JSON or NDJSON) to report changes against.",
      binding: .key("path")),
    CommandLineOption(
      "key", valueName: "column",
      help: "Input column pairing rows with --compare's (default: an id column, else the input fields).",
      binding: .key("key")),
  ]
}
