import Foundation

/// The tools people open outputs with, run for real: Debian's python3 with GDAL, openpyxl and
/// pandas (`Tests/Tools/check_outputs.py`), and headless Chromium. `scripts/setup-system.sh`
/// installs them; a missing one fails the test with that hint rather than skipping it.
enum ExternalTools {
  /// Debian's interpreter, which has python3-gdal, python3-openpyxl and python3-pandas (another
  /// python3 earlier on PATH may not).
  static let python = "/usr/bin/python3"
  static let chromium = "/usr/bin/chromium"
  static let checker = EnrichProcess.packageRoot.appendingPathComponent("Tests/Tools/check_outputs.py").path

  struct Missing: Error, CustomStringConvertible {
    var description: String
  }

  /// Runs `check_outputs.py arguments...`; its stdout says what it saw, or why a check failed.
  static func check(_ arguments: [String]) throws -> EnrichProcess.Result {
    try require(python)
    return try EnrichProcess.run(["-W", "ignore", checker] + arguments, timeout: 300, executable: python)
  }

  /// What a tool read, as `check_outputs.py COMMAND arguments...` prints it (`ogr-json`,
  /// `xlsx-json`, `pandas-json`): a JSON object.
  static func read(_ command: String, _ arguments: [String]) throws -> [String: Any] {
    let result = try check([command] + arguments)
    guard result.status == 0,
      let object = try? JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    else {
      throw EnrichProcess.Failure(
        description: "check_outputs.py \(command) failed: \(result.stdout)\(result.stderr)")
    }
    return object
  }

  static func require(_ path: String) throws {
    guard FileManager.default.isExecutableFile(atPath: path) else {
      throw Missing(
        description: "\(path) is missing; run scripts/setup-system.sh (it installs the test tools)")
    }
  }

  /// Runs a program that is not enrich, with its arguments.
  static func run(_ executable: String, _ arguments: [String], directory: URL? = nil) throws
    -> EnrichProcess.Result
  {
    try require(executable)
    return try EnrichProcess.run(arguments, directory: directory, timeout: 300, executable: executable)
  }
}
