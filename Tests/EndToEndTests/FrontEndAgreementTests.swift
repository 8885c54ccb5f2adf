import Foundation
import Testing

/// The command line and pipeline files are two spellings of one configuration, checked by one
/// decoder: the same mistake is refused by both, in the same words, each naming it its own
/// way (`--flag:` or `FILE:LINE:COLUMN: key.path:`). These are the rules that once drifted.
@Suite struct FrontEndAgreementTests {
  /// A mistake as command-line options and as the pipeline-file lines that say the same.
  struct Case: Sendable, CustomTestStringConvertible {
    var flags: [String]
    var yaml: String
    /// The words both must print after their location.
    var message: String
    var testDescription: String { flags.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(
      flags: ["--cache-ttl", "0"], yaml: "cache: {ttl_days: 0}\n",
      message: "must be more than 0 and at most 36500, got 0"),
    Case(
      flags: ["--max-failures", "0%"], yaml: "budgets: {max_failures: 0%}\n",
      message: "'0%' is not a share of rows between 0% and 100%"),
    Case(
      flags: ["--refresh", "--offline"], yaml: "cache: {refresh: true, offline: true}\n",
      message: "re-requests expired entries and"),
    Case(
      flags: ["--at", "noon"], yaml: "stages: [normalize, {open_status: {at: noon}}]\n",
      message: "'noon' is not a time; use 2026-12-24T10:00 (local time at each place)"),
    Case(
      flags: ["--tz", "Mars/Olympus"], yaml: "stages: [normalize, {open_status: {tz: Mars/Olympus}}]\n",
      message: "'Mars/Olympus' is not an IANA time zone (e.g. Europe/Helsinki)"),
    Case(
      flags: ["--strict-type"], yaml: "stages: [normalize, {search: {strict_type_filtering: true}}]\n",
      message: "strictTypeFiltering needs includedType"),
    Case(
      flags: ["--price-levels", "CHEAP"], yaml: "stages: [normalize, {search: {price_levels: [CHEAP]}}]\n",
      message: "unknown value 'CHEAP'"),
    Case(
      flags: ["--country", "Finland"], yaml: "stages: [normalize, {open_status: {country: Finland}}]\n",
      message: "'Finland' is not a two-letter country code"),
  ]

  @Test(arguments: cases)
  func bothFrontEndsRefuseTheSameMistakeInTheSameWords(_ mistake: Case) throws {
    let directory = try EnrichProcess.temporaryDirectory()
    try Data("name\nKappeli\n".utf8).write(to: directory.appendingPathComponent("in.csv"))
    let flags = try EnrichProcess.run(["in.csv", "-o", "out.json"] + mistake.flags, directory: directory)
    #expect(flags.status == 64, "\(flags.stderr)")
    #expect(flags.stderr.contains(mistake.message), "\(flags.stderr)")
    #expect(flags.stderr.contains("--\(mistake.flags[0].dropFirst(2))"), "\(flags.stderr)")

    let file = directory.appendingPathComponent("job.yaml")
    try Data(("input: {path: in.csv}\noutputs: [out.json]\n" + mistake.yaml).utf8).write(to: file)
    let pipeline = try EnrichProcess.run(["pipeline", "check", file.path], directory: directory)
    #expect(pipeline.status == 64, "\(pipeline.stderr)")
    #expect(pipeline.stderr.contains(mistake.message), "\(pipeline.stderr)")
    #expect(pipeline.stderr.contains("\(file.path):"), "\(pipeline.stderr)")
  }
}
