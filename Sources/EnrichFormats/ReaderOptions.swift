/// How to read an input.
public struct ReaderOptions: Sendable, Equatable {
  /// Forces the format; nil detects it from the extension and the first bytes.
  public var format: InputFormat?
  /// Forces the CSV delimiter (an ASCII byte); nil sniffs `,` `;` tab `|`.
  public var delimiter: UInt8?
  /// Encoding of CSV input (JSON and KML carry their own).
  public var encoding: TextEncoding
  /// Deepest JSON nesting accepted before the reader stops with an error.
  public var maxJSONDepth: Int

  public init(
    format: InputFormat? = nil, delimiter: UInt8? = nil, encoding: TextEncoding = .utf8,
    maxJSONDepth: Int = 512
  ) {
    self.format = format
    self.delimiter = delimiter
    self.encoding = encoding
    self.maxJSONDepth = maxJSONDepth
  }
}
