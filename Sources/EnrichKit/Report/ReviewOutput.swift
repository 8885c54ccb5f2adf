import EnrichCore
import EnrichFormats

/// The review file (`review:`, `--review FILE.csv`): the rows that need a person's eye, as CSV.
package struct ReviewOutput: OutputKind {
  package var path: String
  /// The cell delimiter (`review: {path, delimiter}`, or `--output-delimiter`); nil: a comma.
  package var delimiter: Character?

  package init(path: String, delimiter: Character? = nil) {
    self.path = path
    self.delimiter = delimiter
  }

  package static let key = "review"
  package static let label = "the review file"

  package static func isOwnFile(_ path: String) -> Bool { ReviewCSVWriter.isOwnFile(path) }

  /// `review: FILE` or `review: {path: FILE, delimiter: ";"}`.
  package static func decode(_ reader: SettingsReader) throws(SettingsError) -> ReviewOutput {
    if case .scalar = reader.node.content { return ReviewOutput(path: try reader.requiredFilePath()) }
    let section = try reader.section(allowed: ["path", "delimiter"])
    return ReviewOutput(
      path: try section.required("path").requiredFilePath(),
      delimiter: try section["delimiter"].flatMap { reader throws(SettingsError) in
        try OutputSettings.delimiter(reader)
      })
  }

  package func render() -> SettingsNode {
    guard let delimiter, delimiter != "," else { return .text(path) }
    var review = SettingsEntries()
    review.add("path", .text(path))
    review.add("delimiter", delimiter == "\t" ? .plain("tab") : .text(String(delimiter)))
    return review.node
  }

  package func resolvingPaths(_ resolve: (String) -> String) -> ReviewOutput {
    ReviewOutput(path: resolve(path), delimiter: delimiter)
  }

  package func makeWriter(_ run: OutputKindContext) throws -> any RecordWriter {
    try ReviewCSVWriter(path: path, delimiter: delimiter?.asciiValue ?? CSVCell.comma)
  }

  package static let options: [CommandLineOption] = [
    CommandLineOption(
      "review", valueName: "path", help: "Write ambiguous, low-confidence and fallback rows to this CSV.",
      binding: .key("path")),
    // `--output-delimiter` (shown with the outputs) sets the review file's too, when there is one.
    CommandLineOption(
      "output-delimiter", help: "",
      binding: .custom { values, given, section throws(SettingsError) in
        guard given.has("review"), let value = values.last else { return }
        section.set("delimiter", .plain(value, at: .flag("--output-delimiter")))
      }, hiddenFromHelp: true),
  ]
}
