import EnrichCore

/// What every step of reading a pipeline file needs: the file's name for errors, the folder
/// relative paths start from, and the environment for `${VAR}`.
struct PipelineFileContext: Sendable {
  var file: String
  var baseDirectory: String
  var environment: [String: String]

  func error(_ path: String, _ location: SettingsLocation, _ message: String) -> PipelineFileError {
    switch location {
    case .file(let line, let column):
      return PipelineFileError(file: file, line: line, column: column, keyPath: path, message: message)
    case .override(let argument):
      return PipelineFileError(file: file, override: argument, keyPath: path, message: message)
    case .flag, .none:
      return PipelineFileError(file: file, keyPath: path, message: message)
    }
  }

  /// A decoder's complaint, located in this file.
  func error(_ error: SettingsError) -> PipelineFileError {
    self.error(error.keyPath, error.location, error.plainMessage)
  }

  /// How the configuration decoder resolves this file's relative paths.
  var settings: SettingsContext {
    SettingsContext(baseDirectory: baseDirectory, home: environment["HOME"])
  }
}
