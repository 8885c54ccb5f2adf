import Foundation
import Testing

/// Every spreadsheet of the corpus (`Tests/Corpus`) through the binary as a user runs it:
/// `enrich FILE -o out.json --summary summary.json --at … [the file's options]`, checked against
/// what a careful person expects: the exit status, where the header is, which columns hold
/// what, the row count and the status of each row. A refused file (exit 2) leaves last night's
/// outputs exactly as they were. All of a file's mismatches are reported together.
@Suite struct SpreadsheetCorpusTests {
  @Test(arguments: SpreadsheetCorpus.ids)
  func everySpreadsheetIsUnderstoodOrRefused(_ id: String) throws {
    let manifest = try SpreadsheetCorpus.manifest()
    let entry = try SpreadsheetCorpus.entry(id)
    let directory = try EnrichProcess.temporaryDirectory()
    let environment = try SampleIndex.environment(entry.index)
    let previous = entry.exit == 2 ? try lastNightsOutputs(manifest.command, directory, environment) : [:]
    let input = SpreadsheetCorpus.folder.appendingPathComponent("files").appendingPathComponent(entry.file)
    let result = try EnrichProcess.run(
      [input.path] + manifest.command + entry.options, directory: directory, environment: environment)
    let problems = check(entry, result, in: directory, previous: previous, command: manifest.command)
    if !problems.isEmpty {
      let stderr = result.stderr.split(separator: "\n").prefix(8).joined(separator: "\n    ")
      Issue.record(
        """
        \(id): \(problems.count) mismatch\(problems.count == 1 ? "" : "es")
          - \(problems.joined(separator: "\n  - "))
          stderr:
            \(stderr)
        """)
    }
  }

  /// The files the command writes (`-o` and `--summary`), as a previous good run left them.
  func lastNightsOutputs(_ command: [String], _ directory: URL, _ environment: [String: String]) throws
    -> [String: Data]
  {
    let input = directory.appendingPathComponent("last-night.csv")
    try Data("name,address\nStockmann,Aleksanterinkatu 52\n".utf8).write(to: input)
    let result = try EnrichProcess.run([input.path] + command, directory: directory, environment: environment)
    try #require(result.status == 0, "the previous run failed: \(result.stderr)")
    var outputs: [String: Data] = [:]
    for name in written(by: command) {
      outputs[name] = try Data(contentsOf: directory.appendingPathComponent(name))
    }
    return outputs
  }

  func written(by command: [String]) -> [String] {
    zip(command, command.dropFirst()).filter { ["-o", "--output", "--summary"].contains($0.0) }.map(\.1)
  }

  func check(
    _ entry: SpreadsheetCorpus.Entry, _ result: EnrichProcess.Result, in directory: URL,
    previous: [String: Data],
    command: [String]
  ) -> [String] {
    var problems: [String] = []
    if result.status != entry.exit { problems.append("exit status \(result.status), expected \(entry.exit)") }
    for text in entry.stderr where !result.stderr.contains(text) {
      problems.append("stderr does not mention \(text)")
    }
    if entry.exit == 2 {
      for (name, bytes) in previous.sorted(by: { $0.key < $1.key })
      where (try? Data(contentsOf: directory.appendingPathComponent(name))) != bytes {
        problems.append("\(name) of the previous run was replaced or removed")
      }
      return problems
    }
    guard let summaryName = written(by: command).last(where: { $0.hasSuffix("summary.json") }),
      let summary = json(directory.appendingPathComponent(summaryName)),
      let document = json(directory.appendingPathComponent(written(by: command)[0]))
    else { return problems + ["no summary or no JSON output was written"] }
    problems += checkInput(entry, summary: summary, document: document, stderr: result.stderr)
    let rows = document["rows"] as? [[String: Any]] ?? []
    if let expected = entry.rows {
      if rows.count != expected { problems.append("\(rows.count) rows in the output, expected \(expected)") }
      if let counted = summary["rows"] as? Int, counted != expected {
        problems.append("the summary counts \(counted) rows, expected \(expected)")
      }
    }
    for (number, expectation) in entry.expectations.sorted(by: { $0.key < $1.key }) {
      guard number <= rows.count else { continue }
      problems += checkRow(number, rows[number - 1], expectation)
    }
    return problems
  }

