/// Renders help in the swift-argument-parser layout: OVERVIEW, USAGE, OPTIONS, EXAMPLES.
enum HelpFormatter {
  static func render(_ command: any Command, width: Int = 100) -> String {
    var out = "OVERVIEW: \(command.abstract)\n"
    if let discussion = command.discussion { out += "\n" + wrap(discussion, width: width, indent: "") + "\n" }
    out += "\nUSAGE:"
    for (index, line) in command.usage.enumerated() {
      out += (index == 0 ? " " : "\n       ") + "enrich " + line
    }
    out += "\n"
    for group in command.optionGroups where !group.options.isEmpty {
      out += "\n\(group.title.isEmpty ? "OPTIONS" : group.title.uppercased()):\n"
      out += rows(group.options, width: width)
    }
    out += "\n" + rows(CommonOptions.all, width: width)
    if !command.examples.isEmpty {
      out += "\nEXAMPLES:\n"
      for example in command.examples { out += "  \(example)\n" }
    }
    return out
  }

  static let labelWidth = 34

  static func rows(_ options: [OptionSpec], width: Int) -> String {
    var out = ""
    for option in options {
      let label = "  " + option.label
      let indent = String(repeating: " ", count: labelWidth + 2)
      let help = wrap(option.help, width: width, indent: indent)
      if label.count <= labelWidth {
        out +=
          label + String(repeating: " ", count: labelWidth + 2 - label.count)
          + help.dropFirst(indent.count) + "\n"
      } else {
        out += label + "\n" + help + "\n"
      }
    }
    return out
  }

  /// Greedy word wrap; every line starts with `indent`.
  static func wrap(_ text: String, width: Int, indent: String) -> String {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = indent
      for word in paragraph.split(separator: " ") {
        if line.count + word.count + 1 > width, line.count > indent.count {
          lines.append(line)
          line = indent
        }
        line += (line.count > indent.count ? " " : "") + word
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
