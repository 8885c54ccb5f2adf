internal import CZip

/// Why a zip container (an `.xlsx` workbook) cannot be read.
package struct ZipError: Error, Sendable, Equatable, CustomStringConvertible {
  package var path: String
  package var message: String

  package init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  package var description: String { "\(path): \(message)" }
}

/// A zip archive opened read-only with libzip: its entries by name, their declared sizes, and
/// each entry streamed into an `XMLStreamReader` (inflated in chunks, never whole in memory).
/// The handle is closed in `deinit`, after every reader of an entry is gone (they keep it).
// Its pointers never leave it (but to CXMLReader, which reads through them while it lives).
@safe package final class ZipArchive {
  /// One entry: its position, name and sizes as the central directory declares them.
  package struct Entry: Sendable, Equatable {
    package var index: UInt64
    package var name: String
    package var size: UInt64
    package var compressedSize: UInt64
  }

  package let path: String
  let handle: OpaquePointer

  /// Opens `path`.
  /// - Throws: `ZipError` when the file is missing or is not a zip archive.
  package init(path: String) throws(ZipError) {
    var code: Int32 = 0
    guard let opened = unsafe zip_open(path, ZIP_RDONLY, &code) else {
      throw ZipError(path: path, message: Self.describe(code))
    }
    self.path = path
    unsafe handle = opened
  }

  deinit {
    unsafe zip_discard(handle)
  }

  /// The number of entries.
  package var count: Int { unsafe Int(max(0, zip_get_num_entries(handle, 0))) }

  /// The entry called `name` (case ignored, as Excel does), or nil.
  package func entry(named name: String) -> Entry? {
    let index = unsafe zip_name_locate(handle, name, ZIP_FL_NOCASE)
    guard index >= 0 else { return nil }
    return entry(at: UInt64(index))
  }

  /// The entry at `index`, or nil when it cannot be described.
  package func entry(at index: UInt64) -> Entry? {
    var status = unsafe zip_stat_t()
    guard unsafe zip_stat_index(handle, index, 0, &status) == 0 else { return nil }
    let name = unsafe status.name.map { unsafe String(cString: $0) } ?? ""
    return unsafe Entry(index: index, name: name, size: status.size, compressedSize: status.comp_size)
  }

  /// libzip's words for an error code (`Not a zip archive`).
  static func describe(_ code: Int32) -> String {
    var error = unsafe zip_error_t()
    unsafe zip_error_init_with_code(&error, code)
    defer { unsafe zip_error_fini(&error) }
    let text = unsafe String(cString: zip_error_strerror(&error))
    return code == ZIP_ER_NOZIP ? "not a zip archive (an .xlsx file is one)" : text
  }
}
