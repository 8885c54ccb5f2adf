import Foundation
import Testing

@testable import EnrichCLI

/// Cron jobs branch on the exit codes, so the table never changes meaning, and the README
/// documents exactly these codes.
@Suite struct ExitStatusTests {
  @Test func theCodesAreTheDocumentedOnes() {
    let table: [(EnrichExitStatus, Int32)] = [
      (.success, 0), (.rowsFailed, 1), (.inputError, 2), (.providerFatal, 3), (.stoppedResumable, 4),
      (.locked, 5), (.usage, 64), (.internalError, 70), (.interrupted, 130), (.outputClosed, 141),
    ]
    #expect(table.map(\.0) == EnrichExitStatus.allCases)
    for (status, code) in table { #expect(status.rawValue == code, "\(status)") }
  }

  @Test func everyCodeHasItsOwnMeaning() {
    let meanings = EnrichExitStatus.allCases.map(\.meaning)
    #expect(meanings.allSatisfy { !$0.isEmpty })
    #expect(Set(meanings).count == meanings.count)
  }

  @Test func theReadmeTableListsExactlyTheseCodes() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let section = try #require(readme.components(separatedBy: "\n## Exit codes\n").dropFirst().first)
    let rows = section.components(separatedBy: "\n## ")[0].split(separator: "\n").filter {
      $0.hasPrefix("| ")
    }
    let codes = rows.compactMap { Int32($0.dropFirst(2).prefix { $0 != " " }) }
    #expect(codes == EnrichExitStatus.allCases.map(\.rawValue))
  }

  @Test func aCommandFailureCarriesItsStatusAndMessage() {
    let failure = CommandFailure(.locked, "another enrich run is writing out.json")
    #expect(failure.status == .locked)
    #expect(failure.description == "another enrich run is writing out.json")
  }
}
