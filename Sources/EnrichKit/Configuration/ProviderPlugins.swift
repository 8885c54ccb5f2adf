import EnrichCore

/// The provider plugins a program offers, listed by its composition root: the engine itself
/// knows none of them.
package struct ProviderPlugins: Sendable {
  package var types: [any ProviderPlugin.Type]
  /// The provider of a pipeline that names none.
  package var defaultName: String

  package init(_ types: [any ProviderPlugin.Type], defaultName: String) {
    self.types = types
    self.defaultName = defaultName
  }

  /// Names accepted by `--provider` and `type:` (a comma list is a cascade), and `none`.
  package var names: [String] { types.map { $0.name } }

  package func type(named name: String) -> (any ProviderPlugin.Type)? {
    types.first { $0.name == name }
  }

  /// The providers as a message offers them: `local or google`.
  package var alternatives: String {
    guard let last = names.last else { return "none" }
    let rest = names.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
  }

  /// What `--provider` accepts, for completions: each name, `none`, and the cascade of all.
  package var choices: [String] {
    names + ["none"] + (names.count > 1 ? [names.joined(separator: ",")] : [])
  }

  /// `--provider`'s help: each name with its note (and which is the default), `none`, a cascade.
  package var help: String {
    let described = types.map { type in
      let notes = [type.helpNote, type.name == defaultName ? "default" : nil].compactMap { $0 }
      return notes.isEmpty ? type.name : "\(type.name) (\(notes.joined(separator: ", ")))"
    }
    let cascade = names.count > 1 ? ", or a cascade such as \(names.joined(separator: ","))" : ""
    return described.joined(separator: ", ") + ", none" + cascade + "."
  }

  /// The default provider with its default settings.
  package var defaultProviders: [any ProviderPlugin] {
    type(named: defaultName).map { [$0.init()] } ?? []
  }
}
