import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A small tmpfs mounted for one test: a real full disk, or a real read-only folder. Needs
/// root (CI runs as root); elsewhere the tests that use it are skipped, saying why.
final class ScratchMount {
  let path: String

  static let isAvailable: Bool = {
    guard getuid() == 0, let probe = try? ScratchMount(kilobytes: 16) else { return false }
    _ = probe
    return true
  }()

  init(kilobytes: Int, readOnly: Bool = false) throws {
    path = try EnrichProcess.temporaryDirectory().appendingPathComponent("mount").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let options = "size=\(kilobytes)k" + (readOnly ? ",ro" : "")
    let result = try EnrichProcess.run(
      ["-t", "tmpfs", "-o", options, "tmpfs", path], executable: "/bin/mount")
    guard result.status == 0 else { throw MountFailed(stderr: result.stderr) }
  }

  deinit {
    _ = try? EnrichProcess.run([path], executable: "/bin/umount")
  }

  func file(_ name: String) -> String { path + "/" + name }

  struct MountFailed: Error { var stderr: String }
}

/// Disk-full and read-only failures through the real binary: exit 70 naming the file, and
/// every old output left as it was.
@Suite(.enabled(if: ScratchMount.isAvailable, "needs root to mount a small tmpfs"))
struct FullDiskTests {
  /// 3,000 sample-like rows: an output of several hundred KB, more than the small mount holds.
  func bigInput(in directory: URL) throws -> String {
    var text = "name,address\n"
    for row in 0..<3_000 { text += "Cafe \(row),Mannerheimintie \(row % 90 + 1)\n" }
    let path = directory.appendingPathComponent("big.csv").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aFullDiskOnTheSecondOutputLeavesTheFirstOutputUntouched() throws {
    let mount = try ScratchMount(kilobytes: 64)
    let directory = try EnrichProcess.temporaryDirectory()
    let input = try bigInput(in: directory)
    let first = directory.appendingPathComponent("first.json").path
    try Data("last night's first\n".utf8).write(to: URL(fileURLWithPath: first))
    try Data("last night's second\n".utf8).write(to: URL(fileURLWithPath: mount.file("second.json")))
    let result = try EnrichProcess.run(
      [input, "-o", first, "-o", mount.file("second.json"), "--provider", "none"])
    #expect(result.status == 70, "\(result.stderr)")
    #expect(result.stderr.contains("cannot write \(mount.file("second.json"))"), "\(result.stderr)")
    #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
    #expect(result.stderr.contains("no output replaced"))
    #expect(try String(contentsOfFile: first, encoding: .utf8) == "last night's first\n")
    #expect(try String(contentsOfFile: mount.file("second.json"), encoding: .utf8) == "last night's second\n")
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: mount.path)
    #expect(leftovers == ["second.json"])
  }

  @Test func aFullDeviceStreamIsExit70NamingIt() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let input = try bigInput(in: directory)
    let result = try EnrichProcess.run([input, "-o", "/dev/full", "-f", "json", "--provider", "none"])
    #expect(result.status == 70, "\(result.stderr)")
    #expect(result.stderr.contains("cannot write /dev/full"))
  }

  @Test func aFullDiskUnderTheJournalNamesTheJournal() throws {
    let mount = try ScratchMount(kilobytes: 32)
    let directory = try EnrichProcess.temporaryDirectory()
    let input = try bigInput(in: directory)
    let output = directory.appendingPathComponent("out.json").path
    let result = try EnrichProcess.run(
      [input, "-o", output, "--journal", mount.file("run.journal")],
      environment: try SampleIndex.environment())
    #expect(result.status == 70, "\(result.stderr)")
    #expect(result.stderr.contains("run journal \(mount.file("run.journal"))"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aReadOnlyOutputFolderIsExit70NamingTheOutput() throws {
    let mount = try ScratchMount(kilobytes: 16, readOnly: true)
    let result = try EnrichProcess.run(
      [EnrichProcess.samples("places.csv"), "-o", mount.file("out.json")],
      environment: try SampleIndex.environment())
    #expect(result.status == 70, "\(result.stderr)")
    #expect(result.stderr.contains("cannot write the output \(mount.file("out.json"))"), "\(result.stderr)")
    #expect(result.stderr.contains("is not writable"))
    #expect(!result.stderr.contains("lock"))
  }
}
