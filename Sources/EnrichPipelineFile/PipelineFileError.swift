/// A mistake in a pipeline file (or a `--set` override), located so it can be fixed at once:
/// `pipelines/job.yaml:12:7: stages.search.min_confidence: expected a number between 0 and 1, got 1.5`.
package struct PipelineFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The pipeline file as named by the caller.
  package var file: String
  /// 1-based line in the file; nil when the error does not come from the file's text.
  package var line: Int?
  /// 1-based column in the file; nil when `line` is.
  package var column: Int?
  /// The `--set key.path=value` argument the faulty value came from, if any.
  package var override: String?
  /// Dotted key path of the setting (`outputs.0.format`); empty for the whole file.
  package var keyPath: String
  /// What is wrong and what to do about it.
  package var message: String

  package init(
    file: String, line: Int? = nil, column: Int? = nil, override: String? = nil, keyPath: String,
    message: String
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.override = override
    self.keyPath = keyPath
    self.message = message
  }

  /// `FILE:LINE:COLUMN: key.path: message` (or `FILE: --set k=v: key.path: message`).
  package var description: String {
    var text = file
    if let line, let column { text += ":\(line):\(column)" }
    if let override { text += ": --set \(override)" }
    if !keyPath.isEmpty { text += ": \(keyPath)" }
    return text + ": \(message)"
  }

}
