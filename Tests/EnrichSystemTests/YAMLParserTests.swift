import EnrichSystem
import Testing

@Suite struct YAMLParserTests {
  func parse(_ text: String) throws -> YAMLNode? { try YAMLParser().parse(text) }

  func pairs(_ node: YAMLNode?) -> [YAMLPair] {
    if case .mapping(let pairs)? = node?.content { return pairs }
    return []
  }

  @Test func keepsPositionsOfKeysAndValues() throws {
    let root = try parse("input:\n  path: places.csv\nconcurrency: 4\n")
    let top = pairs(root)
    #expect(top.map { $0.key.scalarText } == ["input", "concurrency"])
    #expect(top[0].key.line == 1 && top[0].key.column == 1)
    let path = pairs(top[0].value)[0]
    #expect(path.key.line == 2 && path.key.column == 3)
    #expect(path.value.scalarText == "places.csv")
    #expect(path.value.line == 2 && path.value.column == 9)
    #expect(top[1].value.line == 3 && top[1].value.column == 14)
  }

  @Test(arguments: [
    ("a: 08", YAMLScalarStyle.plain, true),
    ("a: \"08\"", .doubleQuoted, false),
    ("a: '08'", .singleQuoted, false),
    ("a: !!str 08", .plain, false),
    ("a: |\n  08\n", .literal, false),
    ("a: >\n  08\n", .folded, false),
  ])
  func recordsScalarStyleSoQuotedNumbersStayStrings(text: String, style: YAMLScalarStyle, plain: Bool) throws
  {
    let value = try #require(pairs(try parse(text)).first?.value)
    guard case .scalar(let scalar, let actual) = value.content else {
      Issue.record("not a scalar")
      return
    }
    #expect(scalar.hasPrefix("08"))
    #expect(actual == style)
    #expect(value.isPlainScalar == plain)
  }

  @Test func readsSequencesInBothStyles() throws {
    let root = try parse("a: [x, 'y']\nb:\n  - 1\n  - {c: d}\n")
    let top = pairs(root)
    guard case .sequence(let flow) = top[0].value.content, case .sequence(let block) = top[1].value.content
    else {
      Issue.record("not sequences")
      return
    }
    #expect(flow.map(\.scalarText) == ["x", "y"])
    #expect(block[0].scalarText == "1")
    #expect(pairs(block[1]).first?.value.scalarText == "d")
    #expect(block[1].line == 4 && block[1].column == 5)
  }

  @Test(arguments: ["a:", "a: ~", "a: null"])
  func recognisesNull(text: String) throws {
    #expect(pairs(try parse(text)).first?.value.isNull == true)
  }

  @Test func quotedNullIsAString() throws {
    #expect(pairs(try parse("a: 'null'")).first?.value.isNull == false)
  }

  @Test func emptyAndCommentOnlyDocumentsHaveNoRoot() throws {
    #expect(try parse("") == nil)
    #expect(try parse("# nothing here\n") == nil)
  }

  @Test func resolvesAliasesAtTheAliasPosition() throws {
    let root = try parse("base: &b {qps: 5}\ncopy: *b\n")
    let top = pairs(root)
    #expect(pairs(top[1].value) == pairs(top[0].value))
    #expect(top[1].value.line == 2 && top[1].value.column == 7)
  }

  @Test func rejectsAnUnknownAlias() throws {
    #expect(throws: YAMLError(line: 1, column: 4, message: "alias *nope names no anchor &nope above it")) {
      try parse("a: *nope")
    }
  }

  @Test func stopsBillionLaughsByCountingExpandedNodes() throws {
    var text = "l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let refs = Array(repeating: "*l\(level - 1)", count: 10).joined(separator: ", ")
      text += "l\(level): &l\(level) [\(refs)]\n"
    }
    let error = #expect(throws: YAMLError.self) { try parse(text) }
    #expect(error?.message.contains("more than 100000 nodes") == true)
    #expect((error?.line ?? 0) <= 6)
  }

  @Test func rejectsDeepNesting() throws {
    var parser = YAMLParser()
    parser.maxDepth = 3
    #expect(throws: YAMLError.self) { try parser.parse("a: [[[1]]]") }
    #expect(try parser.parse("a: [[1]]") != nil)
  }

  @Test func rejectsOversizedDocuments() throws {
    var parser = YAMLParser()
    parser.maxBytes = 10
    let error = #expect(throws: YAMLError.self) { try parser.parse("a: 0123456789") }
    #expect(error?.message == "document is 13 bytes; the limit is 10 bytes")
  }

  @Test func rejectsDuplicateKeysAtTheSecondOne() throws {
    let error = #expect(throws: YAMLError.self) { try parse("a: 1\nb: 2\na: 3\n") }
    #expect(error?.line == 3 && error?.column == 1)
    #expect(error?.message == "duplicate key 'a' (first at line 1)")
  }

  @Test func rejectsASecondDocument() throws {
    let error = #expect(throws: YAMLError.self) { try parse("a: 1\n---\nb: 2\n") }
    #expect(error?.line == 2)
  }

  @Test func reportsSyntaxErrorsWithLibyamlPositions() throws {
    let error = #expect(throws: YAMLError.self) { try parse("a: [1, 2\nb: 3\n") }
    #expect((error?.line ?? 0) >= 2)
    #expect(error?.message.isEmpty == false)
    let tab = #expect(throws: YAMLError.self) { try parse("a:\n\tb: 1\n") }
    #expect(tab?.line == 2)
  }

  @Test func readsUnicodeScalars() throws {
    let root = try parse("name: \"Kahvila Ekbergin Café ☕\"\nstreet: Eteläesplanadi\n")
    #expect(pairs(root).map(\.value.scalarText) == ["Kahvila Ekbergin Café ☕", "Eteläesplanadi"])
  }
}
