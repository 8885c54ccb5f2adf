import EnrichCore
import EnrichSystem

/// A pipeline file's YAML as the settings tree the configuration decoder reads.
enum YAMLSettings {
  /// Converts a parsed YAML tree, substituting `${VAR}` in scalar values and refusing what a
  /// pipeline must never hold (API keys, merge keys, non-string keys).
  static func convert(
    _ node: YAMLNode, path: String, context: PipelineFileContext, override: String? = nil
  ) throws(PipelineFileError) -> SettingsNode {
    let location: SettingsLocation =
      override.map { .override($0) } ?? .file(line: node.line, column: node.column)
    if let tag = node.tag, !allowedTags.contains(tag) {
      throw context.error(path, location, "YAML tag \(tag) is not supported here (only !!str, to force text)")
    }
    switch node.content {
    case .scalar(let raw, _):
      let text = try EnvironmentSubstitution.apply(
        raw, environment: context.environment, path: path, location: location, context: context)
      if SecretDetector.looksLikeAPIKey(text) {
        throw context.error(
          path, location,
          "this value looks like an API key; never put a key in a pipeline file: name a file "
            + "holding it with api_key_file, or set GOOGLE_MAPS_API_KEY")
      }
      return SettingsNode(content: .scalar(text, plain: node.isPlainScalar), location: location)
    case .sequence(let items):
      var converted: [SettingsNode] = []
      for (index, item) in items.enumerated() {
        converted.append(
          try convert(
            item, path: SettingsNode.join(path, String(index)), context: context, override: override))
      }
      return SettingsNode(content: .sequence(converted, flow: false), location: location)
    case .mapping(let pairs):
      var entries: [SettingsNode.Entry] = []
      for pair in pairs {
        let keyLocation: SettingsLocation =
          override.map { .override($0) } ?? .file(line: pair.key.line, column: pair.key.column)
        guard let key = pair.key.scalarText else {
          throw context.error(path, keyLocation, "a key must be a plain name, not a list or section")
        }
        if key == "<<" {
          throw context.error(
            path, keyLocation,
            "merge keys (<<) are not supported; repeat the keys, or alias a whole value with *name")
        }
        let value = try convert(
          pair.value, path: SettingsNode.join(path, key), context: context, override: override)
        entries.append(SettingsNode.Entry(key: key, keyLocation: keyLocation, value: value))
      }
      return SettingsNode(content: .mapping(entries), location: location)
    }
  }

  /// Tags that change nothing but the type: `!!str` forces text; `!!map`/`!!seq` are what the node is.
  static let allowedTags: Set<String> = [
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq", "!",
  ]

}
