/// A section whose keys were checked: `section["key"]` gives the value's reader, nil when absent.
package struct SettingsSection: Sendable {
  package let reader: SettingsReader
  package let entries: [SettingsNode.Entry]

  package init(reader: SettingsReader, entries: [SettingsNode.Entry]) {
    self.reader = reader
    self.entries = entries
  }

  package subscript(_ key: String) -> SettingsReader? {
    guard let entry = entries.first(where: { $0.key == key }) else { return nil }
    return SettingsReader(
      node: entry.value, path: SettingsNode.join(reader.path, key), context: reader.context)
  }

  package func has(_ key: String) -> Bool { entries.contains { $0.key == key } }

  /// The value's reader, or an error at the section when the key is missing.
  package func required(_ key: String) throws(SettingsError) -> SettingsReader {
    guard let value = self[key], !value.node.isNull else {
      throw reader.context.error(
        SettingsNode.join(reader.path, key), reader.node.location,
        "missing; " + (reader.path.isEmpty ? "a pipeline" : reader.path) + " requires it")
    }
    return value
  }
}
