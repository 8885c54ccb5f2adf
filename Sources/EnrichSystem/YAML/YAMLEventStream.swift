import CYAML

/// One libyaml parse event, copied out of C memory.
enum YAMLEvent {
  case streamStart
  case streamEnd
  case documentStart
  case documentEnd
  case alias(anchor: String)
  case scalar(text: String, style: YAMLScalarStyle, anchor: String?, tag: String?)
  case sequenceStart(anchor: String?, tag: String?)
  case sequenceEnd
  case mappingStart(anchor: String?, tag: String?)
  case mappingEnd
}

/// libyaml's event parser over an in-memory document. Owns the C parser and the input bytes
/// (libyaml reads them in place, so they must outlive the parser); both are freed in `deinit`.
// Its pointers never leave it: every use is checked here, and deinit frees them.
@safe final class YAMLEventStream {
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let input: UnsafeMutableBufferPointer<UInt8>

  init(_ text: String) throws(YAMLError) {
    let bytes = Array(text.utf8)
    unsafe input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(bytes.count, 1))
    _ = unsafe input.initialize(from: bytes)
    unsafe parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    guard unsafe yaml_parser_initialize(parser) == 1 else {
      unsafe parser.deallocate()
      unsafe input.deallocate()
      throw YAMLError(line: 0, column: 0, message: "libyaml could not allocate a parser (out of memory)")
    }
    if let base = unsafe input.baseAddress {
      unsafe yaml_parser_set_input_string(parser, base, bytes.count)
    }
    unsafe yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
  }

  deinit {
    unsafe yaml_parser_delete(parser)
    unsafe parser.deallocate()
    unsafe input.deallocate()
  }

  /// The next event with its 1-based start position.
  func next() throws(YAMLError) -> (event: YAMLEvent, line: Int, column: Int) {
    var event = unsafe yaml_event_t()
    guard unsafe yaml_parser_parse(parser, &event) == 1 else { throw parserError() }
    defer { unsafe yaml_event_delete(&event) }
    let line = unsafe Int(event.start_mark.line) + 1
    let column = unsafe Int(event.start_mark.column) + 1
    return unsafe (try convert(&event), line, column)
  }

  private func convert(_ event: inout yaml_event_t) throws(YAMLError) -> YAMLEvent {
    switch unsafe event.type {
    case YAML_STREAM_START_EVENT: return .streamStart
    case YAML_STREAM_END_EVENT: return .streamEnd
    case YAML_DOCUMENT_START_EVENT: return .documentStart
    case YAML_DOCUMENT_END_EVENT: return .documentEnd
    case YAML_ALIAS_EVENT:
      return unsafe .alias(anchor: Self.string(event.data.alias.anchor) ?? "")
    case YAML_SCALAR_EVENT:
      let scalar = unsafe event.data.scalar
      var text = ""
      if let value = unsafe scalar.value {
        text = unsafe String(decoding: UnsafeBufferPointer(start: value, count: scalar.length), as: UTF8.self)
      }
      return unsafe .scalar(
        text: text, style: Self.style(scalar.style), anchor: Self.string(scalar.anchor),
        tag: Self.string(scalar.tag))
    case YAML_SEQUENCE_START_EVENT:
      let start = unsafe event.data.sequence_start
      return unsafe .sequenceStart(anchor: Self.string(start.anchor), tag: Self.string(start.tag))
    case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
    case YAML_MAPPING_START_EVENT:
      let start = unsafe event.data.mapping_start
      return unsafe .mappingStart(anchor: Self.string(start.anchor), tag: Self.string(start.tag))
    case YAML_MAPPING_END_EVENT: return .mappingEnd
    default:
      throw unsafe YAMLError(
        line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1,
        message: unsafe "unexpected libyaml event \(event.type.rawValue)")
    }
  }

  /// libyaml's own description of a syntax error, with its position.
  private func parserError() -> YAMLError {
    let state = unsafe parser.pointee
    let problem = unsafe state.problem.map { unsafe String(cString: $0) } ?? "syntax error"
    var message = problem
    if let context = unsafe state.context.map({ unsafe String(cString: $0) }) {
      message = unsafe "\(problem) (\(context) at line \(Int(state.context_mark.line) + 1))"
    }
    if unsafe state.error == YAML_MEMORY_ERROR { message = "out of memory while parsing YAML" }
    return unsafe YAMLError(
      line: Int(state.problem_mark.line) + 1, column: Int(state.problem_mark.column) + 1,
      message: message)
  }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let pointer = unsafe pointer else { return nil }
    return unsafe String(cString: pointer)
  }

  private static func style(_ style: yaml_scalar_style_t) -> YAMLScalarStyle {
    switch style {
    case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
    case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
    case YAML_LITERAL_SCALAR_STYLE: return .literal
    case YAML_FOLDED_SCALAR_STYLE: return .folded
    default: return .plain
    }
  }
}
