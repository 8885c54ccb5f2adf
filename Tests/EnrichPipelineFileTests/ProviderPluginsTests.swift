import EnrichCore
import Testing

@testable import EnrichKit

/// What the command line says of the providers comes from the plugin list, not from names
/// written out by hand.
@Suite struct ProviderPluginsTests {
  @Test func theStandardPluginsAreOfferedAsBefore() {
    #expect(testPlugins.alternatives == "local or google")
    #expect(testPlugins.choices == ["local", "google", "none", "local,google"])
    #expect(
      testPlugins.help
        == "local (offline OSM index, default), google, none, or a cascade such as local,google.")
  }

  @Test func aListFollowsItsPlugins() {
    let one = ProviderPlugins([testPlugins.types[1]], defaultName: "google")
    #expect(one.alternatives == "google")
    #expect(one.choices == ["google", "none"])
    #expect(one.help == "google (default), none.")
    let three = ProviderPlugins(testPlugins.types + [testPlugins.types[0]], defaultName: "local")
    #expect(three.alternatives == "local, google or local")
    #expect(ProviderPlugins([], defaultName: "").alternatives == "none")
  }
}
