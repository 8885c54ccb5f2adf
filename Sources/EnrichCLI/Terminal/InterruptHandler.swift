import Dispatch
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// On SIGINT or SIGTERM during a run: removes the outputs' temporary files (so nothing
/// half-written is left behind), says how to continue, and exits with status 130. Committed
/// journal batches stay, so the same command (or `--resume`) picks up from there.
final class InterruptHandler {
  private let sources: [any DispatchSourceSignal]

  init(temporaryFiles: [String], resumable: Bool, console: Console) {
    var sources: [any DispatchSourceSignal] = []
    for signalNumber in [SIGINT, SIGTERM] {
      signal(signalNumber, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
      source.setEventHandler {
        for path in temporaryFiles { try? FileManager.default.removeItem(atPath: path) }
        console.error(
          "enrich: interrupted; no output was replaced"
            + (resumable ? "; committed rows are kept: the same command continues the run" : ""))
        exit(ExitStatus.interrupted.rawValue)
      }
      source.resume()
      sources.append(source)
    }
    self.sources = sources
  }

  /// Restores the default signal behaviour.
  func cancel() {
    for source in sources { source.cancel() }
    signal(SIGINT, SIG_DFL)
    signal(SIGTERM, SIG_DFL)
  }
}
