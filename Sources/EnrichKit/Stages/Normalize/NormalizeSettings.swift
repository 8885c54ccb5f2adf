import EnrichCore

/// The `normalize` stage takes no options: the columns it reads are the input's `columns`.
package struct NormalizeSettings: StageConfiguration {
  package init() {}

  package static let name = "normalize"
  package static let placement = StagePlacement.perRow(waitsOnIO: false)

  package func makeStage(_ context: StageBuildContext) throws(PipelineError) -> any Stage {
    NormalizeStage(mapping: context.mapping)
  }

  package static func decode(_ reader: SettingsReader?) throws(SettingsError) -> NormalizeSettings {
    if let reader, !reader.node.isNull {
      throw reader.error("normalize takes no options (columns go under input.columns)")
    }
    return NormalizeSettings()
  }

  package func check(in configuration: any StagePipeline, at index: Int) throws(StageProblem) {
    if index > 0 {
      throw StageProblem("normalize must be the first stage: every later stage reads the rows it builds")
    }
  }

  /// For the stages that search: normalize builds the search text they send.
  static func mustPrecede(_ name: String, in configuration: any StagePipeline, at index: Int)
    throws(StageProblem)
  {
    if !configuration.stages.prefix(index).contains(where: { $0 is NormalizeSettings }) {
      throw StageProblem("\(name) needs '- normalize' before it to build the search text from the columns")
    }
  }
}
