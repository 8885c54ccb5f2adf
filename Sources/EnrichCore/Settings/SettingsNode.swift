/// Where a setting came from, so a mistake is reported where the user wrote it: a spot in a
/// pipeline file, a `--set` argument, a command-line option, or nowhere (a default, or a
/// value rendered from a configuration).
package enum SettingsLocation: Sendable, Equatable {
  case file(line: Int, column: Int)
  case override(String)
  /// A command-line option, spelled as given (`--min-confidence`).
  case flag(String)
  case none
}

/// The neutral tree both front ends translate their syntax into: a pipeline file's YAML and
/// the command line's options become the same nodes, which one decoder per component reads,
/// so every rule is checked once whichever way a setting was given.
package struct SettingsNode: Sendable, Equatable {
  package enum Content: Sendable, Equatable {
    /// Text and whether it was plain (unquoted: the only kind read as number, boolean or null).
    case scalar(String, plain: Bool)
    /// Items; `flow` asks a renderer for `[a, b]` rather than one `- item` line each.
    case sequence([SettingsNode], flow: Bool)
    case mapping([Entry])
  }

  package struct Entry: Sendable, Equatable {
    package var key: String
    package var keyLocation: SettingsLocation
    package var value: SettingsNode
    /// Render the key quoted (free text as a key, e.g. a column name).
    package var quotedKey: Bool

    package init(
      key: String, keyLocation: SettingsLocation = .none, value: SettingsNode, quotedKey: Bool = false
    ) {
      self.key = key
      self.keyLocation = keyLocation
      self.value = value
      self.quotedKey = quotedKey
    }
  }

  package var content: Content
  package var location: SettingsLocation

  package init(content: Content, location: SettingsLocation = .none) {
    self.content = content
    self.location = location
  }

  package var isNull: Bool {
    if case .scalar(let text, true) = content {
      return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }
    return false
  }

  package var kindName: String {
    switch content {
    case .scalar(let text, let plain):
      if isNull { return "nothing (null)" }
      return plain ? "'\(text)'" : "the quoted string \"\(text)\""
    case .sequence: return "a list"
    case .mapping: return "a section (key: value lines)"
    }
  }

  package static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

// MARK: - Building nodes (renderers and the command line)

extension SettingsNode {
  /// Free text, rendered quoted so it reads back as text whatever it holds.
  package static func text(_ value: String, at location: SettingsLocation = .none) -> SettingsNode {
    SettingsNode(content: .scalar(value, plain: false), location: location)
  }

  /// A number, boolean or identifier, rendered plain.
  package static func plain(_ value: String, at location: SettingsLocation = .none) -> SettingsNode {
    SettingsNode(content: .scalar(value, plain: true), location: location)
  }

  /// Whole numbers without `.0` (`50000`); others in Swift's shortest round-trip form.
  package static func number(_ value: Double) -> SettingsNode { plain(numberText(value)) }

  package static func number(_ value: Int) -> SettingsNode { plain(String(value)) }

  package static func bool(_ value: Bool) -> SettingsNode { plain(value ? "true" : "false") }

  /// `[a, b]` of quoted texts.
  package static func texts(_ values: [String]) -> SettingsNode {
    SettingsNode(content: .sequence(values.map { text($0) }, flow: true))
  }

  /// `[a, b]` of known identifiers (statuses, types), rendered plain.
  package static func names(_ values: [String]) -> SettingsNode {
    SettingsNode(content: .sequence(values.map { plain($0) }, flow: true))
  }

  package static func list(_ items: [SettingsNode], flow: Bool = false, at location: SettingsLocation = .none)
    -> SettingsNode
  {
    SettingsNode(content: .sequence(items, flow: flow), location: location)
  }

  package static func section(_ entries: [Entry], at location: SettingsLocation = .none) -> SettingsNode {
    SettingsNode(content: .mapping(entries), location: location)
  }

  package static let null = SettingsNode(content: .scalar("", plain: true))

  package static func numberText(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(describing: value)
  }

  /// The entries of a mapping (empty for anything else).
  package var entries: [Entry] {
    if case .mapping(let entries) = content { return entries }
    return []
  }
}

/// Builds a section's entries in order, leaving out what is absent.
package struct SettingsEntries: Sendable {
  package private(set) var entries: [SettingsNode.Entry] = []

  package init() {}

  package mutating func add(_ key: String, _ value: SettingsNode?) {
    if let value { entries.append(SettingsNode.Entry(key: key, value: value)) }
  }

  package mutating func add(_ entry: SettingsNode.Entry) { entries.append(entry) }

  package var isEmpty: Bool { entries.isEmpty }

  package var node: SettingsNode { .section(entries) }
}
