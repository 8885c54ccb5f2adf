import EnrichTestSupport
import Foundation
import GoogleProvider
import LocalProvider
import Testing

@testable import EnrichKit
@testable import EnrichPipelineFile

/// Damaged copies of the example pipelines (characters dropped, duplicated or replaced) must
/// either parse or fail with a located `PipelineFileError`; never crash, hang or lose the file name.
@Suite struct PipelineFileMutationTests {
  static let replacements: [Character] = [
    ":", "-", " ", "\n", "\t", "{", "[", "\"", "'", "&", "*", "$", "#", "9",
  ]

  @Test(arguments: PipelineFileExampleTests.examples)
  func damagedFilesFailCleanly(name: String) throws {
    let text = try String(
      contentsOfFile: PipelineFileExampleTests.root + "/pipelines/" + name, encoding: .utf8)
    var generator = SplitMix(seed: UInt64(name.utf8.count))
    var failures = 0
    for _ in 0..<300 {
      var characters = Array(text)
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let index = Int.random(in: 0..<characters.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: characters.remove(at: index)
        case 1: characters.insert(characters[index], at: index)
        default: characters[index] = Self.replacements.randomElement(using: &generator) ?? " "
        }
      }
      do {
        _ = try PipelineFile.parse(
          String(characters), name: name, baseDirectory: "pipelines", environment: ["HOME": "/home/ann"],
          plugins: testPlugins)
      } catch {
        failures += 1
        #expect(error.file == name)
        #expect(!error.message.isEmpty)
        #expect(error.line != nil || error.description.hasPrefix("\(name): "))
      }
    }
    #expect(failures > 0)
  }
}
