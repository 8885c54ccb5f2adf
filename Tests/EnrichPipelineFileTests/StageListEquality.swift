import EnrichCore
import EnrichKit
import GoogleProvider
import LocalProvider

/// Stage and provider lists hold existentials; these compare them element by element, so
/// tests can write `#expect(configuration.stages == [NormalizeSettings(), search])`.
func == (lhs: [any StageConfiguration], rhs: [any StageConfiguration]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isEqual(to: $1) }
}

func == (lhs: [any ProviderPlugin], rhs: [any ProviderPlugin]) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.isEqual(to: $1) }
}

/// The plugins `enrich` offers, for parsing pipelines as `enrich run` does.
let testPlugins = ProviderPlugins([LocalPlugin.self, GooglePlugin.self], defaultName: "local")
