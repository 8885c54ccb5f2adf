import EnrichCore

/// One command-line option: its spellings, whether it takes a value, and its help line.
package struct OptionSpec: Sendable {
  package enum Kind: Sendable {
    /// `--quiet`: present or not.
    case flag
    /// `--output PATH` / `--output=PATH`: the last occurrence wins.
    case value
    /// `--address-column A --address-column B`: every occurrence kept, in order.
    case repeatable
  }

  package var name: String
  package var short: Character?
  package var kind: Kind
  package var valueName: String
  package var help: String

  package init(
    _ name: String, short: Character? = nil, kind: Kind = .value, valueName: String = "value",
    help: String
  ) {
    self.name = name
    self.short = short
    self.kind = kind
    self.valueName = valueName
    self.help = help
  }

  /// `-o, --output <path>` as shown in help.
  var label: String {
    var text = short.map { "-\($0), " } ?? "    "
    text += "--\(name)"
    if kind != .flag { text += " <\(valueName)>" }
    return text
  }
}

/// A group of options under a heading in help.
package struct OptionGroup: Sendable {
  package var title: String
  package var options: [OptionSpec]

  package init(_ title: String, _ options: [OptionSpec]) {
    self.title = title
    self.options = options
  }
}

extension OptionSpec {
  /// The parser's and help's view of a component's option.
  init(_ option: CommandLineOption) {
    let kind: Kind
    switch option.kind {
    case .flag: kind = .flag
    case .value: kind = .value
    case .repeatable: kind = .repeatable
    }
    self.init(option.name, short: option.short, kind: kind, valueName: option.valueName, help: option.help)
  }
}
