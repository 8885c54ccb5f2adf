/// Removes credentials from URLs before they reach an error message or a log line.
/// Google's Geocoding API only accepts the key as the `key=` query parameter, so every URL the
/// client reports passes through here.
package enum URLRedaction {
  /// Query parameters whose values are secrets.
  package static let secretParameters: Set<String> = ["key", "access_token", "oauth_token"]

  /// `https://h/p?address=x&key=AIza123` → `https://h/p?address=x&key=REDACTED`.
  package static func redact(_ url: String) -> String {
    guard let queryStart = url.firstIndex(of: "?") else { return url }
    let base = url[..<queryStart]
    var rest = url[url.index(after: queryStart)...]
    var fragment = ""
    if let hash = rest.firstIndex(of: "#") {
      fragment = String(rest[hash...])
      rest = rest[..<hash]
    }
    let parts = rest.split(separator: "&", omittingEmptySubsequences: false).map { part -> String in
      guard let equals = part.firstIndex(of: "=") else { return String(part) }
      let name = part[..<equals].lowercased()
      return secretParameters.contains(name) ? "\(part[..<equals])=REDACTED" : String(part)
    }
    return base + "?" + parts.joined(separator: "&") + fragment
  }
}

extension URLRedaction {
  /// Redacts `key=...` wherever it appears in free text (error messages that quote a URL).
  package static func redactText(_ text: String) -> String {
    var result = ""
    var rest = Substring(text)
    while let range = rest.range(of: "key=") {
      let before = rest[..<range.lowerBound]
      let isParameterStart = before.last.map { $0 == "?" || $0 == "&" || $0 == " " } ?? true
      result += before
      result += "key="
      rest = rest[range.upperBound...]
      if isParameterStart {
        let end =
          rest.firstIndex { $0 == "&" || $0 == " " || $0 == "#" || $0 == "\"" || $0 == "'" } ?? rest.endIndex
        result += "REDACTED"
        rest = rest[end...]
      }
    }
    return result + rest
  }
}
