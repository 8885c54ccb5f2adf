/// Why a pipeline could not be built or run, classified for the exit code.
package struct PipelineError: Error, Sendable, Equatable, CustomStringConvertible {
  package enum Kind: Sendable, Equatable {
    /// A wrong option or pipeline setting (exit 64).
    case configuration
    /// The input cannot be read (exit 2).
    case input
    /// A provider cannot work at all (exit 3).
    case provider
    /// Every row failed: no output is replaced (exit 1).
    case rowsFailed
    /// An output cannot be written (exit 70).
    case output
    /// Another run holds the lock on a file this run would write (exit 5).
    case locked
    /// A stream output's reader closed it (`| head`): the run ends quietly (exit 141).
    case outputClosed
    /// A bug: something that should not happen (exit 70).
    case `internal`
  }

  package var kind: Kind
  package var message: String

  package init(_ kind: Kind, _ message: String) {
    self.kind = kind
    self.message = message
  }

  package var description: String { message }
}
