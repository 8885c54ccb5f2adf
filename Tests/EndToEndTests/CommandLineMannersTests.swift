import EnrichSystem
import Foundation
import Testing

/// What a Unix tool owes the shell it runs in, through the real binary: a reader that closes
/// stdout (`| head`) ends the run quietly with the status a shell gives a tool stopped by
/// SIGPIPE; a run that saved nothing leaves no journal to "start over" from; counts agree with
/// their nouns; errors go to stderr only; and the CSV and column choices a spreadsheet user
/// needs exist on the command line.
@Suite struct CommandLineMannersTests {
  /// `enrich arguments... | head -1`, its status the pipeline's first (enrich's): what a shell
  /// with `set -o pipefail` reports.
  static func throughHead(
    _ arguments: [String], directory: URL? = nil, environment: [String: String] = [:]
  ) throws -> EnrichProcess.Result {
    try EnrichProcess.run(
      ["-c", "\"$0\" \"$@\" | head -1 >/dev/null; exit \"${PIPESTATUS[0]}\"", EnrichProcess.binary.path]
        + arguments, directory: directory, environment: environment, executable: "/bin/bash")
  }

  /// `count` rows for the local index: more output than a pipe holds, so the reader's leaving
  /// is met by a write whatever the timing.
  static func manyRows(_ count: Int, in directory: URL) throws -> String {
    let rows = (1...count).map { "Kappeli \($0),Eteläesplanadi \($0 % 40)" }.joined(separator: "\n")
    let input = directory.appendingPathComponent("in.csv")
    try Data(("name,address\n" + rows + "\n").utf8).write(to: input)
    return input.path
  }

