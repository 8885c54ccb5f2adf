import Foundation
import Testing

/// The README's `make demo`, run on a copy of `scripts/` with stand-ins for the toolchain and
/// the package tools (nothing is built or installed): it checks for Swift before anything else,
/// and a failed build stops it before any binary runs.
@Suite struct QuickStartTests {
  /// A copy of the scripts, a binary an earlier build left, and a folder of stand-in commands
  /// that log their calls.
  struct Sandbox {
    let root: URL
    let bin: URL
    let log: URL
    let marker: URL

    init() throws {
      root = try EnrichProcess.temporaryDirectory()
      bin = root.appendingPathComponent("stand-ins")
      log = root.appendingPathComponent("calls.log")
      marker = root.appendingPathComponent("old-binary-ran")
      let manager = FileManager.default
      try manager.copyItem(
        at: EnrichProcess.packageRoot.appendingPathComponent("scripts"),
        to: root.appendingPathComponent("scripts"))
      try manager.createDirectory(at: bin, withIntermediateDirectories: true)
      try manager.createDirectory(
        at: root.appendingPathComponent(".build/release"), withIntermediateDirectories: true)
      try script(".build/release/enrich", "touch '\(marker.path)'", in: root)
      // Every package is installed; installing anything would be a call to apt-get or sudo.
      try script("dpkg", "echo \"dpkg $*\" >> '\(log.path)'", in: bin)
      try script("apt-get", "echo \"apt-get $*\" >> '\(log.path)'; exit 1", in: bin)
      try script("sudo", "echo \"sudo $*\" >> '\(log.path)'; exit 1", in: bin)
      // The few system commands the scripts use, and no toolchain wherever this machine has one.
      for name in ["bash", "sh", "sed", "grep", "head", "dirname", "id", "date", "mkdir", "touch", "cat"] {
        guard let path = ["/usr/bin/", "/bin/"].map({ $0 + name }).first(where: manager.isExecutableFile)
        else { continue }
        try manager.createSymbolicLink(
          atPath: bin.appendingPathComponent(name).path, withDestinationPath: path)
      }
    }

    func script(_ name: String, _ body: String, in folder: URL) throws {
      let url = folder.appendingPathComponent(name)
      try Data("#!/bin/sh\n\(body)\n".utf8).write(to: url)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    /// A `swift` that is Swift 6 and whose every build fails.
    func failingSwift() throws {
      try script(
        "swift",
        """
        case "$1" in
          --version) echo "Swift version 6.3.1 (swift-6.3.1-RELEASE)" ;;
          *) echo "error: compile failed" >&2; exit 1 ;;
        esac
        """, in: bin)
    }

    func demo() throws -> EnrichProcess.Result {
      try EnrichProcess.run(
        [root.appendingPathComponent("scripts/demo.sh").path], directory: root,
        environment: ["PATH": bin.path], executable: "/bin/bash")
    }

    var calls: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
  }

  @Test func withoutSwiftTheDemoSaysSoBeforeInstallingAnything() throws {
    let sandbox = try Sandbox()
    let result = try sandbox.demo()
    #expect(result.status != 0)
    #expect(result.stderr.contains("swift is not on PATH"), "\(result.stderr)")
    #expect(sandbox.calls == "", "asked the package tools before checking for Swift")
    #expect(!FileManager.default.fileExists(atPath: sandbox.marker.path))
  }

  @Test func aFailedBuildStopsTheDemoBeforeAnyBinaryRuns() throws {
    let sandbox = try Sandbox()
    try sandbox.failingSwift()
    let result = try sandbox.demo()
    #expect(result.status != 0)
    #expect(result.stderr.contains("error: compile failed"), "\(result.stderr)")
    #expect(result.stderr.contains("demo: the build failed"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: sandbox.marker.path), "the demo ran an old binary")
  }

  @Test func theDemoAsksOnlyForBuildPackages() throws {
    let sandbox = try Sandbox()
    try sandbox.failingSwift()
    _ = try sandbox.demo()
    let asked = sandbox.calls
    #expect(asked.contains("dpkg -s libcurl4-openssl-dev"), "\(asked)")
    for tool in [
      "gdal", "pandas", "openpyxl", "libreoffice", "chromium", "postgresql", "zsh", "fish", "groff",
    ] {
      #expect(!asked.contains(tool), "\(tool)")
    }
  }
}
