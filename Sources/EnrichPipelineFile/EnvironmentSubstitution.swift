import EnrichCore

/// `${VAR}` and `${VAR:-fallback}` in pipeline values, replaced from the environment before
/// the value is typed, so `qps: ${QPS:-5}` is still a number. `$$` stands for a literal `$`;
/// a `$` not followed by `{` or `$` is kept as it is.
enum EnvironmentSubstitution {
  static func apply(
    _ text: String, environment: [String: String], path: String, location: SettingsLocation,
    context: PipelineFileContext
  ) throws(PipelineFileError) -> String {
    guard text.contains("$") else { return text }
    var out = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      guard character == "$", next < text.endIndex else {
        out.append(character)
        index = next
        continue
      }
      if text[next] == "$" {
        out.append("$")
        index = text.index(after: next)
        continue
      }
      guard text[next] == "{" else {
        out.append(character)
        index = next
        continue
      }
      guard let close = text[next...].firstIndex(of: "}") else {
        throw context.error(path, location, "unclosed '${' (write ${NAME}, or $$ for a literal $)")
      }
      let inner = String(text[text.index(after: next)..<close])
      out += try value(of: inner, environment: environment, path: path, location: location, context: context)
      index = text.index(after: close)
    }
    return out
  }

  private static func value(
    of reference: String, environment: [String: String], path: String, location: SettingsLocation,
    context: PipelineFileContext
  ) throws(PipelineFileError) -> String {
    var name = reference
    var fallback: String?
    if let range = reference.range(of: ":-") {
      name = String(reference[..<range.lowerBound])
      fallback = String(reference[range.upperBound...])
    }
    let valid =
      !name.isEmpty && name.first?.isNumber == false
      && name.unicodeScalars.allSatisfy {
        ("A"..."Z").contains($0) || ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
      }
    guard valid else {
      throw context.error(path, location, "'${\(reference)}' is not a variable name (letters, digits, _)")
    }
    if let value = environment[name], !value.isEmpty { return value }
    if let fallback { return fallback }
    throw context.error(
      path, location,
      "environment variable \(name) is not set (export it, or write ${\(name):-default})")
  }
}
