/// A setting that cannot be used: where it is (key path and location) and what is wrong.
/// Each front end says where in its own words: a pipeline file as `FILE:LINE:COLUMN: key.path`,
/// the command line as the option's name.
package struct SettingsError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Dotted key path (`stages.search.min_confidence`); empty for the whole configuration.
  package var keyPath: String
  package var location: SettingsLocation
  package var message: String

  package init(keyPath: String, location: SettingsLocation, message: String) {
    self.keyPath = keyPath
    self.location = location
    self.message = message
  }

  /// The message with its key references (`«location_bias»`) written as plain key names, the
  /// way a pipeline file names them; the command line writes them as its options instead.
  package var plainMessage: String { message.filter { $0 != "«" && $0 != "»" } }

  package var description: String { keyPath.isEmpty ? plainMessage : "\(keyPath): \(plainMessage)" }
}
