/// When a run shows progress (`--progress`, else `$ENRICH_PROGRESS`, else auto).
enum ProgressMode: String, Sendable, CaseIterable {
  /// A redrawn line on a terminal; a plain line every 10 s when stderr is a pipe or a file.
  case auto
  /// A redrawn line even when stderr does not look like a terminal (`docker run` without
  /// `-t`, `TERM=dumb`, a CI log that renders carriage returns).
  case always
  /// No progress lines; warnings and the summary are still printed.
  case never

  static let environmentVariable = "ENRICH_PROGRESS"

  /// The mode the arguments and environment ask for; nil when a value is not a mode (the
  /// option's parser reports that).
  static func chosen(arguments: [String], environment: [String: String]) -> ProgressMode? {
    var value: String?
    var index = 0
    while index < arguments.count, arguments[index] != "--" {
      let argument = arguments[index]
      if argument == "--progress", index + 1 < arguments.count {
        value = arguments[index + 1]
        index += 1
      } else if argument.hasPrefix("--progress=") {
        value = String(argument.dropFirst("--progress=".count))
      }
      index += 1
    }
    guard let text = value ?? environment[environmentVariable], !text.isEmpty else { return .auto }
    return ProgressMode(rawValue: text.lowercased())
  }

  static let help =
    "Progress on stderr: auto (a redrawn line on a terminal, a line every 10 s otherwise), always, never "
    + "(default: $ENRICH_PROGRESS, else auto)."
}
