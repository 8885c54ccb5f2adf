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

  /// The default provider with its default settings.
  package var defaultProviders: [any ProviderPlugin] {
    type(named: defaultName).map { [$0.init()] } ?? []
  }
}
