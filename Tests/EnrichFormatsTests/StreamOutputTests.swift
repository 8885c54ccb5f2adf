import EnrichCore
import Foundation
import Testing

@testable import EnrichFormats

#if canImport(Glibc)
  import Glibc
#endif

/// Outputs written to streams whose reader may go away, and CSV with another delimiter.
@Suite struct StreamOutputTests {
  /// A pipe whose read end is closed: every write to `/proc/self/fd/N` fails with EPIPE.
  final class ClosedPipe {
    let writeEnd: Int32

    init() throws {
      // A write to a pipe without a reader must fail here, not end the test process.
      signal(SIGPIPE, SIG_IGN)
      var ends: [Int32] = [0, 0]
      let made = unsafe pipe(&ends)
      try #require(made == 0)
      close(ends[0])
      writeEnd = ends[1]
    }

    deinit { close(writeEnd) }

    var path: String { "/proc/self/fd/\(writeEnd)" }
  }

  @Test func aStreamWhoseReaderLeftSaysSoInsteadOfFailing() throws {
    let pipe = try ClosedPipe()
    let target = try OutputTarget(path: pipe.path)
    try target.write("row 1\n")
    var failure: OutputError?
    do {
      try target.rowDone()
    } catch let error as OutputError {
      failure = error
    }
    #expect(failure?.readerClosed == true)
    #expect(failure?.path == pipe.path)
  }

  @Test func otherWriteFailuresAreFailures() throws {
    // /dev/full: every write fails with ENOSPC, a real fault.
    let target = try OutputTarget(path: "/dev/full")
    try target.write("row 1\n")
    var failure: OutputError?
    do {
      try target.rowDone()
    } catch let error as OutputError {
      failure = error
    }
    #expect(failure?.readerClosed == false)
    #expect(failure?.message.contains("No space left on device") == true)
  }

  @Test func csvWithAnotherDelimiterQuotesTheCellsThatHoldIt() throws {
    let scratch = try Scratch()
    var options = WriterOptions()
    options.delimiter = UInt8(ascii: ";")
    let writer = try FormatRegistry.makeWriter(path: scratch.path("out.csv"), options: options)
    try writer.begin(Sample.header, inputColumns: ["name", "note"])
    try writer.write(
      Sample.row(1, fields: [Field("name", .string("Ekberg")), Field("note", .string("a;b, c"))]))
    try writer.finish(Sample.summary)
    try writer.commit()
    let lines = try scratch.read("out.csv").components(separatedBy: "\r\n")
    #expect(lines[0].hasPrefix("name;note;enrich_row;enrich_status;"))
    #expect(lines[1].hasPrefix("Ekberg;\"a;b, c\";1;matched;"))
    // The place's types are joined with `;` too: quoted, so they stay one cell.
    #expect(lines[1].contains(";\"cafe;bakery\";"))
    var reading = ReaderOptions()
    reading.delimiter = UInt8(ascii: ";")
    let (records, reader) = try readAll(scratch.path("out.csv"), options: reading)
    #expect(reader.columns.count == lines[0].split(separator: ";").count)
    #expect(texts(records[0])["note"] == "a;b, c")
    #expect(texts(records[0])["enrich_types"] == "cafe;bakery")
  }

  @Test(arguments: [",", ";", "\t", "|"])
  func aReviewFileIsRecognisedWhateverItsDelimiter(_ delimiter: String) throws {
    let scratch = try Scratch()
    let writer = try ReviewCSVWriter(
      path: scratch.path("review.csv"), delimiter: UInt8(ascii: delimiter.unicodeScalars.first!))
    try writer.begin(Sample.header, inputColumns: ["name"])
    try writer.finish(Sample.summary)
    try writer.commit()
    #expect(try scratch.read("review.csv").hasPrefix("row\(delimiter)status\(delimiter)method\(delimiter)"))
    #expect(ReviewCSVWriter.isOwnFile(scratch.path("review.csv")))
    try scratch.write("other.csv", "row\(delimiter)status\(delimiter)price\n")
    #expect(!ReviewCSVWriter.isOwnFile(scratch.path("other.csv")))
  }
}
