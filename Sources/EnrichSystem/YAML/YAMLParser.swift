/// Parses one YAML document into a `YAMLNode` tree, keeping positions and scalar styles.
///
/// Anchors and aliases are resolved by copying the anchored node, and every copy counts
/// against `maxNodes`, so a "billion laughs" document fails quickly instead of exhausting
/// memory. Duplicate mapping keys and documents after the first are errors.
package struct YAMLParser: Sendable {
  /// Largest accepted input, in bytes.
  package var maxBytes = 1 << 20
  /// Most nodes the document may expand to, aliases included.
  package var maxNodes = 100_000
  /// Deepest nesting of sequences and mappings.
  package var maxDepth = 64

  package init() {}

  /// The document's root node, or nil when the text holds no document (empty or comments only).
  package func parse(_ text: String) throws(YAMLError) -> YAMLNode? {
    if text.utf8.count > maxBytes {
      throw YAMLError(
        line: 1, column: 1,
        message: "document is \(text.utf8.count) bytes; the limit is \(maxBytes) bytes")
    }
    var builder = YAMLTreeBuilder(maxNodes: maxNodes, maxDepth: maxDepth)
    let stream = try YAMLEventStream(text)
    while true {
      let (event, line, column) = try stream.next()
      if case .streamEnd = event { break }
      try builder.handle(event, line: line, column: column)
    }
    return builder.root
  }
}

/// Assembles events into nodes: a stack of open collections plus the anchors seen so far.
struct YAMLTreeBuilder {
  private enum Frame {
    case sequence(YAMLNode, items: [YAMLNode], anchor: String?, size: Int)
    case mapping(YAMLNode, pairs: [YAMLPair], key: YAMLNode?, anchor: String?, size: Int)
  }

  let maxNodes: Int
  let maxDepth: Int
  private(set) var root: YAMLNode?
  private var stack: [Frame] = []
  private var anchors: [String: (node: YAMLNode, size: Int)] = [:]
  private var nodeCount = 0
  private var documents = 0

  init(maxNodes: Int, maxDepth: Int) {
    self.maxNodes = maxNodes
    self.maxDepth = maxDepth
  }

  mutating func handle(_ event: YAMLEvent, line: Int, column: Int) throws(YAMLError) {
    switch event {
    case .streamStart, .streamEnd, .documentEnd:
      return
    case .documentStart:
      documents += 1
      if documents > 1 {
        throw YAMLError(
          line: line, column: column,
          message: "a second document starts here; a file holds one document (remove the extra '---')")
      }
    case .scalar(let text, let style, let anchor, let tag):
      let node = YAMLNode(.scalar(text, style), line: line, column: column, tag: tag)
      try count(1, line: line, column: column)
      try finish(node, size: 1, anchor: anchor)
    case .alias(let name):
      guard let target = anchors[name] else {
        throw YAMLError(
          line: line, column: column, message: "alias *\(name) names no anchor &\(name) above it")
      }
      try count(target.size, line: line, column: column)
      var copy = target.node
      copy.line = line
      copy.column = column
      try finish(copy, size: target.size, anchor: nil)
    case .sequenceStart(let anchor, let tag):
      try open(line: line, column: column)
      let node = YAMLNode(.sequence([]), line: line, column: column, tag: tag)
      stack.append(.sequence(node, items: [], anchor: anchor, size: 1))
    case .mappingStart(let anchor, let tag):
      try open(line: line, column: column)
      let node = YAMLNode(.mapping([]), line: line, column: column, tag: tag)
      stack.append(.mapping(node, pairs: [], key: nil, anchor: anchor, size: 1))
    case .sequenceEnd, .mappingEnd:
      guard let frame = stack.popLast() else {
        throw YAMLError(line: line, column: column, message: "collection ends that never started")
      }
      switch frame {
      case .sequence(var node, let items, let anchor, let size):
        node.content = .sequence(items)
        try finish(node, size: size, anchor: anchor)
      case .mapping(var node, let pairs, _, let anchor, let size):
        node.content = .mapping(pairs)
        try finish(node, size: size, anchor: anchor)
      }
    }
  }

  private mutating func open(line: Int, column: Int) throws(YAMLError) {
    if stack.count >= maxDepth {
      throw YAMLError(line: line, column: column, message: "nesting deeper than \(maxDepth) levels")
    }
    try count(1, line: line, column: column)
  }

  private mutating func count(_ nodes: Int, line: Int, column: Int) throws(YAMLError) {
    nodeCount += nodes
    if nodeCount > maxNodes {
      throw YAMLError(
        line: line, column: column,
        message: "document expands to more than \(maxNodes) nodes (too many aliases of large anchors?)")
    }
  }

  /// Hands a complete node to the collection it belongs to (or makes it the root).
  private mutating func finish(_ node: YAMLNode, size: Int, anchor: String?) throws(YAMLError) {
    if let anchor { anchors[anchor] = (node, size) }
    guard let top = stack.popLast() else {
      root = node
      return
    }
    switch top {
    case .sequence(let collection, var items, let anchor, let total):
      items.append(node)
      stack.append(.sequence(collection, items: items, anchor: anchor, size: total + size))
    case .mapping(let collection, var pairs, let key, let anchor, let total):
      if let key {
        pairs.append(YAMLPair(key: key, value: node))
        stack.append(.mapping(collection, pairs: pairs, key: nil, anchor: anchor, size: total + size))
      } else {
        if let text = node.scalarText,
          let earlier = pairs.first(where: { $0.key.scalarText == text })
        {
          throw YAMLError(
            line: node.line, column: node.column,
            message: "duplicate key '\(text)' (first at line \(earlier.key.line))")
        }
        stack.append(.mapping(collection, pairs: pairs, key: node, anchor: anchor, size: total + size))
      }
    }
  }
}
