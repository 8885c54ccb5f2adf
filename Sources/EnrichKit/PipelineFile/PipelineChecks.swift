import EnrichCore

/// Rules that involve several settings at once: stage order and repetition, stage providers
/// that must be configured, filters that need a stage to feed them.
struct PipelineChecks {
  let context: PipelineFileContext

  /// Stages that work on each row as it is enriched, in the order they make sense.
  static let rowStages: Set<String> = ["normalize", "search", "geocode", "nearby", "open_status"]

  func check(_ configuration: PipelineConfiguration, top: PipelineSection) throws(PipelineFileError) {
    guard let list = top["stages"] else { return }
    let items = try list.items()
    let decoder = StageDecoder(context: context)
    var seen: [String] = []
    let providerIDs = configuration.providers.map(\.id)
    for (stage, item) in zip(configuration.stages, items) {
      let (_, options) = try decoder.split(item)
      let name = stage.name
      if name != "filter", seen.contains(name) {
        throw item.error("a pipeline has one \(name) stage; merge the options into the first one")
      }
      if name == "normalize", !seen.isEmpty {
        throw item.error("normalize must be the first stage: every later stage reads the rows it builds")
      }
      if ["search", "geocode", "nearby"].contains(name), !seen.contains("normalize") {
        throw item.error("\(name) needs '- normalize' before it to build the search text from the columns")
      }
      if Self.rowStages.contains(name), let shaping = seen.first(where: { !Self.rowStages.contains($0) }) {
        throw item.error(
          "\(shaping) works on finished rows and runs after every enrichment stage; move it below \(name)")
      }
      if case .filter(let filter) = stage, !filter.openStatuses.isEmpty,
        !configuration.stages.contains(where: { $0.name == "open_status" })
      {
        throw item.error("filter on open_status needs an open_status stage to compute it")
      }
      let asked = stageProviders(stage)
      for id in asked where !providerIDs.contains(id) {
        let at = options.flatMap { try? $0.section(allowed: Self.anyKey($0))["providers"] } ?? item
        throw at.error(
          "provider '\(id)' is not configured (configured: "
            + (providerIDs.isEmpty ? "none" : providerIDs.joined(separator: ", ")) + ")")
      }
      if Set(asked).count != asked.count {
        throw item.error("\(name) lists a provider twice; a cascade asks each provider once")
      }
      seen.append(name)
    }
  }

  func stageProviders(_ stage: StageSettings) -> [String] {
    switch stage {
    case .search(let search): return search.providers
    case .geocode(let geocode): return geocode.providers
    case .nearby(let nearby): return nearby.providers
    default: return []
    }
  }

  /// Every key the section has: used to re-read a section already checked for unknown keys.
  static func anyKey(_ reader: PipelineValueReader) -> [String] {
    if case .mapping(let entries) = reader.node.content { return entries.map(\.key) }
    return []
  }
}
