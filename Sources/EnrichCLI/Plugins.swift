import EnrichHours
import EnrichKit
import GoogleProvider
import LocalProvider

/// The composition root's one list of provider plugins: the engine knows none of them. A new
/// provider is a folder under `Sources/Providers/` and one line here.
enum Plugins {
  static let all = ProviderPlugins([LocalPlugin.self, GooglePlugin.self], defaultName: "local")
  /// The evaluator of providers' structured hours (`PlaceHours.periods`): only Google writes them.
  static let structuredHours: any StructuredHoursEvaluator = GoogleHoursEvaluator()
}
