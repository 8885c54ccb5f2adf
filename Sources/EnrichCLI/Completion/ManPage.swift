/// `enrich man`: the manual page (roff, `man -l`), generated from the same commands, options,
/// examples and exit codes as `--help`; `docs/enrich.1` is its output, checked by a test.
enum ManPage {
  static func render(version: String) -> String {
    let run = RunCommand()
    // preconv (which man runs) reads the coding line: the help text is UTF-8.
    var out = ".\\\" -*- coding: utf-8 -*-\n"
    out += ".TH ENRICH 1 \"\" \"enrich \(version)\" \"User Commands\"\n"
    out += ".SH NAME\nenrich \\- \(escape(run.abstract))\n"
    out += ".SH SYNOPSIS\n"
    for line in run.usage { out += ".B enrich\n\(escape(line))\n.br\n" }
    if let discussion = run.discussion { out += ".SH DESCRIPTION\n\(paragraph(discussion))\n" }
    out += ".SH OPTIONS\n" + options(run)
    out += ".SH COMMANDS\n"
    for command in CommandRegistry.all {
      out += ".SS \(escape("enrich " + command.name))\n\(escape(command.abstract))\n.PP\n"
      for line in command.usage { out += ".B enrich\n\(escape(line))\n.br\n" }
      if let discussion = command.discussion { out += ".PP\n\(paragraph(discussion))\n" }
      out += options(command, subsections: false)
      out += examples(command)
    }
    out += ".SH EXIT STATUS\n"
    for status in ExitStatus.allCases {
      out += ".TP\n.B \(status.rawValue)\n\(escape(status.meaning))\n"
    }
    out += """
      .SH ENVIRONMENT
      .TP
      .B ENRICH_INDEX
      The local index when \\fB\\-\\-index\\fR is not given.
      .TP
      .B GOOGLE_MAPS_API_KEY
      The Google Maps Platform key when \\fB\\-\\-api\\-key\\-file\\fR is not given.
      .TP
      .B \(ProgressMode.environmentVariable)
      auto, always or never, when \\fB\\-\\-progress\\fR is not given.
      .TP
      .B XDG_CACHE_HOME
      Where the default request cache lives (enrich/cache.sqlite).

      """
    out += ".SH EXAMPLES\n" + examples(run, heading: false)
    out +=
      ".SH SEE ALSO\nThe README and docs/ of the enrich sources; \\fBenrich completion\\fR bash|zsh|fish.\n"
    return out
  }

  static func options(_ command: any Command, subsections: Bool = true) -> String {
    var out = ""
    for group in command.optionGroups where !group.options.isEmpty {
      let title = group.title.isEmpty ? "Options" : group.title
      out += subsections ? ".SS \(escape(title))\n" : ".PP\n.I \(escape(title))\n"
      for option in group.options { out += entry(option) }
    }
    guard subsections else { return out }
    out += ".SS Common (every command)\n"
    for option in CommonOptions.all { out += entry(option) }
    return out
  }

  static func entry(_ option: OptionSpec) -> String {
    var label = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
    label += "\\fB\\-\\-\(escape(option.name))\\fR"
    if option.kind != .flag { label += " \\fI\(escape(option.valueName))\\fR" }
    return ".TP\n\(label)\n\(escape(option.help))\n"
  }

  static func examples(_ command: any Command, heading: Bool = true) -> String {
    guard !command.examples.isEmpty else { return "" }
    var out = heading ? ".PP\n.I Examples\n" : ""
    out += ".PP\n.nf\n.RS 4\n"
    for example in command.examples { out += escape(example) + "\n" }
    return out + ".RE\n.fi\n"
  }

  /// A help paragraph: its lines as one filled paragraph per blank-line-separated block.
  static func paragraph(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { escape(String($0)) }.joined(
      separator: "\n")
  }

  /// Roff-safe text: backslashes and hyphens escaped, and a line that starts with `.` or `'`
  /// kept from being read as a request.
  static func escape(_ text: String) -> String {
    var out = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
    if out.hasPrefix(".") || out.hasPrefix("'") { out = "\\&" + out }
    return out
  }
}
