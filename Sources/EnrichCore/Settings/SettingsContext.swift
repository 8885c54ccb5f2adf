/// What reading settings needs besides the tree: how relative paths are resolved.
package struct SettingsContext: Sendable {
  /// The folder relative paths start from: a pipeline file's folder; empty for the command
  /// line (paths stay as given).
  package var baseDirectory: String
  /// Expands `~/…` (pipeline files; a shell has already done it for the command line).
  package var home: String?

  package init(baseDirectory: String = "", home: String? = nil) {
    self.baseDirectory = baseDirectory
    self.home = home
  }

  /// A relative path joined to `baseDirectory`; absolute paths and `-` are taken as they are.
  package func resolve(_ path: String) -> String {
    if path == "-" || path.hasPrefix("/") { return path }
    if path == "~" || path.hasPrefix("~/"), let home { return home + path.dropFirst() }
    if baseDirectory.isEmpty || baseDirectory == "." { return path }
    return baseDirectory.hasSuffix("/") ? baseDirectory + path : baseDirectory + "/" + path
  }

  package func error(_ path: String, _ location: SettingsLocation, _ message: String) -> SettingsError {
    SettingsError(keyPath: path, location: location, message: message)
  }
}
