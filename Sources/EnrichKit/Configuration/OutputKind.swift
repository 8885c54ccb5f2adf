import EnrichCore
import EnrichFormats

/// A kind of file a run writes beside its outputs, from the same rows (the review file, the HTML
/// report): set by a top-level key of a pipeline file and by its own command-line options, and
/// opened like every writer. A value is one such file of a run.
///
/// Recipe: a type conforming to this beside its writer, and one line in `OutputKinds.standard`.
package protocol OutputKind: Sendable, Equatable {
  /// Its top-level key in a pipeline file (`review`, `report`).
  static var key: String { get }
  /// Its command-line options, bound to keys inside its section.
  static var options: [CommandLineOption] { get }
  /// How messages name it (`the review file`).
  static var label: String { get }
  /// Whether the run's last line names it among the files written.
  static var isAnnounced: Bool { get }
  /// Whether the file at `path` is one this kind wrote: enrich replaces only its own files.
  static func isOwnFile(_ path: String) -> Bool
  /// Its settings from its key's value (`KEY: FILE`, or a section with `path:`).
  static func decode(_ reader: SettingsReader) throws(SettingsError) -> Self
  /// The file it writes.
  var path: String { get }
  /// Its settings as a pipeline file writes them.
  func render() -> SettingsNode
  /// The settings with every path made absolute through `resolve`.
  func resolvingPaths(_ resolve: (String) -> String) -> Self
  /// Its writer, under a temporary name until committed.
  func makeWriter(_ run: OutputKindContext) throws -> any RecordWriter
}

extension OutputKind {
  package static var isAnnounced: Bool { false }

  /// Equality across kinds, for configurations that hold them as existentials.
  package func isEqual(to other: any OutputKind) -> Bool { (other as? Self) == self }
}

/// What a kind's writer may read of its run.
package struct OutputKindContext: Sendable {
  package var configuration: PipelineConfiguration
  /// The run's request counters (read when the run ends).
  package var metrics: ProviderMetrics

  package init(configuration: PipelineConfiguration, metrics: ProviderMetrics) {
    self.configuration = configuration
    self.metrics = metrics
  }
}

/// The list of output kinds a front end accepts. Injected into the decoder (as the provider
/// plugins are), so a test can add a kind of its own without touching the standard list.
package struct OutputKinds: Sendable {
  package var types: [any OutputKind.Type]

  package init(_ types: [any OutputKind.Type]) { self.types = types }

  /// Their top-level keys, in order.
  package var keys: [String] { types.map { $0.key } }

  package func type(forKey key: String) -> (any OutputKind.Type)? { types.first { $0.key == key } }
}
