import EnrichCore
import EnrichKit
import Foundation

/// Builds the pipeline that `enrich INPUT -o OUTPUT [options]` describes. It only translates:
/// each option lands in the settings tree a pipeline file would build (at the key its
/// component binds it to), and the engine's `ConfigurationDecoder` checks the tree, so the
/// command line and pipeline files accept and refuse exactly the same values. Its complaints
/// come back in command-line words: the option that set a value, not its key path.
struct CommandLinePipeline {
  let arguments: ParsedArguments
  /// Which option set each full key path, for messages.
  private(set) var flags: [(keyPath: String, flag: String)] = []
  private var given: CommandLineValues {
    CommandLineValues(values: arguments.values, flags: arguments.flags)
  }

  init(_ arguments: ParsedArguments) { self.arguments = arguments }

  /// The configuration of a batch run; `defaultOutput` stands in for a missing `-o`
  /// (`enrich pipeline show` without one).
  static func configuration(_ arguments: ParsedArguments, defaultOutput: String? = nil) throws(UsageError)
    -> PipelineConfiguration
  {
    guard arguments.positionals.count <= 1 else {
      throw UsageError(
        "expected one input file, got \(arguments.positionals.count): \(arguments.positionals.joined(separator: " "))"
      )
    }
    guard let input = arguments.positionals.first else {
      throw UsageError("missing INPUT (a CSV, JSON, NDJSON, GeoJSON or KML file, or - for stdin)")
    }
    var outputs = arguments.all("output")
    if outputs.isEmpty, let defaultOutput { outputs = [defaultOutput] }
    guard !outputs.isEmpty else { throw UsageError("missing -o OUTPUT (a file, or - for stdout)") }
    var builder = CommandLinePipeline(arguments)
    let tree = try builder.tree(
      input: input, outputs: outputs, stages: StageRegistry.defaultStages.map { Swift.type(of: $0) })
    return try builder.decode(tree)
  }

  /// The providers and default stages the options of a one-row command (`search`, `suggest`)
  /// describe; its input and output are placeholders.
  static func oneRow(_ arguments: ParsedArguments) throws(UsageError) -> PipelineConfiguration {
    var builder = CommandLinePipeline(arguments)
    let tree = try builder.tree(
      input: "-", outputs: ["-"], stages: StageRegistry.defaultStages.map { Swift.type(of: $0) })
    return try builder.decode(tree)
  }

  /// The settings tree of a run with these stages (each gets its own options).
  mutating func tree(input: String, outputs: [String], stages: [any StageConfiguration.Type])
    throws(UsageError)
    -> SettingsNode
  {
    var root = SettingsNode.section([])
    var inputSection = SettingsNode.section([.init(key: "path", value: .text(input, at: .flag("INPUT")))])
    try apply(InputSettings.options, at: "input", in: &inputSection)
    var columns = SettingsNode.section([])
    try apply(InputSettings.columnOptions, at: "input.columns", in: &columns)
    if !columns.entries.isEmpty { inputSection.set("columns", columns) }
    root.set("input", inputSection)
    try setProviders(in: &root)
    try apply([RunOptions.concurrency], at: "", in: &root)
    var items: [SettingsNode] = []
    for type in stages where !(type == OpenStatusSettings.self && arguments.has("no-open-status")) {
      var options = SettingsNode.section([])
      try apply(type.options, at: "stages.\(type.name)", in: &options)
      items.append(
        options.entries.isEmpty ? .plain(type.name) : .section([.init(key: type.name, value: options)]))
    }
    root.set("stages", .list(items))
    var outputItems: [SettingsNode] = []
    for (index, path) in outputs.enumerated() {
      var output = SettingsNode.section([.init(key: "path", value: .text(path, at: .flag("--output")))])
      flags.append(("outputs.\(index).path", "--output"))
      try apply(OutputSettings.options.filter { $0.name != "output" }, at: "outputs.\(index)", in: &output)
      outputItems.append(output)
    }
    root.set("outputs", .list(outputItems))
    try apply(RunSettings.options, at: "", in: &root)
    for type in StageRegistry.topLevelTypes {
      guard let key = type.topLevelKey else { continue }
      var options = SettingsNode.section([])
      try apply(type.options, at: key, in: &options)
      if !options.entries.isEmpty { root.set(key, options) }
    }
    for kind in OutputKinds.standard.types {
      var options = SettingsNode.section([])
      try apply(kind.options, at: kind.key, in: &options)
      if !options.entries.isEmpty { root.set(kind.key, options) }
    }
    return root
  }

  /// `--provider a,b` as `providers:` items, each with its plugin's options; `none` alone as
  /// `provider: none`.
  mutating func setProviders(in root: inout SettingsNode) throws(UsageError) {
    let location = SettingsLocation.flag("--provider")
    let names = Self.list(arguments.value("provider") ?? Plugins.all.defaultName)
    if names == ["none"] {
      root.set("provider", .plain("none", at: location))
      return
    }
    var items: [SettingsNode] = []
    for (index, name) in names.enumerated() {
      var item = SettingsNode.section([
        .init(key: "type", keyLocation: location, value: .plain(name, at: location))
      ])
      if let plugin = Plugins.all.type(named: name) {
        try apply(plugin.options, at: "providers.\(index)", in: &item)
      }
      items.append(item)
    }
    root.set("providers", .list(items, at: location))
  }