  /// The summary's `input`: where the header is and which columns hold what (and the same in
  /// the output's summary, and the one-line `enrich: columns:` on stderr).
  func checkInput(
    _ entry: SpreadsheetCorpus.Entry, summary: [String: Any], document: [String: Any], stderr: String
  ) -> [String] {
    guard let input = summary["input"] as? [String: Any] else { return ["the summary has no `input` member"] }
    var problems: [String] = []
    let header: SpreadsheetCorpus.Header? =
      switch input["header"] {
      case nil: .notApplicable
      case is NSNull: .headerless
      case let line as Int: .line(line)
      default: nil
      }
    if header != entry.header {
      problems.append(
        "header \(describe(input["header"], absent: "absent")), expected \(describe(entry.header))")
    }
    let columns = input["columns"].flatMap { try? SpreadsheetCorpus.canonicalJSON($0) }
    if let expected = entry.columns, columns != expected {
      problems.append("columns \(columns ?? "absent"), expected \(expected)")
    }
    let echoed = (document["summary"] as? [String: Any])?["input"].flatMap {
      try? SpreadsheetCorpus.canonicalJSON($0)
    }
    if echoed != (try? SpreadsheetCorpus.canonicalJSON(input)) {
      problems.append("the output's summary.input \(echoed ?? "absent") differs from the summary file's")
    }
    if let expected = entry.columnsByRole {
      let line = stderr.split(separator: "\n").first { $0.hasPrefix("enrich: columns: ") }.map(String.init)
      if let line {
        for (role, names) in expected.sorted(by: { $0.key < $1.key })
        where !(role == "address" ? names.allSatisfy(line.contains) : line.contains("\(role)=\(names[0])")) {
          problems.append("stderr line `\(line)` does not give \(role) as \(names.joined(separator: ", "))")
        }
      } else {
        problems.append("no `enrich: columns: …` line on stderr")
      }
    }
    return problems
  }

  func checkRow(_ number: Int, _ row: [String: Any], _ expectation: SpreadsheetCorpus.RowExpectation)
    -> [String]
  {
    var problems: [String] = []
    let status = row["status"] as? String ?? "(none)"
    let place = (row["place"] as? [String: Any])?["name"] as? String
    if !expectation.statuses.isEmpty, !expectation.statuses.contains(status) {
      let found = place.map { " (\($0))" } ?? ""
      let query = (row["query"] as? String).map { ", query \"\($0)\"" } ?? ""
      problems.append(
        "row \(number): \(status)\(found)\(query), expected \(expectation.statuses.joined(separator: " or "))"
      )
    } else if let expected = expectation.place, status == "matched", place != expected {
      problems.append("row \(number): matched \(place ?? "no place"), expected \(expected)")
    }
    let input = row["input"] as? [String: Any] ?? [:]
    for (field, value) in expectation.values.sorted(by: { $0.key < $1.key })
    where input[field] as? String != value {
      problems.append(
        "row \(number): \(field) is \(describe(input[field], absent: "missing")), expected \"\(value)\"")
    }
    return problems
  }

  func json(_ url: URL) -> [String: Any]? {
    (try? Data(contentsOf: url)).flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
  }

  func describe(_ value: Any?, absent: String) -> String {
    guard let value else { return absent }
    return (try? SpreadsheetCorpus.canonicalJSON(value)) ?? "\(value)"
  }

  func describe(_ header: SpreadsheetCorpus.Header) -> String {
    switch header {
    case .line(let line): "\(line)"
    case .headerless: "null (headerless)"
    case .notApplicable: "absent"
    }
  }
}
