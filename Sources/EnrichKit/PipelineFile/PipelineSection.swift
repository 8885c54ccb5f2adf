/// A section whose keys were checked: `section["key"]` gives the value's reader, nil when absent.
struct PipelineSection {
  let reader: PipelineValueReader
  let entries: [PipelineNode.Entry]

  subscript(_ key: String) -> PipelineValueReader? {
    guard let entry = entries.first(where: { $0.key == key }) else { return nil }
    return PipelineValueReader(
      node: entry.value, path: PipelineNode.join(reader.path, key), context: reader.context)
  }

  func has(_ key: String) -> Bool { entries.contains { $0.key == key } }

  /// The value's reader, or an error at the section when the key is missing.
  func required(_ key: String) throws(PipelineFileError) -> PipelineValueReader {
    guard let value = self[key], !value.node.isNull else {
      throw reader.context.error(
        PipelineNode.join(reader.path, key), reader.node.location,
        "missing; " + (reader.path.isEmpty ? "a pipeline" : reader.path) + " requires it")
    }
    return value
  }
}
