import EnrichCore
import EnrichSystem

/// A sheet's merged ranges (`<mergeCell ref="C1:E1"/>`, listed after the rows), read in a
/// first pass, and the filling they imply: every cell of a range shows the value of its
/// top-left cell, so a header merged over three columns names all three, and a city merged
/// over five rows is in each of them.
struct XLSXMerges {
  /// More ranges than this are not applied (and a warning says so).
  static let limit = 100_000

  struct Range: Equatable {
    var firstColumn, firstRow, lastColumn, lastRow: Int
  }

  private(set) var ranges: [Range] = []
  private(set) var ignored = 0
  /// Ranges sorted by first row, the next one to activate, and those covering the current row
  /// with their top-left values.
  private var nextIndex = 0
  private var active: [(range: Range, value: JSONValue?)] = []

  /// Reads the merged ranges of `part`, skipping the rows (`sheetData`) unparsed.
  init(workbook: XLSXWorkbook, part: String) throws {
    let xml = try workbook.reader(part)
    do {
      while try xml.next() {
        guard xml.kind == .element else { continue }
        if xml.localName == "sheetData", !xml.isEmptyElement {
          guard try xml.skipSubtree() else { break }
          if xml.kind != .element { continue }
        }
        guard xml.localName == "mergeCell", let ref = xml.attribute("ref"),
          let bounds = XLSXCellReference.range(ref),
          bounds.lastRow > bounds.firstRow || bounds.lastColumn > bounds.firstColumn
        else { continue }
        if ranges.count >= Self.limit {
          ignored += 1
          continue
        }
        ranges.append(
          Range(
            firstColumn: bounds.firstColumn, firstRow: bounds.firstRow, lastColumn: bounds.lastColumn,
            lastRow: bounds.lastRow))
      }
    } catch let error as XMLStreamError {
      throw XLSXWorkbook.damaged(workbook.name, part: part, error)
    }
    ranges.sort { ($0.firstRow, $0.firstColumn) < ($1.firstRow, $1.firstColumn) }
  }

  /// Fills `cells` (column → value) of sheet row `row` from the ranges covering it, up to
  /// column `lastColumn` (the table's width: a range to the sheet's last column, `B2:XFD…`, must
  /// not make every row 16,384 cells wide). Rows must come in increasing order.
  mutating func fill(_ cells: inout [Int: JSONValue], row: Int, lastColumn: Int) {
    active.removeAll { $0.range.lastRow < row }
    while nextIndex < ranges.count, ranges[nextIndex].firstRow <= row {
      let range = ranges[nextIndex]
      nextIndex += 1
      guard range.lastRow >= row else { continue }
      active.append((range, range.firstRow == row ? cells[range.firstColumn] : nil))
    }
    for (range, value) in active {
      guard let value, value != .null else { continue }
      guard range.firstColumn <= lastColumn else { continue }
      for column in range.firstColumn...min(range.lastColumn, lastColumn)
      where cells[column] == nil || cells[column] == .null {
        cells[column] = value
      }
    }
  }
}