  /// Puts the given options' values into `section`, the node at the full key path `prefix`.
  mutating func apply(_ options: [CommandLineOption], at prefix: String, in section: inout SettingsNode)
    throws(UsageError)
  {
    for option in options where arguments.isSet(option.name) {
      let values = arguments.all(option.name)
      let location = option.location
      func record(_ key: String) throws(UsageError) {
        let full = SettingsNode.join(prefix, key)
        if let other = flags.first(where: { $0.keyPath == full && $0.flag != "--\(option.name)" }) {
          throw UsageError("\(other.flag) and --\(option.name) cannot be used together")
        }
        flags.append((full, "--\(option.name)"))
      }
      switch option.binding {
      case .key(let key):
        try record(key)
        switch option.kind {
        case .flag: section.set(key, .plain("true", at: location))
        case .value: section.set(key, .plain(values.last ?? "", at: location))
        case .repeatable:
          section.set(key, .list(values.map { .plain($0, at: location) }, flow: true, at: location))
        }
      case .list(let key):
        try record(key)
        let items = Self.list(values.last).map { SettingsNode.plain($0, at: location) }
        section.set(key, .list(items, flow: true, at: location))
      case .constant(let key, let value):
        try record(key)
        var located = value
        located.location = location
        section.set(key, located)
      case .custom(let write):
        let before = Set(Self.keyPaths(in: section))
        do {
          try write(values, given, &section)
        } catch {
          throw UsageError(message(for: error, prefix: prefix))
        }
        for key in Self.keyPaths(in: section) where !before.contains(key) {
          flags.append((SettingsNode.join(prefix, key), "--\(option.name)"))
        }
      case .frontEnd:
        continue
      }
    }
  }

  /// Decodes the tree with the engine's one decoder, putting its complaints in command-line words.
  func decode(_ tree: SettingsNode) throws(UsageError) -> PipelineConfiguration {
    do {
      return try ConfigurationDecoder(
        plugins: Plugins.all, outputKinds: .standard, context: SettingsContext()
      ).decode(tree)
    } catch {
      throw UsageError(message(for: error))
    }
  }

  /// `--flag: message`, with the message's key references (`«location_bias»`) written as the
  /// options that set those keys.
  func message(for error: SettingsError, prefix: String = "") -> String {
    let keyPath = SettingsNode.join(prefix, error.keyPath)
    var where_: String?
    if case .flag(let flag) = error.location {
      where_ = flag == "INPUT" ? nil : flag
    } else {
      where_ = flag(for: keyPath)
    }
    var text = ""
    var rest = Substring(error.message)
    while let open = rest.firstIndex(of: "«"), let close = rest[open...].firstIndex(of: "»") {
      text += rest[..<open]
      let key = String(rest[rest.index(after: open)..<close])
      rest = rest[rest.index(after: close)...]
      if let flag = flag(for: key, near: keyPath) {
        text += flag
        if rest.first == ":" { rest = rest.dropFirst() }
      } else {
        text += key
      }
    }
    text += rest
    if let where_ { return "\(where_): \(text)" }
    return keyPath.isEmpty || error.location == .flag("INPUT") ? text : "\(keyPath): \(text)"
  }

  /// The option that set `keyPath` (or a setting inside it).
  func flag(for keyPath: String) -> String? {
    flags.first { $0.keyPath == keyPath || $0.keyPath.hasPrefix(keyPath + ".") }?.flag
  }

  /// The option that sets `key`, looked up in the sections around `keyPath`, innermost first.
  func flag(for key: String, near keyPath: String) -> String? {
    var parts = keyPath.split(separator: ".").map(String.init)
    while true {
      if let flag = flag(for: SettingsNode.join(parts.joined(separator: "."), key)) { return flag }
      if parts.isEmpty { return nil }
      parts.removeLast()
    }
  }

  static func keyPaths(in node: SettingsNode, prefix: String = "") -> [String] {
    node.entries.flatMap { entry in
      let path = SettingsNode.join(prefix, entry.key)
      return [path] + keyPaths(in: entry.value, prefix: path)
    }
  }

  static func list(_ text: String?) -> [String] {
    guard let text else { return [] }
    return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
  }

  static func coordinate(_ text: String, option: String) throws(UsageError) -> Coordinate {
    let parts = list(text).compactMap(Double.init)
    guard parts.count == 2 else { throw UsageError("--\(option): '\(text)' is not LAT,LNG") }
    let point = Coordinate(latitude: parts[0], longitude: parts[1])
    guard point.isValid else {
      throw UsageError("--\(option): '\(text)' is outside latitude ±90 / longitude ±180")
    }
    return point
  }

  static func rectangle(_ text: String, option: String) throws(UsageError) -> Rectangle {
    let parts = list(text).compactMap(Double.init)
    guard parts.count == 4 else { throw UsageError("--\(option): '\(text)' is not SOUTH,WEST,NORTH,EAST") }
    let rectangle = Rectangle(
      low: Coordinate(latitude: parts[0], longitude: parts[1]),
      high: Coordinate(latitude: parts[2], longitude: parts[3]))
    do {
      try RequestValidator.validate(rectangle, field: "--\(option)")
    } catch {
      throw UsageError(error.message)
    }
    return rectangle
  }
}
