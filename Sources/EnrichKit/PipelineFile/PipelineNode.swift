import EnrichSystem

/// Where a pipeline value came from: a spot in the file or a `--set` argument.
enum PipelineLocation: Sendable, Equatable {
  case file(line: Int, column: Int)
  case override(String)
}

/// The pipeline file's tree after environment substitution, with every node's location and
/// string keys. Kept separate from `YAMLNode` so overrides can carry their own location.
struct PipelineNode: Sendable, Equatable {
  enum Content: Sendable, Equatable {
    /// Text and whether it was a plain scalar (the only kind read as number, boolean or null).
    case scalar(String, plain: Bool)
    case sequence([PipelineNode])
    case mapping([Entry])
  }

  struct Entry: Sendable, Equatable {
    var key: String
    var keyLocation: PipelineLocation
    var value: PipelineNode
  }

  var content: Content
  var location: PipelineLocation

  var isNull: Bool {
    if case .scalar(let text, true) = content {
      return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }
    return false
  }

  var kindName: String {
    switch content {
    case .scalar(let text, let plain):
      if isNull { return "nothing (null)" }
      return plain ? "'\(text)'" : "the quoted string \"\(text)\""
    case .sequence: return "a list"
    case .mapping: return "a section (key: value lines)"
    }
  }
}

extension PipelineNode {
  /// Converts a parsed YAML tree, substituting `${VAR}` in scalar values and refusing what a
  /// pipeline must never hold (API keys, merge keys, non-string keys).
  static func convert(
    _ node: YAMLNode, path: String, context: PipelineFileContext, override: String? = nil
  ) throws(PipelineFileError) -> PipelineNode {
    let location: PipelineLocation =
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
      return PipelineNode(content: .scalar(text, plain: node.isPlainScalar), location: location)
    case .sequence(let items):
      var converted: [PipelineNode] = []
      for (index, item) in items.enumerated() {
        converted.append(
          try convert(item, path: join(path, String(index)), context: context, override: override))
      }
      return PipelineNode(content: .sequence(converted), location: location)
    case .mapping(let pairs):
      var entries: [Entry] = []
      for pair in pairs {
        let keyLocation: PipelineLocation =
          override.map { .override($0) } ?? .file(line: pair.key.line, column: pair.key.column)
        guard let key = pair.key.scalarText else {
          throw context.error(path, keyLocation, "a key must be a plain name, not a list or section")
        }
        if key == "<<" {
          throw context.error(
            path, keyLocation,
            "merge keys (<<) are not supported; repeat the keys, or alias a whole value with *name")
        }
        let value = try convert(pair.value, path: join(path, key), context: context, override: override)
        entries.append(Entry(key: key, keyLocation: keyLocation, value: value))
      }
      return PipelineNode(content: .mapping(entries), location: location)
    }
  }

  /// Tags that change nothing but the type: `!!str` forces text; `!!map`/`!!seq` are what the node is.
  static let allowedTags: Set<String> = [
    "tag:yaml.org,2002:str", "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq", "!",
  ]

  static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}
