/// Which JSON form of a model value is written or read: one encoder and one decoder per type
/// (`Place`, `Suggestion`) serve both, so the forms cannot drift apart.
package enum JSONForm: Sendable, Equatable {
  /// What outputs show (documented in the README), which the run journal keeps and which
  /// enrich's outputs are read back from.
  case output
  /// What the cache keeps of a provider's answer: the output members, less what a later
  /// stage computes (a place's open status, for the time asked), plus what a provider
  /// answered that outputs do not show (Google's hours as received, suggestion match ranges).
  case stored
}
