import Foundation

/// A search-text template such as `{name}, {street} {housenumber}, {city}`. Placeholders name
/// input columns; empty values drop out together with the separators they leave dangling.
package struct QueryTemplate: Sendable, Equatable {
  enum Piece: Equatable, Sendable {
    case literal(String)
    case column(String)
  }

  package let text: String
  let pieces: [Piece]

  /// Parses the template; throws on an unclosed `{` or an empty `{}`.
  package init(_ text: String) throws(QueryTemplateError) {
    self.text = text
    var pieces: [Piece] = []
    var literal = ""
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if character == "{" {
        guard let close = text[index...].firstIndex(of: "}") else {
          throw QueryTemplateError(message: "unclosed '{' in query template \"\(text)\"")
        }
        let column = String(text[text.index(after: index)..<close])
        if column.isEmpty {
          throw QueryTemplateError(message: "empty '{}' in query template \"\(text)\"")
        }
        if !literal.isEmpty { pieces.append(.literal(literal)) }
        literal = ""
        pieces.append(.column(column))
        index = text.index(after: close)
      } else {
        literal.append(character)
        index = text.index(after: index)
      }
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    self.pieces = pieces
  }

  /// The column names the template uses.
  package var columns: [String] {
    pieces.compactMap { if case .column(let name) = $0 { name } else { nil } }
  }

  /// Fills the template; `value` returns a column's text or nil when empty.
  package func render(_ value: (String) -> String?) -> String {
    var out = ""
    var pendingLiteral = ""
    for piece in pieces {
      switch piece {
      case .literal(let text):
        pendingLiteral += text
      case .column(let name):
        guard let text = value(name), !text.isEmpty else { continue }
        if !out.isEmpty { out += pendingLiteral.isEmpty ? " " : pendingLiteral }
        pendingLiteral = ""
        out += text
      }
    }
    return Self.tidy(out)
  }

  /// Collapses runs of spaces and separators left by empty values.
  static func tidy(_ text: String) -> String {
    let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    var result = words.replacingOccurrences(of: " ,", with: ",")
    while result.contains(",,") { result = result.replacingOccurrences(of: ",,", with: ",") }
    return result.trimmingCharacters(in: CharacterSet(charactersIn: " ,;"))
  }
}

/// A malformed `--query` template.
package struct QueryTemplateError: Error, Sendable, Equatable, CustomStringConvertible {
  package var message: String
  package var description: String { message }
}
