import EnrichSystem
import Foundation
import Testing

/// The new outputs keep every rule the others keep: atomic replacement, nothing left behind on
/// failure, streams written in place, and sidecar files under the ownership rule.
@Suite struct ContainerOutputTests {
  @Test(arguments: ["xlsx", "gpkg"])
  func aFailedRunLeavesThePreviousFileAndNoScratch(_ format: String) throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("out.\(format)")
    try Data("previous run".utf8).write(to: output)
    // Rows first, then a syntax error: the run fails after writing has begun.
    let input = directory.appendingPathComponent("in.json")
    try Data("[{\"name\": \"A\"}, {\"name\": \"B\"}, {\"name\": ]".utf8).write(to: input)
    let result = try EnrichProcess.run([input.path, "-o", output.path, "--provider", "none"])
    #expect(result.status == 2, "\(result.stderr)")
    #expect(try String(contentsOf: output, encoding: .utf8) == "previous run")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
        "in.json", "out.\(format)",
      ])
  }

  @Test(arguments: ["xlsx", "gpkg"])
  func aContainerOnStdoutIsTheFinishedFile(_ format: String) throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let file = directory.appendingPathComponent("file.\(format)").path
    let arguments = [EnrichProcess.samples("places.csv"), "--provider", "none"]
    #expect(try EnrichProcess.run(arguments + ["-o", file]).status == 0)
    // Through a shell, so the bytes land in a file untouched by text decoding; the scratch file
    // is built in TMPDIR, which must be empty again afterwards.
    let piped = directory.appendingPathComponent("piped.\(format)").path
    let scratch = try EnrichProcess.temporaryDirectory()
    let script =
      "'\(EnrichProcess.binary.path)' '\(arguments[0])' --provider none -o - -f \(format) > '\(piped)'"
    let result = try EnrichProcess.run(
      ["-c", script], environment: ["TMPDIR": scratch.path], executable: "/bin/bash")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: piped))
    #expect(bytes.starts(with: format == "xlsx" ? [0x50, 0x4B, 0x03, 0x04] : Array("SQLite format 3".utf8)))
    if format == "xlsx" {
      let back = try EnrichProcess.run([piped, "-o", "-", "-f", "ndjson", "--provider", "none"])
      #expect(back.stdout.split(separator: "\n").count == 30)  // the piped workbook reads back
    } else {
      let database = try SQLiteDatabase(path: piped, mode: .readOnly)
      #expect(try database.scalarText("SELECT count(*) FROM enrich", purpose: "test") == "30")
    }
  }

  @Test func theNDJSONSidecarFollowsTheOwnershipRule() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let output = directory.appendingPathComponent("rows.ndjson").path
    let sidecar = URL(fileURLWithPath: output + ".summary.json")
    try Data("{\"mine\": true}\n".utf8).write(to: sidecar)
    let refused = try EnrichProcess.run([
      EnrichProcess.samples("places.csv"), "-o", output, "--provider", "none",
    ])
    #expect(refused.status == 64, "\(refused.stderr)")
    #expect(
      refused.stderr.contains(
        "the NDJSON summary sidecar \(sidecar.path) already exists and was not written by enrich"))
    #expect(try String(contentsOf: sidecar, encoding: .utf8) == "{\"mine\": true}\n")
    #expect(!FileManager.default.fileExists(atPath: output))
    try FileManager.default.removeItem(at: sidecar)
    for _ in 0..<2 {  // enrich's own sidecar is replaced with its output
      let run = try EnrichProcess.run([
        EnrichProcess.samples("places.csv"), "-o", output, "--provider", "none",
      ])
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stderr.contains("wrote \(output), \(sidecar.path)"), "\(run.stderr)")
    }
  }
}
