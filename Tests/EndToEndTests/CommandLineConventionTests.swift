import Foundation
import Testing

/// The command-line conventions people expect from a Unix tool, through the real binary:
/// `--version` anywhere, suggestions for misspelled subcommands, progress on demand, shell
/// completions and a man page generated from the help, structured JSON logs, and the
/// attributions of one-off answers.
@Suite struct CommandLineConventionTests {
  @Test(arguments: [
    ["--version"], ["search", "--version"], ["samples/places.csv", "-o", "x.json", "--version"],
    ["index", "info", "--version", "nowhere.sqlite"],
  ])
  func versionAnywhere(_ arguments: [String]) throws {
    let result = try EnrichProcess.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "enrich 0.1.0\n")
  }

  @Test func versionAfterTheEndOfOptionsIsAnArgument() throws {
    let result = try EnrichProcess.run(
      ["search", "--", "--version"], environment: try SampleIndex.environment())
    #expect(result.stdout != "enrich 0.1.0\n")
  }

  @Test(arguments: [
    (["serach", "Fazer"], "unknown command 'serach'; did you mean 'search'?"),
    (["indx", "info"], "unknown command 'indx'; did you mean 'index'?"),
    (["help", "sugest"], "unknown command 'sugest'; did you mean 'suggest'?"),
    (["complection", "bash"], "unknown command 'complection'; did you mean 'completion'?"),
  ])
  func misspelledSubcommandsGetASuggestion(_ arguments: [String], _ message: String) throws {
    let result = try EnrichProcess.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("enrich: error: \(message)\n"), "\(result.stderr)")
    #expect(!result.stderr.contains("expected one input file"))
  }

  @Test func anInputFileIsNeverTakenForAMisspelling() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    try Data("name\nKappeli\n".utf8).write(to: directory.appendingPathComponent("serach"))
    let result = try EnrichProcess.run(["serach", "-o", "-", "--provider", "none"], directory: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("Kappeli"))
  }

  /// A plain line per progress tick when stderr is a file, none with `never`, and a redrawn
  /// line (carriage returns) with `always` even there; the environment variable when no flag.
  @Test func progressCanBeForcedOnOrOff() throws {
    let rows = (1...3_000).map { "Kappeli \($0),Eteläesplanadi \($0 % 40)" }.joined(separator: "\n")
    let directory = try EnrichProcess.temporaryDirectory()
    let input = directory.appendingPathComponent("in.csv")
    try Data(("name,address\n" + rows + "\n").utf8).write(to: input)
    let environment = try SampleIndex.environment()
    func run(_ extra: [String], _ variables: [String: String] = [:]) throws -> EnrichProcess.Result {
      try EnrichProcess.run(
        [input.path, "-o", directory.appendingPathComponent("out.json").path, "--no-journal"] + extra,
        environment: environment.merging(variables) { $1 })
    }
    let always = try run(["--progress", "always"])
    #expect(always.status == 0, "\(always.stderr)")
    let never = try run(["--progress=never"])
    #expect(!never.stderr.contains("\r"))
    #expect(!never.stderr.contains("rows/s"))
    #expect(never.stderr.contains("enrich: 3000 rows"))  // the summary still prints
    let fromEnvironment = try run([], ["ENRICH_PROGRESS": "never"])
    #expect(!fromEnvironment.stderr.contains("rows/s"))
    let bad = try run(["--progress", "sometimes"])
    #expect(bad.status == 64)
    #expect(bad.stderr.contains("--progress (or $ENRICH_PROGRESS) must be one of auto, always, never"))
    // `always` redraws (a carriage return, every 0.2 s) even though stderr is a file here.
    #expect(always.stderr.contains("\r") && always.stderr.contains("rows/s"), "\(always.stderr.prefix(300))")
  }

  @Test func bashCompletionCompletesCommandsOptionsAndValues() throws {
    let script = try EnrichProcess.run(["completion", "bash"])
    #expect(script.status == 0)
    let directory = try EnrichProcess.temporaryDirectory()
    let file = directory.appendingPathComponent("enrich.bash")
    try Data(script.stdout.utf8).write(to: file)
    func complete(_ words: [String]) throws -> [String] {
      let quoted = words.map { "'\($0)'" }.joined(separator: " ")
      let program =
        "source '\(file.path)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _enrich; printf '%s\\n' \"${COMPREPLY[@]}\""
      let result = try ExternalTools.run("/bin/bash", ["-c", program], directory: directory)
      #expect(result.status == 0, "\(result.stderr)")
      return result.stdout.split(separator: "\n").map(String.init)
    }
    #expect(try complete(["enrich", "sea"]) == ["search"])
    #expect(try complete(["enrich", "su"]) == ["suggest"])
    #expect(try complete(["enrich", "index", ""]).contains("build"))
    #expect(try complete(["enrich", "in.csv", "--format", "q"]).isEmpty)
    #expect(try complete(["enrich", "in.csv", "--format", "g"]).sorted() == ["geojson", "gpkg"])
    #expect(try complete(["enrich", "in.csv", "--prog"]) == ["--progress"])
    #expect(try complete(["enrich", "completion", ""]).contains("zsh"))
    #expect(try complete(["enrich", "search", "--ne"]).contains("--near"))
  }

  @Test(arguments: [("bash", "/bin/bash"), ("zsh", "/usr/bin/zsh"), ("fish", "/usr/bin/fish")])
  func everyCompletionScriptParses(_ shell: String, _ executable: String) throws {
    let script = try EnrichProcess.run(["completion", shell])
    #expect(script.status == 0)
    let file = try EnrichProcess.temporaryDirectory().appendingPathComponent("enrich.\(shell)")
    try Data(script.stdout.utf8).write(to: file)
    let check = try ExternalTools.run(executable, ["-n", file.path])
    #expect(check.status == 0, "\(shell): \(check.stderr)")
    let option = { (name: String) in shell == "fish" ? "-l \(name)" : "--\(name)" }
    #expect(script.stdout.contains(option("candidates")) && script.stdout.contains(option("report")))
  }

  @Test func theManPageIsTheHelpAndFormatsWithoutWarnings() throws {
    let page = try EnrichProcess.run(["man"])
    #expect(page.status == 0)
    let committed = try String(
      contentsOf: EnrichProcess.packageRoot.appendingPathComponent("docs/enrich.1"), encoding: .utf8)
    #expect(page.stdout == committed, "docs/enrich.1 is stale: regenerate it with enrich man > docs/enrich.1")
    let file = try EnrichProcess.temporaryDirectory().appendingPathComponent("enrich.1")
    try Data(page.stdout.utf8).write(to: file)
    let groff = try ExternalTools.run("/usr/bin/groff", ["-k", "-man", "-Tutf8", "-ww", "-z", file.path])
    #expect(groff.status == 0 && groff.stderr.isEmpty, "\(groff.stderr)")
    for word in [
      "--report", "--sheet", "--candidates", "--progress", "enrich completion", "EXIT STATUS", "130",
    ] {
      #expect(page.stdout.contains(word.replacingOccurrences(of: "-", with: "\\-")), "\(word)")
    }
  }

  @Test func jsonLogRecordsCarryLevelCodeFileLineRowAndMessage() throws {
    let result = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", "-", "--log-format", "json"],
      environment: try SampleIndex.environment())
    #expect(result.status == 0, "\(result.stderr)")
    let records = try result.stderr.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    for record in records {
      #expect(
        Set(record.keys).isSuperset(of: ["level", "code", "file", "line", "row", "message"]), "\(record)")
    }
    let warning = try #require(records.first { $0["code"] as? String == "row_warning" })
    #expect(warning["level"] as? String == "warning")
    #expect((warning["file"] as? String)?.hasSuffix("samples/places.csv") == true)
    #expect(warning["line"] as? Int == 28)
    #expect(warning["row"] as? Int == 27)
    #expect(warning["message"] as? String == "nothing to search: no name, address or coordinates")
    #expect(records.contains { $0["code"] as? String == "summary" && $0["summary"] != nil })
    let failure = try EnrichProcess.run(["nowhere.csv", "-o", "-", "--provider", "none", "--log-format=json"])
    let error = try #require(
      try JSONSerialization.jsonObject(with: Data(failure.stderr.split(separator: "\n")[0].utf8))
        as? [String: Any])
    #expect(error["level"] as? String == "error")
    #expect(error["code"] as? String == "input_error")
    #expect(failure.status == 2)
  }

  @Test func searchAndSuggestCarryTheirAttributions() throws {
    let environment = try SampleIndex.environment()
    let search = try EnrichProcess.run(
      ["search", "Fazer Cafe, Aleksanterinkatu 52"], environment: environment)
    let row = try #require(try JSONSerialization.jsonObject(with: Data(search.stdout.utf8)) as? [String: Any])
    let credits = try #require(row["attributions"] as? [[String: Any]])
    #expect(credits.first?["text"] as? String == "© OpenStreetMap contributors, ODbL 1.0")
    #expect(row["status"] as? String == "matched")
    let suggest = try EnrichProcess.run(["suggest", "Stockm"], environment: environment)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(suggest.stdout.utf8)) as? [String: Any])
    #expect((document["attributions"] as? [[String: Any]])?.isEmpty == false)
    #expect(document["suggestions"] is [Any])
  }

  @Test func csvIsTheSameBytesOnStdoutAndInAFile() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let file = directory.appendingPathComponent("out.csv").path
    let arguments = [EnrichProcess.samples("places.csv"), "--provider", "none"]
    #expect(try EnrichProcess.run(arguments + ["-o", file]).status == 0)
    let stdout = try EnrichProcess.run(arguments + ["-o", "-", "-f", "csv"])
    #expect(stdout.stdout == (try String(contentsOfFile: file, encoding: .utf8)))
    #expect(
      stdout.stdout.contains("\r\n")
        && !stdout.stdout.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
  }
}
