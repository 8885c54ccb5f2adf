/// One node of a parsed YAML document, with the 1-based line and column where it starts, so
/// a configuration error can point at the exact spot in the file.
package struct YAMLNode: Sendable, Equatable {
  /// What the node holds. Mappings keep their keys in file order.
  package enum Content: Sendable, Equatable {
    case scalar(String, YAMLScalarStyle)
    case sequence([YAMLNode])
    case mapping([YAMLPair])
  }

  package var content: Content
  /// 1-based line of the node's first character.
  package var line: Int
  /// 1-based column of the node's first character.
  package var column: Int
  /// The explicit tag (`tag:yaml.org,2002:str` for `!!str`), nil when the node has none.
  package var tag: String?

  package init(_ content: Content, line: Int, column: Int, tag: String? = nil) {
    self.content = content
    self.line = line
    self.column = column
    self.tag = tag
  }

  /// The scalar's text, nil for sequences and mappings.
  package var scalarText: String? {
    if case .scalar(let text, _) = content { return text }
    return nil
  }

  /// Whether the node is a plain (unquoted, untagged) scalar: the only kind whose text may be
  /// read as a number, a boolean or null. `"08"` and `!!str 08` stay strings.
  package var isPlainScalar: Bool {
    if case .scalar(_, .plain) = content { return tag == nil }
    return false
  }

  /// Whether the node is YAML's null: an empty plain scalar, `~` or `null`.
  package var isNull: Bool {
    guard isPlainScalar, let text = scalarText else { return false }
    return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
  }
}

/// A key and its value inside a mapping.
package struct YAMLPair: Sendable, Equatable {
  package var key: YAMLNode
  package var value: YAMLNode

  package init(key: YAMLNode, value: YAMLNode) {
    self.key = key
    self.value = value
  }
}

/// How a scalar was written. Only `plain` scalars are typed (numbers, booleans, null).
package enum YAMLScalarStyle: Sendable, Equatable {
  case plain
  case singleQuoted
  case doubleQuoted
  /// `|` block.
  case literal
  /// `>` block.
  case folded
}
