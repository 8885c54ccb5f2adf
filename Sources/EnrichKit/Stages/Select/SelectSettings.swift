import EnrichCore

/// Which input fields a `select` stage keeps, in order, and their new names.
package struct SelectSettings: StageConfiguration {
  package var fields: [String] = []
  package var rename: [String: String] = [:]

  package init() {}

  package static let name = "select"
  package static let placement = StagePlacement.inInputOrder

  package func makeStage(_ context: StageBuildContext) throws(PipelineError) -> any Stage {
    SelectStage(settings: self)
  }

  package static let keys = ["fields", "rename"]

  package static func decode(_ reader: SettingsReader?) throws(SettingsError) -> SelectSettings {
    var select = SelectSettings()
    guard let reader, !reader.node.isNull else { return select }
    let section = try reader.section(allowed: keys)
    select.fields = try section["fields"]?.strings() ?? []
    if let rename = section["rename"], !rename.node.isNull {
      guard case .mapping(let entries) = rename.node.content else {
        throw rename.error("expected a section of 'old name: new name' lines, got \(rename.node.kindName)")
      }
      for entry in entries {
        let value = rename.child(entry.key, entry.value)
        if !select.fields.isEmpty, !select.fields.contains(entry.key) {
          throw value.error("renames '\(entry.key)', which select.fields does not keep")
        }
        select.rename[entry.key] = try value.requiredString()
      }
    }
    return select
  }

  package func render() -> [SettingsNode.Entry] {
    var out = SettingsEntries()
    if !fields.isEmpty { out.add("fields", .texts(fields)) }
    if !rename.isEmpty {
      out.add(
        "rename",
        .section(
          rename.sorted { $0.key < $1.key }.map {
            .init(key: $0.key, value: .text($0.value), quotedKey: true)
          }))
    }
    return out.entries
  }
}
