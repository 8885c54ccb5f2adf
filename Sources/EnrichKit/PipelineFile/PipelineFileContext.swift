/// What every step of reading a pipeline file needs: the file's name for errors, the folder
/// relative paths start from, and the environment for `${VAR}`.
struct PipelineFileContext: Sendable {
  var file: String
  var baseDirectory: String
  var environment: [String: String]

  func error(_ path: String, _ location: PipelineLocation, _ message: String) -> PipelineFileError {
    switch location {
    case .file(let line, let column):
      return PipelineFileError(file: file, line: line, column: column, keyPath: path, message: message)
    case .override(let argument):
      return PipelineFileError(file: file, override: argument, keyPath: path, message: message)
    }
  }

  /// A relative path joined to the pipeline file's folder; absolute paths, `-` and `~/...`
  /// (expanded with `HOME`) are taken as they are.
  func resolve(_ path: String) -> String {
    if path == "-" || path.hasPrefix("/") { return path }
    if path == "~" || path.hasPrefix("~/"), let home = environment["HOME"] {
      return home + path.dropFirst()
    }
    if baseDirectory.isEmpty || baseDirectory == "." { return path }
    return baseDirectory.hasSuffix("/") ? baseDirectory + path : baseDirectory + "/" + path
  }
}