  /// Files of `directory` other than `kept`.
  static func leftovers(in directory: URL, besides kept: Set<String>) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !kept.contains($0) }.sorted()
  }

  @Test func aReaderThatClosesStdoutEndsTheRunQuietlyAndReplacesNoFile() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = try Self.manyRows(3_000, in: directory)
    try Data("the previous output\n".utf8).write(to: directory.appendingPathComponent("out.csv"))
    let result = try Self.throughHead(
      [input, "-o", "-", "-o", "out.csv", "--provider", "none"], directory: directory)
    #expect(result.status == 141, "\(result.stderr)")
    // What the run read, said before the first row; nothing about the closed pipe.
    #expect(result.stderr == "enrich: columns: name=name, address=address\n")
    // The file output was not half-committed: the old one stands, no temporary file is left.
    let previous = try String(contentsOf: directory.appendingPathComponent("out.csv"), encoding: .utf8)
    #expect(previous == "the previous output\n")
    #expect(try Self.leftovers(in: directory, besides: ["in.csv", "out.csv"]) == [])
  }

  @Test func aClosedStdoutKeepsTheJournalAndTheSameCommandResumes() async throws {
    let scenario = try GoogleScenario(rows: try GoogleScenario.fixtureRows(count: 300))
    let options = [scenario.input, "-o", "-", "-o", scenario.path("out.json")] + GoogleScenario.options
    let closed = try Self.throughHead(options, environment: scenario.environment)
    #expect(closed.status == 141, "\(closed.stderr)")
    // The columns read and rows' warnings may come before the reader leaves; nothing else does.
    #expect(
      closed.stderr.split(separator: "\n").allSatisfy {
        $0.contains(": warning: ") || $0.hasPrefix("enrich: columns: ")
      },
      "\(closed.stderr)")
    #expect(!FileManager.default.fileExists(atPath: scenario.path("out.json")))
    let journal = scenario.path(".out.json.enrich-journal")
    #expect(FileManager.default.fileExists(atPath: journal))

    let resumed = try EnrichProcess.run(options, environment: scenario.environment)
    #expect(resumed.status == 0, "\(resumed.stderr)")
    #expect(resumed.stderr.contains("enrich: resuming the interrupted run: "), "\(resumed.stderr)")
    #expect(try scenario.rows("out.json").count == 300)
    #expect(!FileManager.default.fileExists(atPath: journal))
  }

  @Test func aClosedStdoutEndsASubcommandQuietlyToo() throws {
    let lines = (1...20_000).map { "Mannerheimintie \($0) B 7, Helsinki" }.joined(separator: "\n")
    let directory = try EnrichProcess.temporaryDirectory()
    try Data((lines + "\n").utf8).write(to: directory.appendingPathComponent("addresses.txt"))
    let result = try EnrichProcess.run(
      [
        "-c", "\"$0\" address < addresses.txt | head -1 >/dev/null; exit \"${PIPESTATUS[0]}\"",
        EnrichProcess.binary.path,
      ], directory: directory, executable: "/bin/bash")
    #expect(result.status == 141, "\(result.stderr)")
    #expect(result.stderr == "")
  }

  /// A reader that left is the end of a pipeline; a stdout that cannot take the text (a full
  /// disk under `> file`) is a failure, said and given its status.
  @Test func aStdoutThatCannotBeWrittenIsAnErrorNotSilence() throws {
    let result = try EnrichProcess.run(
      ["-c", "\"$0\" man > /dev/full", EnrichProcess.binary.path], executable: "/bin/bash")
    #expect(result.status == 70)
    #expect(
      result.stderr == "enrich: error: cannot write to stdout: No space left on device\n", "\(result.stderr)")
  }

  @Test func aRunThatCannotReadItsInputLeavesNoJournalToStartOverFrom() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let environment = try SampleIndex.environment()
    let input = directory.appendingPathComponent("in.json")
    // A syntax error in the first row: the run fails before any row is done.
    try Data("[{\"name\": \"Fazer Cafe\", \"address\": oops}]\n".utf8).write(to: input)
    let failed = try EnrichProcess.run(
      [input.path, "-o", "out.json"], directory: directory, environment: environment)
    #expect(failed.status == 2, "\(failed.stderr)")
    #expect(failed.stderr.contains("in.json:1:36: expected a value"), "\(failed.stderr)")
    #expect(try Self.leftovers(in: directory, besides: ["in.json"]) == [])

    try Data("[{\"name\": \"Fazer Cafe\", \"address\": \"Aleksanterinkatu 52\"}]\n".utf8).write(to: input)
    let fixed = try EnrichProcess.run(
      [input.path, "-o", "out.json"], directory: directory, environment: environment)
    #expect(fixed.status == 0, "\(fixed.stderr)")
    #expect(!fixed.stderr.contains("starting over"), "\(fixed.stderr)")
    #expect(!fixed.stderr.contains("interrupted"), "\(fixed.stderr)")
  }

  @Test func countsOfOneAreSingular() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    try Data("name,address\nFazer Cafe,Aleksanterinkatu 52\n".utf8).write(
      to: directory.appendingPathComponent("in.csv"))
    let environment = try SampleIndex.environment()
    let run = try EnrichProcess.run(
      ["in.csv", "-o", "out.json"], directory: directory, environment: environment)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("enrich: 1 row in "), "\(run.stderr)")
    let dry = try EnrichProcess.run(
      ["in.csv", "-o", "dry.json", "--dry-run"], directory: directory, environment: environment)
    #expect(dry.stderr.contains("enrich: dry run: 1 row; "), "\(dry.stderr)")
    let file = directory.appendingPathComponent("job.yaml")
    try Data("input: {path: in.csv}\noutputs: [out.json]\n".utf8).write(to: file)
    let check = try EnrichProcess.run(["pipeline", "check", file.path], directory: directory)
    #expect(check.stdout.hasSuffix("; 1 output\n"), "\(check.stdout)")
    for text in [run.stderr, dry.stderr, check.stdout] {
      for plural in ["1 rows", "1 requests", "1 outputs", "output(s)"] {
        #expect(!text.contains(plural), "\(text)")
      }
    }
  }

  @Test func hoursUsageErrorsGoToStderrAndStdoutStaysEmpty() throws {
    let badTime = try EnrichProcess.run(["hours", "Mo-Fr 09:00-17:00", "--at", "noonish"])
    #expect(badTime.status == 64)
    #expect(badTime.stdout == "")
    #expect(
      badTime.stderr.hasPrefix("enrich: error: --at: cannot read the time \"noonish\""), "\(badTime.stderr)")
    let badZone = try EnrichProcess.run(["hours", "24/7", "--at", "2026-12-24T10:00", "--tz", "Mars/Olympus"])
    #expect(badZone.status == 64)
    #expect(badZone.stdout == "")
    #expect(badZone.stderr.contains("--tz: unknown time zone 'Mars/Olympus'"), "\(badZone.stderr)")
    // JSON Lines: every line keeps its result on stdout, and a bad one is said on stderr too.
    let batch = try EnrichProcess.run(
      ["hours"], stdin: "{\"expr\": \"24/7\", \"at\": \"2026-12-24T10:00:00Z\"}\nnot json\n")
    #expect(batch.status == 1)
    #expect(batch.stdout.split(separator: "\n").count == 2)
    #expect(batch.stderr == "<stdin>:2: error: column 1: invalid literal; expected null\n", "\(batch.stderr)")
  }

  @Test(arguments: [["-V"], ["version"], ["search", "-V"]])
  func theVersionHasEveryUsualSpelling(_ arguments: [String]) throws {
    let result = try EnrichProcess.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "enrich 0.1.0\n")
    #expect(result.stderr == "")
  }

  @Test func aSemicolonCSVReadsBackInPandasWithItsSeparator() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let run = try EnrichProcess.run(
      [
        EnrichProcess.samples("places.csv"), "-o", "out.csv", "--output-delimiter", ";", "--review",
        "review.csv",
      ],
      directory: directory, environment: try SampleIndex.environment())
    #expect(run.status == 0, "\(run.stderr)")
    let script = """
      import sys, pandas
      rows = pandas.read_csv(sys.argv[1], sep=';', dtype=str, keep_default_na=False)
      review = pandas.read_csv(sys.argv[2], sep=';', dtype=str, keep_default_na=False)
      print(len(rows), len(rows.columns), rows['name'][0], rows['enrich_status'][0], list(review.columns[:3]))
      """
    let pandas = try ExternalTools.run(
      ExternalTools.python, ["-c", script, "out.csv", "review.csv"], directory: directory)
    #expect(pandas.status == 0, "\(pandas.stderr)")
    let header = try String(contentsOf: directory.appendingPathComponent("out.csv"), encoding: .utf8)
      .components(separatedBy: "\r\n")[0]
    let columns = header.split(separator: ";").count
    #expect(columns > 50)
    #expect(pandas.stdout.hasPrefix("30 \(columns) "), "\(pandas.stdout)")
    #expect(pandas.stdout.hasSuffix("['row', 'status', 'method']\n"), "\(pandas.stdout)")
    // The same again is allowed to replace its own review file, whatever its delimiter.
    let again = try EnrichProcess.run(
      [
        EnrichProcess.samples("places.csv"), "-o", "out.csv", "--output-delimiter", ";", "--review",
        "review.csv",
      ],
      directory: directory, environment: try SampleIndex.environment())
    #expect(again.status == 0, "\(again.stderr)")
  }

  @Test func aPipelineOutputTakesADelimiterAndColumns() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    try Data("name\nKappeli\n".utf8).write(to: directory.appendingPathComponent("in.csv"))
    let shown = try EnrichProcess.run(
      [
        "pipeline", "show", "in.csv", "-o", "out.csv", "--output-delimiter", "tab", "--columns",
        "enrich_status,enrich_row", "--provider", "none",
      ], directory: directory)
    #expect(shown.status == 0, "\(shown.stderr)")
    #expect(shown.stdout.contains("delimiter: tab"), "\(shown.stdout)")
    #expect(shown.stdout.contains("fields: [enrich_status, enrich_row]"), "\(shown.stdout)")
    let file = directory.appendingPathComponent("job.yaml")
    try Data(shown.stdout.utf8).write(to: file)
    let run = try EnrichProcess.run(["run", file.path], directory: directory)
    #expect(run.status == 0, "\(run.stderr)")
    let text = try String(contentsOf: directory.appendingPathComponent("out.csv"), encoding: .utf8)
    #expect(text == "name\tenrich_row\tenrich_status\tenrich_extra_fields\r\nKappeli\t1\tskipped\t\r\n")
  }

  @Test func columnsChooseTheOutputsColumnsAndRefuseUnknownNames() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    try Data("name,address\nFazer Cafe,Aleksanterinkatu 52\n".utf8).write(
      to: directory.appendingPathComponent("in.csv"))
    let environment = try SampleIndex.environment()
    let csv = try EnrichProcess.run(
      ["in.csv", "-o", "out.csv", "--columns", "enrich_lat, enrich_status,enrich_place_name"],
      directory: directory, environment: environment)
    #expect(csv.status == 0, "\(csv.stderr)")
    let header = try String(contentsOf: directory.appendingPathComponent("out.csv"), encoding: .utf8)
      .components(separatedBy: "\r\n")[0]
    // Input columns first, then the chosen ones in the contract's order.
    #expect(header == "name,address,enrich_status,enrich_place_name,enrich_lat,enrich_extra_fields")

    let json = try EnrichProcess.run(
      ["in.csv", "-o", "-", "--columns", "status,place"], directory: directory, environment: environment)
    #expect(json.status == 0, "\(json.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let row = try #require((document["rows"] as? [[String: Any]])?.first)
    #expect(Set(row.keys) == ["row", "status", "place"])

    let unknown = try EnrichProcess.run(
      ["in.csv", "-o", "out.csv", "--columns", "enrich_status,enrich_latitude"], directory: directory,
      environment: environment)
    #expect(unknown.status == 64)
    #expect(unknown.stdout == "")
    #expect(
      unknown.stderr.contains("--columns: 'enrich_latitude' is not a field CSV can hold ("),
      "\(unknown.stderr)")
    #expect(unknown.stderr.contains("enrich_lat, enrich_lng"), "\(unknown.stderr)")
    let refused = try EnrichProcess.run(
      ["in.csv", "-o", "out.csv", "--output-delimiter", "\""], directory: directory, environment: environment)
    #expect(refused.status == 64)
    #expect(
      refused.stderr.contains("--output-delimiter: a quote or a line end cannot separate CSV cells"),
      "\(refused.stderr)")
  }

  @Test func helpManPageAndCompletionsShowTheNewOptions() throws {
    let help = try EnrichProcess.run(["--help"])
    for text in ["--output-delimiter <char>", "--columns <a,b,...>", "-V, --version", "version "] {
      #expect(help.stdout.contains(text), "\(text)")
    }
    let page = try EnrichProcess.run(["man"])
    #expect(page.stdout.contains("output\\-delimiter"))
    #expect(page.stdout.contains("\\-\\-columns"))
    let bash = try EnrichProcess.run(["completion", "bash"])
    #expect(bash.stdout.contains("--output-delimiter"))
    #expect(bash.stdout.contains("--columns"))
  }
}
