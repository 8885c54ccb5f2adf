internal import CXMLReader

/// What kind of node an `XMLStreamReader` is positioned on.
package enum XMLNodeKind: Sendable, Equatable {
  case element
  case endElement
  case text
  case cdata
  case whitespace
  /// An entity reference left unexpanded (entities are never substituted).
  case entityReference
  /// A `<!DOCTYPE ...>` declaration.
  case documentType
  /// Comments, processing instructions and other nodes callers usually skip.
  case other
}

/// A failure while opening or reading an XML document, with the line where libxml2 stopped.
package struct XMLStreamError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What stopped the reader.
  package enum Kind: Sendable, Equatable {
    /// Not well-formed, or cannot be opened.
    case malformed
    /// A zip entry that inflates to more than allowed, or cannot be inflated.
    case archive
    /// A `<!DOCTYPE>` where none is accepted (in a zip entry: Office packages never have one).
    case documentType
  }

  package var source: String
  /// 1-based line, 0 when unknown.
  package var line: Int
  package var message: String
  package var kind: Kind

  package init(source: String, line: Int, message: String, kind: Kind = .malformed) {
    self.source = source
    self.line = line
    self.message = message
    self.kind = kind
  }

  package var description: String {
    line > 0 ? "\(source):\(line): \(message)" : "\(source): \(message)"
  }
}

/// A forward-only, streaming XML reader over libxml2's xmlTextReader: memory stays bounded
/// whatever the document size.
///
/// Safe by construction: no network access, no external DTD loading and no entity
/// substitution (entity references surface as `.entityReference` nodes, never expanded). A zip
/// entry's reader also refuses a `<!DOCTYPE>` (`XMLStreamError.Kind.documentType`).
// Its pointers never leave it: every use is checked here, and deinit frees them.
@safe package final class XMLStreamReader {
  private let handle: OpaquePointer
  /// The path (or the given name for a descriptor), for messages.
  package let sourceName: String
  /// What the C reader reads through and must outlive it (the zip archive of an entry).
  private let owner: AnyObject?

  /// Opens the file at `path`.
  /// - Throws: `XMLStreamError` when the file cannot be read.
  package init(path: String) throws {
    sourceName = path
    owner = nil
    guard let opened = unsafe cxml_reader_open_file(path) else {
      throw XMLStreamError(source: path, line: 0, message: "cannot open the file for XML reading")
    }
    unsafe handle = opened
  }

  /// Streams `entry` of `archive`, inflated in chunks; more than `maxBytes` (at most the size
  /// the archive declares for it) is an error, and so is a `<!DOCTYPE>`. `name` is used in
  /// messages.
  package init(archive: ZipArchive, entry: ZipArchive.Entry, maxBytes: UInt64, name: String) throws {
    sourceName = name
    owner = archive
    let limit = min(maxBytes, entry.size)
    guard
      let opened = unsafe cxml_reader_open_zip_entry(
        UnsafeMutableRawPointer(archive.handle), entry.index, limit, name)
    else {
      throw XMLStreamError(source: name, line: 0, message: "cannot open \(entry.name) in the archive")
    }
    unsafe handle = opened
  }

  /// Reads the descriptor `fileDescriptor` (left open), after first reading `prefix`: the bytes
  /// a caller already consumed from it, for example to detect the format.
  package init(fileDescriptor: Int32, prefix: [UInt8], name: String) throws {
    sourceName = name
    owner = nil
    let opened = unsafe prefix.withUnsafeBufferPointer { buffer in
      unsafe cxml_reader_open_fd(fileDescriptor, buffer.baseAddress, buffer.count, name)
    }
    guard let opened = unsafe opened else {
      throw XMLStreamError(source: name, line: 0, message: "cannot create an XML reader")
    }
    unsafe handle = opened
  }

  deinit {
    unsafe cxml_reader_free(handle)
  }

  /// Moves to the next node. Returns false at the end of the document.
  /// - Throws: `XMLStreamError` naming the line of the first well-formedness error.
  package func next() throws -> Bool {
    let status = unsafe cxml_reader_next(handle)
    if status > 0 { return true }
    if status == 0, unsafe cxml_reader_error_message(handle) == nil { return false }
    throw failure(line: unsafe Int(cxml_reader_error_line(handle)))
  }

  /// Moves past the current node and everything inside it. Returns false at the end.
  /// - Throws: `XMLStreamError` as `next()` does.
  package func skipSubtree() throws -> Bool {
    let status = unsafe cxml_reader_skip_subtree(handle)
    if status > 0 { return true }
    if status == 0, unsafe cxml_reader_error_message(handle) == nil { return false }
    throw failure(line: unsafe Int(cxml_reader_error_line(handle)))
  }

  /// The reader's error, at `line` when known, else where the parser is.
  private func failure(line: Int) -> XMLStreamError {
    let message =
      unsafe cxml_reader_error_message(handle).map { unsafe String(cString: $0) } ?? "malformed XML"
    let kind: XMLStreamError.Kind
    switch unsafe Int(cxml_reader_error_kind(handle)) {
    case CXML_ERROR_ARCHIVE: kind = .archive
    case CXML_ERROR_DOCUMENT_TYPE: kind = .documentType
    default: kind = .malformed
    }
    return XMLStreamError(
      source: sourceName, line: line > 0 ? line : unsafe Int(cxml_reader_line(handle)), message: message,
      kind: kind)
  }

  /// The kind of the current node.
  package var kind: XMLNodeKind {
    switch unsafe Int(cxml_reader_node_type(handle)) {
    case CXML_NODE_ELEMENT: return .element
    case CXML_NODE_END_ELEMENT: return .endElement
    case CXML_NODE_TEXT: return .text
    case CXML_NODE_CDATA: return .cdata
    case CXML_NODE_SIGNIFICANT_WHITESPACE: return .whitespace
    case CXML_NODE_ENTITY_REFERENCE: return .entityReference
    case CXML_NODE_DOCUMENT_TYPE: return .documentType
    default: return .other
    }
  }

  /// The local name of the current element (without prefix); empty for unnamed nodes.
  package var localName: String {
    unsafe cxml_reader_local_name(handle).map { unsafe String(cString: $0) } ?? ""
  }

  /// The namespace URI of the current element, or nil when it has none.
  package var namespaceURI: String? {
    unsafe cxml_reader_namespace_uri(handle).map { unsafe String(cString: $0) }
  }

  /// The text of a text, CDATA or whitespace node; nil for elements.
  package var value: String? {
    unsafe cxml_reader_value(handle).map { unsafe String(cString: $0) }
  }

  /// Whether the current element is written `<tag/>`: no `.endElement` follows it.
  package var isEmptyElement: Bool { unsafe cxml_reader_is_empty_element(handle) != 0 }

  /// Nesting depth of the current node (the root element is 0).
  package var depth: Int { unsafe Int(cxml_reader_depth(handle)) }

  /// The line of the current node (1-based).
  package var line: Int { unsafe Int(cxml_reader_line(handle)) }

  /// The value of the current element's un-namespaced attribute `name`, or nil.
  package func attribute(_ name: String) -> String? {
    unsafe cxml_reader_attribute(handle, name).map { unsafe String(cString: $0) }
  }

  /// The value of the current element's attribute `name` in the namespace `namespaceURI`
  /// (whatever prefix the document gives it), or nil.
  package func attribute(_ name: String, namespace namespaceURI: String) -> String? {
    unsafe cxml_reader_attribute_ns(handle, name, namespaceURI).map { unsafe String(cString: $0) }
  }
}
