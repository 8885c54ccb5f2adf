/// How to write an output.
public struct WriterOptions: Sendable, Equatable {
  /// Forces the format; nil chooses it from the output's extension.
  public var format: OutputFormat?
  /// CSV: prefix cells starting with `=`, `+`, `-`, `@`, tab or CR with `'` so spreadsheet
  /// programs do not run them as formulas (plain numbers such as `-12.5` are left alone).
  public var csvSafe: Bool
  /// CSV: start the file with a UTF-8 byte-order mark (for spreadsheet programs).
  public var bom: Bool

  public init(format: OutputFormat? = nil, csvSafe: Bool = false, bom: Bool = false) {
    self.format = format
    self.csvSafe = csvSafe
    self.bom = bom
  }
}
