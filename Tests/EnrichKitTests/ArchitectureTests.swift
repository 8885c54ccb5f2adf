import Foundation
import Testing

/// The engine's folders depend on each other in one direction only, and nothing finds a
/// provider's state by looking inside a decorator: the rules `docs/architecture.md` states,
/// checked on the sources themselves.
@Suite struct ArchitectureTests {
  /// `EnrichKit`'s top-level folders, lowest first: each may use the types of the folders
  /// before it, never of one after it.
  static let layers = [
    "Model", "Cache", "Decisions", "Stages", "Configuration", "SharedState", "Report", "RunState", "Pipeline",
    "Merge",
  ]

  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  struct SourceFile {
    var path: String
    var folder: String
    var code: String
  }

  /// The Swift files under `Sources/<target>`, with comments and string literals left out.
  static func files(of target: String) throws -> [SourceFile] {
    let root = sources.appendingPathComponent(target)
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var files: [SourceFile] = []
    while let relative = enumerator?.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let text = try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
      let components = relative.split(separator: "/")
      files.append(
        SourceFile(
          path: "\(target)/\(relative)", folder: components.count > 1 ? String(components[0]) : ".",
          code: withoutCommentsAndStrings(text)))
    }
    return files.sorted { $0.path < $1.path }
  }

  static func withoutCommentsAndStrings(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      var out = ""
      var inString = false
      var previous: Character = " "
      var iterator = line.makeIterator()
      while let character = iterator.next() {
        if inString {
          if character == "\"", previous != "\\" { inString = false }
        } else if character == "\"" {
          inString = true
        } else if character == "/", previous == "/" {
          out.removeLast()
          break
        } else {
          out.append(character)
        }
        previous = character
      }
      return out
    }.joined(separator: "\n")
  }

  /// Types declared at the top level of each file, by name: the folder that declares them.
  static func declaringFolders(_ files: [SourceFile]) -> [String: String] {
    let kinds = ["struct", "class", "enum", "protocol", "actor", "typealias"]
    var folders: [String: String] = [:]
    for file in files {
      for line in file.code.split(separator: "\n") where !(line.first?.isWhitespace ?? true) {
        let words = line.split(whereSeparator: {
          $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "="
        })
        guard let index = words.firstIndex(where: { kinds.contains(String($0)) }), index + 1 < words.count
        else { continue }
        let name = String(words[index + 1])
        if folders[name] == nil { folders[name] = file.folder }
      }
    }
    return folders
  }

  static func identifiers(_ code: String) -> Set<String> {
    var names = Set<String>()
    var current = ""
    for character in code {
      if character.isLetter || character.isNumber || character == "_" {
        current.append(character)
      } else {
        if current.first?.isUppercase == true { names.insert(current) }
        current = ""
      }
    }
    if current.first?.isUppercase == true { names.insert(current) }
    return names
  }

  @Test func theEnginesFoldersDependOnEachOtherInOneDirection() throws {
    let files = try Self.files(of: "EnrichKit")
    let declaring = Self.declaringFolders(files)
    let unplaced = Set(files.map(\.folder)).subtracting(Self.layers)
    #expect(unplaced.isEmpty, "folders without a place in ArchitectureTests.layers: \(unplaced.sorted())")
    var violations: [String] = []
    for file in files {
      guard let level = Self.layers.firstIndex(of: file.folder) else { continue }
      for name in Self.identifiers(file.code).sorted() {
        guard let folder = declaring[name], folder != file.folder,
          let used = Self.layers.firstIndex(of: folder)
        else { continue }
        if used > level { violations.append("\(file.path) uses \(name) of \(folder)/") }
      }
    }
    #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
  }

  /// Decorators wrap a provider; what a stage needs of them (the verdict memory, the budget)
  /// is handed out when the run opens its providers, never dug out of the wrapping.
  @Test func noCodeLooksInsideAProviderDecorator() throws {
    let decorators = ["CoalescingProvider", "CachingProvider", "OfflineProvider", "BudgetedProvider"]
    var found: [String] = []
    for target in ["EnrichKit", "EnrichCLI", "EnrichPipelineFile", "Providers"] {
      for file in try Self.files(of: target) {
        for decorator in decorators {
          for cast in ["as? \(decorator)", "as! \(decorator)", "is \(decorator)"]
          where file.code.contains(cast) {
            found.append("\(file.path): \(cast)")
          }
        }
      }
    }
    #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
  }

  @Test func theCheckSeesAReverseDependency() {
    // The rule works: a Cache file that named a Pipeline type would be found.
    let files = [
      SourceFile(path: "a", folder: "Pipeline", code: "struct PipelineThing {}"),
      SourceFile(path: "b", folder: "Cache", code: "func f(_ thing: PipelineThing) {}"),
    ]
    let declaring = Self.declaringFolders(files)
    #expect(declaring["PipelineThing"] == "Pipeline")
    #expect(Self.identifiers(files[1].code).contains("PipelineThing"))
    #expect(Self.withoutCommentsAndStrings("let a = \"Cache\" // PipelineThing") == "let a =  ")
  }
}
