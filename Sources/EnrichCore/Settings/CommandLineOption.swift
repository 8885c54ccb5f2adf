/// One command-line option of a component (a stage, a provider, the run settings): how it is
/// spelled and shown in help, and how its value becomes a setting. The front end only
/// translates: every value lands in the same settings tree a pipeline file builds, and is
/// checked by the same decoder.
package struct CommandLineOption: Sendable {
  package enum Kind: Sendable, Equatable {
    /// `--strict-type`: present or not.
    case flag
    /// `--type cafe`: the last occurrence wins.
    case value
    /// `--address-column A --address-column B`: every occurrence, in order.
    case repeatable
  }

  /// How the option's value goes into the component's settings section.
  package enum Binding: Sendable {
    /// The value (a flag: `true`) at this key path of the section (`location_bias.circle.radius`).
    case key(String)
    /// A comma-separated value as a list at this key path (`--fields a,b`).
    case list(String)
    /// A fixed value at this key path when the option is given (`--no-cache` → `enabled: false`).
    case constant(String, SettingsNode)
    /// Written by code: the option's values and every option given, into the section.
    case custom(
      @Sendable (_ values: [String], _ given: CommandLineValues, _ section: inout SettingsNode)
        throws(SettingsError) -> Void)
    /// Read by the front end itself (not part of the configuration).
    case frontEnd
  }

  package var name: String
  package var short: Character?
  package var kind: Kind
  package var valueName: String
  package var help: String
  package var binding: Binding
  /// Shown in help (and parsed) as another component's option of the same name, which it also
  /// binds (`--language` sets search's language and the geocoder's).
  package var hiddenFromHelp: Bool

  package init(
    _ name: String, short: Character? = nil, kind: Kind = .value, valueName: String = "value",
    help: String, binding: Binding, hiddenFromHelp: Bool = false
  ) {
    self.name = name
    self.short = short
    self.kind = kind
    self.valueName = valueName
    self.help = help
    self.binding = binding
    self.hiddenFromHelp = hiddenFromHelp
  }

  /// Where an option's setting was given, for messages: `--type`.
  package var location: SettingsLocation { .flag("--\(name)") }
}

/// The options given on one command line, by name, for custom bindings that combine several.
package struct CommandLineValues: Sendable {
  package var values: [String: [String]]
  package var flags: Set<String>

  package init(values: [String: [String]], flags: Set<String>) {
    self.values = values
    self.flags = flags
  }

  package func value(_ name: String) -> String? { values[name]?.last }

  package func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }
}

extension SettingsNode {
  /// Sets `value` at a dotted key path below this node, making sections on the way (a
  /// scalar or list on the way is replaced).
  package mutating func set(_ keyPath: String, _ value: SettingsNode) {
    set(keyPath.split(separator: ".").map(String.init)[...], value)
  }

  mutating func set(_ keys: ArraySlice<String>, _ value: SettingsNode) {
    guard let key = keys.first else {
      self = value
      return
    }
    var entries = self.entries
    if case .mapping = content {} else { location = value.location }
    if let index = entries.firstIndex(where: { $0.key == key }) {
      entries[index].value.set(keys.dropFirst(), value)
    } else {
      var child = SettingsNode.section([], at: value.location)
      child.set(keys.dropFirst(), value)
      entries.append(Entry(key: key, keyLocation: value.location, value: child))
    }
    content = .mapping(entries)
  }

  /// The node at a dotted key path below this one, if there is one.
  package func node(at keyPath: String) -> SettingsNode? {
    var node = self
    for key in keyPath.split(separator: ".") {
      guard let next = node.entries.first(where: { $0.key == key })?.value else { return nil }
      node = next
    }
    return node
  }
}
