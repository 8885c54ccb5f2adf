import EnrichCore

/// Reads a settings tree (from a pipeline file or the command line) into a
/// `PipelineConfiguration`, checking every key and value, then the rules that involve
/// several settings, so no mistake reaches a provider. The one validation both front ends use.
package struct ConfigurationDecoder: Sendable {
  package let plugins: ProviderPlugins
  /// The kinds of file written beside the outputs (`review`, `report`).
  package let outputKinds: OutputKinds
  /// The stage types a pipeline may list (the registry's; a test adds its own).
  package let stageTypes: [any StageConfiguration.Type]
  package let context: SettingsContext

  package init(
    plugins: ProviderPlugins, outputKinds: OutputKinds,
    stageTypes: [any StageConfiguration.Type] = StageRegistry.types, context: SettingsContext
  ) {
    self.plugins = plugins
    self.outputKinds = outputKinds
    self.stageTypes = stageTypes
    self.context = context
  }

  private var stageNames: [String] { stageTypes.map { $0.name } }
  /// The stage types set by a top-level key rather than listed (`compare:`).
  private var topLevelStageTypes: [any StageConfiguration.Type] {
    stageTypes.filter { $0.topLevelKey != nil }
  }

  package var topLevelKeys: [String] {
    ["version", "input", "provider", "providers", "concurrency", "stages", "outputs"]
      + RunSettings.keys + topLevelStageTypes.compactMap { $0.topLevelKey } + outputKinds.keys
  }

  package func decode(_ root: SettingsNode) throws(SettingsError) -> PipelineConfiguration {
    let top = try SettingsReader(node: root, path: "", context: context).section(allowed: topLevelKeys)
    var configuration = PipelineConfiguration()
    if let version = top["version"], let number = try version.int(in: 0...Int.max), number != 1 {
      throw version.error("this enrich reads version 1 pipelines, got \(number)")
    }
    configuration.input = try InputSettings.decode(try top.required("input"))
    configuration.providers = try providers(top)
    if let concurrency = try top["concurrency"]?.int(in: 1...256) { configuration.concurrency = concurrency }
    var items: [SettingsReader] = []
    if let stages = top["stages"] {
      (configuration.stages, items) = try self.stages(stages)
    }
    configuration.outputs = try OutputSettings.decodeList(try top.required("outputs"))
    configuration.run = try RunSettings.decode(top)
    for kind in outputKinds.types {
      guard let reader = top[kind.key], !reader.node.isNull else { continue }
      configuration.sideOutputs.append(try kind.decode(reader))
    }
    try check(configuration, items: items)
    for type in topLevelStageTypes {
      guard let key = type.topLevelKey, let reader = top[key], !reader.node.isNull else { continue }
      configuration.stages = StageRegistry.placing(try type.decode(reader), in: configuration.stages)
    }
    return configuration
  }

  // MARK: Providers

  /// `provider:` (one provider, or `none`) or `providers:` (a cascade, asked in order).
  func providers(_ top: SettingsSection) throws(SettingsError) -> [any ProviderPlugin] {
    switch (top["provider"], top["providers"]) {
    case (nil, nil):
      return plugins.defaultProviders
    case (let single?, nil):
      if case .scalar = single.node.content, try single.string() == "none" { return [] }
      return [try provider(single)]
    case (nil, let list?):
      var providers: [any ProviderPlugin] = []
      for item in try list.items() {
        let settings = try provider(item)
        if providers.contains(where: { $0.name == settings.name }) {
          throw item.error("provider '\(settings.name)' is listed twice; a cascade asks each provider once")
        }
        providers.append(settings)
      }
      return providers
    case (_, let list?):
      throw list.error("give either provider (one) or providers (a cascade), not both")
    }
  }

  /// A provider's name, or a section with `type:` and the provider's options.
  func provider(_ reader: SettingsReader) throws(SettingsError) -> any ProviderPlugin {
    let known = "(\(plugins.names.joined(separator: ", ")))"
    if case .scalar = reader.node.content {
      let name = try reader.string() ?? ""
      if name == "none" { throw reader.error("none cannot be part of a cascade; use provider: none alone") }
      guard let type = plugins.type(named: name) else {
        throw reader.error("'\(name)' is not a provider \(known)")
      }
      return type.init()
    }
    guard case .mapping(let entries) = reader.node.content else {
      throw reader.error(
        "expected a provider name or a section with type: and its options, got \(reader.node.kindName)")
    }
    let typeReader = try SettingsSection(reader: reader, entries: entries).required("type")
    let name = try typeReader.requiredString()
    guard let type = plugins.type(named: name) else {
      throw typeReader.error("'\(name)' is not a provider \(known)")
    }
    return try type.decode(reader)
  }

  // MARK: Stages

  /// `stages:`, an ordered list. Each item is a stage type alone (`- normalize`) or a stage type
  /// with its options (`- search: {min_confidence: 0.8}`).
  func stages(_ reader: SettingsReader) throws(SettingsError) -> ([any StageConfiguration], [SettingsReader])
  {
    var stages: [any StageConfiguration] = []
    let items = try reader.items()
    if items.isEmpty { throw reader.error("no stages; list at least '- normalize'") }
    for item in items {
      let (type, options) = try split(item)
      stages.append(try type.decode(options))
    }
    return (stages, items)
  }

  /// The stage type and a reader for its options (nil when it has none).
  func split(_ item: SettingsReader) throws(SettingsError) -> (any StageConfiguration.Type, SettingsReader?) {
    switch item.node.content {
    case .scalar:
      return (try known(item.requiredString(), item), nil)
    case .mapping(let entries) where entries.count == 1:
      let entry = entries[0]
      let path = SettingsNode.join(
        item.path.split(separator: ".").dropLast().joined(separator: "."), entry.key)
      let options = SettingsReader(node: entry.value, path: path, context: context)
      return (try known(entry.key, options, location: entry.keyLocation), options)
    case .mapping(let entries) where stageNames.contains(entries[0].key):
      let type = entries[0].key
      throw context.error(
        SettingsNode.join(item.path, entries[1].key), entries[1].keyLocation,
        "options of \(type) must be indented under it, deeper than '\(type):'")
    default:
      throw item.error("a stage is a type ('- normalize') or one type with its options ('- search: {...}')")
    }
  }

  func known(
    _ name: String, _ reader: SettingsReader, location: SettingsLocation? = nil
  ) throws(SettingsError) -> any StageConfiguration.Type {
    guard let type = stageTypes.first(where: { $0.name == name }) else {
      throw context.error(
        reader.path, location ?? reader.node.location,
        "'\(name)' is not a stage type" + KeySuggestion.hint(for: name, among: stageNames))
    }
    if let key = type.topLevelKey {
      throw context.error(
        reader.path, location ?? reader.node.location,
        "\(name) is set at the top level of a pipeline ('\(key):'), not among its stages")
    }
    return type
  }

  // MARK: Rules across settings

  /// Stage order and repetition, each stage's own rules, stage providers that must be
  /// configured. `items` are the stages' nodes (empty when the pipeline lists none).
  func check(_ configuration: PipelineConfiguration, items: [SettingsReader]) throws(SettingsError) {
    var seen: [any StageConfiguration] = []
    let providerIDs = configuration.providers.map(\.name)
    for (index, stage) in configuration.stages.enumerated() {
      let item =
        index < items.count
        ? items[index]
        : SettingsReader(
          node: .null, path: "stages.\(index)", context: context)
      let options = index < items.count ? try split(item).1 : nil
      func fail(_ key: String?, _ message: String) -> SettingsError {
        guard let key, let options, let section = try? options.section(allowed: Self.anyKey(options)),
          let at = section[key]
        else { return item.error(message) }
        return at.error(message)
      }
      let name = stage.name
      if !type(of: stage).isRepeatable, seen.contains(where: { $0.name == name }) {
        throw item.error("a pipeline has one \(name) stage; merge the options into the first one")
      }
      do {
        try stage.check(in: configuration, at: index)
      } catch {
        throw fail(error.key, error.message)
      }
      if case .perRow = type(of: stage).placement,
        let shaping = seen.first(where: { type(of: $0).placement == .inInputOrder })
      {
        throw item.error(
          "\(shaping.name) works on finished rows and runs after every enrichment stage; move it below \(name)"
        )
      }
      let asked = stage.providerIDs
      for id in asked where !providerIDs.contains(id) {
        throw fail(
          "providers",
          "provider '\(id)' is not configured (configured: "
            + (providerIDs.isEmpty ? "none" : providerIDs.joined(separator: ", ")) + ")")
      }
      if Set(asked).count != asked.count {
        throw item.error("\(name) lists a provider twice; a cascade asks each provider once")
      }
      seen.append(stage)
    }
  }

  /// Every key the section has: used to re-read a section already checked for unknown keys.
  static func anyKey(_ reader: SettingsReader) -> [String] { reader.node.entries.map(\.key) }
}
