import EnrichSystem
import Foundation

/// What a run journal belongs to: the input file (path, size, modification time) and the
/// configuration that shapes results. A resumed run must match both, or it would mix rows of
/// two different runs.
package struct RunIdentity: Sendable, Equatable {
  package var inputPath: String
  package var inputSize: Int64
  package var inputModified: Double
  /// A canonical description of everything that changes results (providers, stages, columns).
  package var configuration: String

  package init(inputPath: String, inputSize: Int64, inputModified: Double, configuration: String) {
    self.inputPath = inputPath
    self.inputSize = inputSize
    self.inputModified = inputModified
    self.configuration = configuration
  }

  /// The identity of `configuration`'s input as it is on disk now; nil for stdin, a pipe or a
  /// FIFO, which cannot be read again and so cannot be resumed.
  package static func of(_ configuration: PipelineConfiguration) -> RunIdentity? {
    let path = configuration.input.path
    guard path != "-", FileStatus.of(path)?.kind == .regular else { return nil }
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: absolute) else { return nil }
    let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
    let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
    var shaping = configuration
    shaping.input.path = ""  // compared as the absolute path above, however it was spelled
    shaping.outputs = []
    shaping.run = RunSettings()
    // Run-wide stages (the change report) are set beside the run controls, and like them
    // leave the journaled rows as they were.
    shaping.stages = shaping.stages.filter { type(of: $0).topLevelKey == nil }
    shaping.concurrency = 0
    return RunIdentity(
      inputPath: absolute, inputSize: size, inputModified: modified,
      configuration: String(describing: shaping.settingsTree))
  }

  /// Why `self` (now) cannot continue a journal written for `other` (then), or nil.
  package func mismatch(with other: RunIdentity) -> String? {
    if inputPath != other.inputPath {
      return "the journal belongs to \(other.inputPath), not \(inputPath)"
    }
    if inputSize != other.inputSize || abs(inputModified - other.inputModified) > 0.001 {
      return "\(inputPath) changed since the interrupted run (size \(other.inputSize) → \(inputSize) bytes)"
    }
    if configuration != other.configuration {
      return "the options or pipeline changed since the interrupted run"
    }
    return nil
  }
}
