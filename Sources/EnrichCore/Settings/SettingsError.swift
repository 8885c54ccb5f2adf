/// A setting that cannot be used: where it is (key path and location) and what is wrong.
/// Each front end says where in its own words: a pipeline file as `FILE:LINE:COLUMN: key.path`,
/// the command line as the option's name.
public struct SettingsError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Dotted key path (`stages.search.min_confidence`); empty for the whole configuration.
  public var keyPath: String
  public var location: SettingsLocation
  public var message: String

  public init(keyPath: String, location: SettingsLocation, message: String) {
    self.keyPath = keyPath
    self.location = location
    self.message = message
  }

  /// The message with its key references (`«location_bias»`) written as plain key names, the
  /// way a pipeline file names them; the command line writes them as its options instead.
  public var plainMessage: String { message.filter { $0 != "«" && $0 != "»" } }

  public var description: String { keyPath.isEmpty ? plainMessage : "\(keyPath): \(plainMessage)" }
}
