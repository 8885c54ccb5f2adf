internal import CXLSXWriter

/// Why an `.xlsx` file cannot be written, in libxlsxwriter's words.
package struct XLSXWriterError: Error, Sendable, Equatable, CustomStringConvertible {
  package var message: String

  package init(_ message: String) { self.message = message }

  package var description: String { message }
}

/// A workbook written with libxlsxwriter in constant-memory mode: rows go to a temporary file
/// as they are written (each row once, top to bottom), so memory stays flat whatever the row
/// count; `close()` zips the parts into the file at `path`. Not closing (`discard()` or
/// `deinit`) frees everything and writes nothing.
// Its pointers never leave it: every use is checked here, and deinit frees them.
@safe package final class XLSXWorkbookWriter {
  /// Excel's grid: 1,048,576 rows and 16,384 columns a sheet; 32,767 characters a cell.
  package static let maxRows = 1_048_576
  package static let maxColumns = 16_384
  package static let maxCellCharacters = 32_767

  /// A cell style the writer prepared once.
  package enum Style: Sendable {
    case plain, header, date, dateTime
  }

  private var workbook: UnsafeMutablePointer<lxw_workbook>?
  private var sheet: UnsafeMutablePointer<lxw_worksheet>?
  private var header: UnsafeMutablePointer<lxw_format>?
  private var date: UnsafeMutablePointer<lxw_format>?
  private var dateTime: UnsafeMutablePointer<lxw_format>?

  /// Creates the workbook that `close()` writes to `path`.
  package init(path: String) throws(XLSXWriterError) {
    var options = unsafe lxw_workbook_options()
    unsafe options.constant_memory = 1
    unsafe options.use_zip64 = 1
    guard let opened = unsafe workbook_new_opt(path, &options) else {
      throw XLSXWriterError("cannot create the workbook (out of memory or temporary files unavailable)")
    }
    unsafe workbook = opened
    unsafe header = workbook_add_format(opened)
    unsafe date = workbook_add_format(opened)
    unsafe dateTime = workbook_add_format(opened)
    if let header = unsafe header {
      unsafe format_set_bold(header)
      unsafe format_set_bg_color(header, 0xE8EEF4)
    }
    if let date = unsafe date { unsafe format_set_num_format(date, "yyyy-mm-dd") }
    if let dateTime = unsafe dateTime { unsafe format_set_num_format(dateTime, "yyyy-mm-dd hh:mm:ss") }
  }

  deinit {
    discard()
  }

  /// Starts a new sheet; later writes go to it. Names are at most 31 characters.
  package func addSheet(named name: String) throws(XLSXWriterError) {
    guard let workbook = unsafe workbook else { throw XLSXWriterError("the workbook is closed") }
    guard let added = unsafe workbook_add_worksheet(workbook, name) else {
      throw XLSXWriterError("cannot add a sheet named '\(name)'")
    }
    unsafe sheet = added
  }

  /// Freezes the first row, so the header stays in view.
  package func freezeHeaderRow() {
    guard let sheet = unsafe sheet else { return }
    unsafe worksheet_freeze_panes(sheet, 1, 0)
  }

  /// Sets the width (in characters) of columns `first...last`.
  package func setWidth(_ width: Double, columns first: Int, _ last: Int) throws(XLSXWriterError) {
    try check(
      unsafe worksheet_set_column(try current(), lxw_col_t(first), lxw_col_t(last), width, nil), "set a width"
    )
  }

  /// Adds filter buttons to the header of columns `0...lastColumn`, over rows `0...lastRow`.
  package func autofilter(lastRow: Int, lastColumn: Int) throws(XLSXWriterError) {
    try check(
      unsafe worksheet_autofilter(try current(), 0, 0, lxw_row_t(lastRow), lxw_col_t(lastColumn)),
      "add filters")
  }

  package func write(text: String, row: Int, column: Int, style: Style = .plain) throws(XLSXWriterError) {
    try check(
      unsafe worksheet_write_string(try current(), lxw_row_t(row), lxw_col_t(column), text, format(style)),
      "write cell \(row + 1):\(column + 1)")
  }

  package func write(number: Double, row: Int, column: Int) throws(XLSXWriterError) {
    try check(
      unsafe worksheet_write_number(try current(), lxw_row_t(row), lxw_col_t(column), number, nil),
      "write cell \(row + 1):\(column + 1)")
  }

  package func write(boolean: Bool, row: Int, column: Int) throws(XLSXWriterError) {
    try check(
      unsafe worksheet_write_boolean(try current(), lxw_row_t(row), lxw_col_t(column), boolean ? 1 : 0, nil),
      "write cell \(row + 1):\(column + 1)")
  }

  /// A date (time zero, shown `yyyy-mm-dd`) or a date and time.
  package func write(
    year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Double = 0, withTime: Bool,
    row: Int, column: Int
  ) throws(XLSXWriterError) {
    var value = lxw_datetime()
    value.year = Int32(year)
    value.month = Int32(month)
    value.day = Int32(day)
    value.hour = Int32(hour)
    value.min = Int32(minute)
    value.sec = second
    try check(
      unsafe worksheet_write_datetime(
        try current(), lxw_row_t(row), lxw_col_t(column), &value, format(withTime ? .dateTime : .date)),
      "write cell \(row + 1):\(column + 1)")
  }

  /// The document's title and comments (File > Info in Excel).
  package func setProperties(title: String, comments: String) throws(XLSXWriterError) {
    guard let workbook = unsafe workbook else { return }
    var properties = unsafe lxw_doc_properties()
    let status = unsafe title.withCString { titleText in
      unsafe comments.withCString { commentText in
        unsafe properties.title = UnsafeMutablePointer(mutating: titleText)
        unsafe properties.comments = UnsafeMutablePointer(mutating: commentText)
        // libxlsxwriter copies the strings.
        return unsafe workbook_set_properties(workbook, &properties)
      }
    }
    try check(status, "set the document properties")
  }

  /// Zips every part into the file; the writer cannot be used afterwards.
  package func close() throws(XLSXWriterError) {
    guard let workbook = unsafe workbook else { throw XLSXWriterError("the workbook is closed") }
    unsafe self.workbook = nil
    unsafe sheet = nil
    try check(unsafe workbook_close(workbook), "write the workbook")
  }

  /// Frees the workbook without writing it.
  package func discard() {
    guard let workbook = unsafe workbook else { return }
    unsafe self.workbook = nil
    unsafe sheet = nil
    unsafe lxw_workbook_free(workbook)
  }

  private func current() throws(XLSXWriterError) -> UnsafeMutablePointer<lxw_worksheet> {
    guard let sheet = unsafe sheet else { throw XLSXWriterError("no sheet was added") }
    return unsafe sheet
  }

  private func format(_ style: Style) -> UnsafeMutablePointer<lxw_format>? {
    switch style {
    case .plain: return nil
    case .header: return unsafe header
    case .date: return unsafe date
    case .dateTime: return unsafe dateTime
    }
  }

  private func check(_ status: lxw_error, _ action: String) throws(XLSXWriterError) {
    guard status != LXW_NO_ERROR else { return }
    let reason = unsafe lxw_strerror(status).map { unsafe String(cString: $0) } ?? "error \(status.rawValue)"
    throw XLSXWriterError("cannot \(action): \(reason)")
  }
}
