import EnrichFormats
import EnrichSystem
import Foundation
import Testing

@testable import EnrichKit

/// The ownership rule for streams written in place: what a stream's descriptor is open on is
/// one of the run's files or not, whatever the path says. (Redirections of stdout itself go
/// through the binary: `FileOwnershipTests`.)
@Suite struct RunFilesTests {
  /// A folder with an input file, removed when the test ends.
  final class Folder {
    let path = NSTemporaryDirectory() + "enrich-runfiles-\(UUID().uuidString)"
    var input: String { path + "/in.csv" }

    init() throws {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      try Data("name\nKappeli\n".utf8).write(to: URL(fileURLWithPath: input))
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
  }

  func configuration(input: String, outputs: [String]) -> PipelineConfiguration {
    var configuration = PipelineConfiguration()
    configuration.input.path = input
    configuration.outputs = outputs.map {
      var output = OutputSettings(path: $0)
      output.format = .ndjson
      return output
    }
    return configuration
  }

  func check(_ configuration: PipelineConfiguration, journal: String? = nil) -> PipelineError? {
    do {
      try RunFiles(configuration, journalPath: journal, environment: [:]).check()
      return nil
    } catch {
      return error
    }
  }

  @Test func aDescriptorOpenOnTheInputIsRefusedWhateverItsPath() throws {
    let folder = try Folder()
    let handle = try #require(FileHandle(forUpdatingAtPath: folder.input))
    defer { try? handle.close() }
    for path in ["/dev/fd/\(handle.fileDescriptor)", "/proc/self/fd/\(handle.fileDescriptor)"] {
      let error = check(configuration(input: folder.input, outputs: [path]))
      #expect(error?.kind == .configuration, "\(path)")
      #expect(
        error?.message == "the output \(path) is open on the same file as the input \(folder.input): "
          + "writing would change it; give each its own file")
    }
  }

  @Test func aDescriptorOpenOnTheJournalOrAnotherOutputIsRefused() throws {
    let folder = try Folder()
    let journal = folder.path + "/.out.json.enrich-journal"
    _ = FileManager.default.createFile(atPath: journal, contents: Data())
    let handle = try #require(FileHandle(forUpdatingAtPath: journal))
    defer { try? handle.close() }
    let stream = "/dev/fd/\(handle.fileDescriptor)"
    let onJournal = check(
      configuration(input: folder.input, outputs: [folder.path + "/out.json", stream]), journal: journal)
    #expect(onJournal?.message.contains("is open on the same file as the journal") == true)
    let onOutput = check(configuration(input: folder.input, outputs: [stream, journal]))
    #expect(
      onOutput?.message.hasPrefix("the output \(stream) is open on the same file as the output") == true)
  }

  @Test func streamsOnDevicesPipesAndUnrelatedFilesAreWritten() throws {
    let folder = try Folder()
    let other = folder.path + "/elsewhere.ndjson"
    _ = FileManager.default.createFile(atPath: other, contents: Data())
    let handle = try #require(FileHandle(forUpdatingAtPath: other))
    defer { try? handle.close() }
    let pipe = Pipe()
    let streams = [
      "/dev/null", "/dev/fd/\(handle.fileDescriptor)", "/dev/fd/\(pipe.fileHandleForWriting.fileDescriptor)",
    ]
    #expect(check(configuration(input: folder.input, outputs: streams)) == nil)
    // Two streams on one device are nobody's data either.
    #expect(check(configuration(input: folder.input, outputs: ["/dev/null", "/dev/null"])) == nil)
  }

  @Test func aMergeIntoADescriptorOpenOnAPartIsRefused() throws {
    let folder = try Folder()
    let part = folder.path + "/part-1.ndjson"
    _ = FileManager.default.createFile(atPath: part, contents: Data("{}\n".utf8))
    let handle = try #require(FileHandle(forUpdatingAtPath: part))
    defer { try? handle.close() }
    var output = OutputSettings(path: "/dev/fd/\(handle.fileDescriptor)")
    output.format = .ndjson
    #expect(throws: PipelineError.self) { try RunFiles(merging: [part], into: output).check() }
  }

  @Test func streamPathsNameTheirDescriptors() {
    #expect(OutputDestination.descriptor(of: "-") == 1)
    #expect(OutputDestination.descriptor(of: "/dev/stdout") == 1)
    #expect(OutputDestination.descriptor(of: "/dev/stderr") == 2)
    #expect(OutputDestination.descriptor(of: "/dev/fd/3") == 3)
    #expect(OutputDestination.descriptor(of: "/proc/self/fd/12") == 12)
    #expect(OutputDestination.descriptor(of: "/dev/fd/x") == nil)
    #expect(OutputDestination.descriptor(of: "/dev/null") == nil)
    #expect(OutputDestination.descriptor(of: "out.json") == nil)
  }
}
