import EnrichSystem
import Foundation

/// A failure to create, write or put in place an output file (disk full, read-only folder,
/// permission denied): the environment, not the input, is at fault.
///
/// `description` reads `PATH: message`.
package struct OutputError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The output path as given, or `<stdout>`.
  package var path: String
  package var message: String
  /// Outputs already renamed into place when a later one failed (rare: the renames come only
  /// after every output was completed).
  package var replaced: [String] = []
  /// A stream's reader went away (EPIPE: `enrich … -o - | head`): not a fault, the end of
  /// what anyone wanted from the stream.
  package var readerClosed = false

  package init(path: String, message: String, readerClosed: Bool = false) {
    self.path = path
    self.message = message
    self.readerClosed = readerClosed
  }

  /// A failed write to `path`, with the system's words for it.
  static func writeFailed(_ path: String, _ error: any Error) -> OutputError {
    OutputError(
      path: path, message: "write failed: \(SystemError.reason(error))",
      readerClosed: SystemError.code(of: error) == EPIPE)
  }

  package var description: String { "\(path): \(message)" }

  /// What became of the run's outputs, for the message that ends a failed run.
  package var outputsNote: String {
    replaced.isEmpty ? "no output replaced" : "already replaced: \(replaced.joined(separator: ", "))"
  }
}
