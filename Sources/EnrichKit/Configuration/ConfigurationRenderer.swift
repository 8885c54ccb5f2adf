import EnrichCore

extension PipelineConfiguration {
  /// The configuration as a settings tree, every setting that differs from its default in the
  /// order of the reference (docs/pipelines.md): what `enrich pipeline show` prints, and what
  /// decodes back to an equal value.
  package var settingsTree: SettingsNode {
    var top = SettingsEntries()
    top.add("version", .number(1))
    top.add("input", input.render())
    if providers.isEmpty {
      top.add("provider", .plain("none"))
    } else {
      top.add(
        "providers",
        .list(
          providers.map { provider in
            .section([.init(key: "type", value: .plain(provider.name))] + provider.render())
          }))
    }
    top.add("concurrency", .number(concurrency))
    top.add(
      "stages",
      .list(
        stages.filter { type(of: $0).topLevelKey == nil }.map { stage in
          let options = stage.render()
          return options.isEmpty
            ? .plain(stage.name) : .section([.init(key: stage.name, value: .section(options))])
        }))
    top.add("outputs", .list(outputs.map { $0.render() }))
    for entry in run.render() { top.add(entry) }
    for stage in stages {
      guard let key = type(of: stage).topLevelKey else { continue }
      top.add(key, .section(stage.render()))
    }
    for output in sideOutputs { top.add(type(of: output).key, output.render()) }
    return top.node
  }
}
