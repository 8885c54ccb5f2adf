// TEMPORARY: mirrors the agreed EnrichFormats API until the formats branch merges.
import EnrichCore

public protocol RecordReader: AnyObject {
  var sourceName: String { get }
  var columns: [String] { get }
  var warnings: [FormatWarning] { get }
  func next() throws -> InputRecord?
}
public protocol RecordWriter: AnyObject {
  func begin(_ header: RunHeader, inputColumns: [String]) throws
  func write(_ row: RowResult) throws
  func finish(_ summary: RunSummary) throws
  func abandon()
}
public struct FormatWarning: Sendable { public var line: Int; public var message: String }
public enum InputFormat: String, CaseIterable, Sendable { case csv, json, ndjson, geojson, kml }
public enum OutputFormat: String, CaseIterable, Sendable { case json, ndjson, csv, geojson, kml
  public init?(path: String) { return nil }
}
public enum TextEncoding: String, Sendable { case utf8, latin1, windows1252 = "windows-1252" }
public struct ReaderOptions: Sendable { public var format: InputFormat?; public var delimiter: Character?; public var encoding: TextEncoding = .utf8
  public init() {} }
public struct WriterOptions: Sendable { public var format: OutputFormat?; public var csvSafe = false; public var bom = false
  public init() {} }
public enum FormatRegistry {
  public static func makeReader(path: String, options: ReaderOptions) throws -> any RecordReader { fatalError() }
  public static func makeWriter(path: String, options: WriterOptions) throws -> any RecordWriter { fatalError() }
}
public struct FormatError: Error, CustomStringConvertible { public var description: String }
