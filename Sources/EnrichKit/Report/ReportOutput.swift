import EnrichCore
import EnrichFormats

/// The HTML run report (`report:`, `--report FILE.html`): it sees the run's rows like every
/// writer and renders its page when the run ends.
package struct ReportOutput: OutputKind {
  package var path: String

  package init(path: String) { self.path = path }

  package static let key = "report"
  package static let label = "the report"
  package static let isAnnounced = true

  package static func isOwnFile(_ path: String) -> Bool { RunReportWriter.isOwnFile(path) }

  /// `report: FILE` or `report: {path: FILE}`.
  package static func decode(_ reader: SettingsReader) throws(SettingsError) -> ReportOutput {
    if case .scalar = reader.node.content { return ReportOutput(path: try reader.requiredFilePath()) }
    let section = try reader.section(allowed: ["path"])
    return ReportOutput(path: try section.required("path").requiredFilePath())
  }

  package func render() -> SettingsNode { .text(path) }

  package func resolvingPaths(_ resolve: (String) -> String) -> ReportOutput {
    ReportOutput(path: resolve(path))
  }

  package func makeWriter(_ run: OutputKindContext) throws -> any RecordWriter {
    try RunReportWriter.make(path: path, configuration: run.configuration, metrics: run.metrics)
  }

  package static let options: [CommandLineOption] = [
    CommandLineOption(
      "report", valueName: "path",
      help: "Write a run report to this HTML file: rates, confidence, cost, failures, rows to review.",
      binding: .key("path"))
  ]
}
