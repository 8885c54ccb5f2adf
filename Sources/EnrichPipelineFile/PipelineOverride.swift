import EnrichCore
import EnrichSystem

/// `--set key.path=value`: replaces (or adds) one value in the file's tree before it is read,
/// so an override gets exactly the checks the file does. The value is YAML (`0.8`, `"08"`,
/// `[a, b]`). In `stages`, a segment may name a stage type (`stages.search.min_confidence`) or
/// give its position (`stages.1.min_confidence`); in other lists, a position (`outputs.0.path`),
/// where the next free position adds an item.
enum PipelineOverride {
  static func apply(
    _ argument: String, to root: inout SettingsNode, context: PipelineFileContext
  ) throws(PipelineFileError) {
    func fail(_ path: String, _ message: String) -> PipelineFileError {
      PipelineFileError(file: context.file, override: argument, keyPath: path, message: message)
    }
    guard let equals = argument.firstIndex(of: "=") else {
      throw fail("", "expected key.path=value (e.g. stages.search.min_confidence=0.8)")
    }
    let keyPath = String(argument[..<equals])
    let segments = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if segments.contains(where: \.isEmpty) {
      throw fail(keyPath, "the key path has an empty part; write names joined by single dots")
    }
    let parsed: YAMLNode?
    do {
      parsed = try YAMLParser().parse(String(argument[argument.index(after: equals)...]))
    } catch {
      throw fail(keyPath, "the value is not valid YAML: \(error.message)")
    }
    let location = SettingsLocation.override(argument)
    let value =
      try parsed.map { node throws(PipelineFileError) in
        try YAMLSettings.convert(node, path: keyPath, context: context, override: argument)
      } ?? SettingsNode(content: .scalar("", plain: true), location: location)
    let setter = Setter(value: value, location: location, fail: fail)
    try setter.set(segments[...], in: &root, path: "")
  }

  private struct Setter {
    let value: SettingsNode
    let location: SettingsLocation
    let fail: (String, String) -> PipelineFileError

    func set(_ segments: ArraySlice<String>, in node: inout SettingsNode, path: String)
      throws(PipelineFileError)
    {
      guard let segment = segments.first else {
        node = value
        return
      }
      let here = SettingsNode.join(path, segment)
      if node.isNull { node = SettingsNode(content: .mapping([]), location: location) }
      switch node.content {
      case .scalar:
        throw fail(here, "\(path) is a single value in the file, not a section; set \(path) itself")
      case .mapping(var entries):
        if let index = entries.firstIndex(where: { $0.key == segment }) {
          try set(segments.dropFirst(), in: &entries[index].value, path: here)
        } else {
          if path.isEmpty, segment == "stages", segments.count > 1 {
            throw fail(
              here,
              "the file lists no stages (it runs the default ones); list them in the file to set their options"
            )
          }
          var fresh = SettingsNode(content: .mapping([]), location: location)
          try set(segments.dropFirst(), in: &fresh, path: here)
          entries.append(SettingsNode.Entry(key: segment, keyLocation: location, value: fresh))
        }
        node.content = .mapping(entries)
      case .sequence(var items, let flow):
        if path == "stages" {
          try setStage(segments, in: &items, path: path)
        } else {
          guard let index = Int(segment), index >= 0, index <= items.count else {
            throw fail(here, "expected a position from 0 to \(items.count) in this list, got '\(segment)'")
          }
          if index == items.count { items.append(SettingsNode(content: .mapping([]), location: location)) }
          try set(segments.dropFirst(), in: &items[index], path: here)
        }
        node.content = .sequence(items, flow: flow)
      }
    }

    /// Finds the stage by type or position, then sets inside its options.
    func setStage(_ segments: ArraySlice<String>, in items: inout [SettingsNode], path: String)
      throws(PipelineFileError)
    {
      guard let segment = segments.first else { return }
      let here = SettingsNode.join(path, segment)
      var rest = segments.dropFirst()
      let index: Int
      if let position = Int(segment) {
        guard items.indices.contains(position) else {
          throw fail(here, "there is no stage at position \(position) (the list has \(items.count))")
        }
        index = position
      } else {
        let matches = items.indices.filter { Self.stageType(items[$0]) == segment }
        guard let first = matches.first else {
          throw fail(here, "the file has no \(segment) stage; add '- \(segment)' to stages first")
        }
        if matches.count > 1 {
          throw fail(here, "the file has several \(segment) stages; address one by position (stages.N)")
        }
        index = first
      }
      guard let type = Self.stageType(items[index]) else {
        throw fail(here, "the stage at this position is not written as a stage type")
      }
      if rest.first == type { rest = rest.dropFirst() }
      var options = Self.options(items[index])
      try set(rest, in: &options, path: SettingsNode.join(path, type))
      let key = SettingsNode.Entry(key: type, keyLocation: items[index].location, value: options)
      items[index] = SettingsNode(content: .mapping([key]), location: items[index].location)
    }

    static func stageType(_ item: SettingsNode) -> String? {
      switch item.content {
      case .scalar(let text, _): return text
      case .mapping(let entries) where entries.count == 1: return entries[0].key
      default: return nil
      }
    }

    static func options(_ item: SettingsNode) -> SettingsNode {
      if case .mapping(let entries) = item.content, entries.count == 1 { return entries[0].value }
      return SettingsNode(content: .scalar("", plain: true), location: item.location)
    }
  }
}
