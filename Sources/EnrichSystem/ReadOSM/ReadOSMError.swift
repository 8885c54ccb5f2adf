/// Why an OpenStreetMap extract could not be read, with the file and what to do about it.
package struct ReadOSMError: Error, Sendable, Equatable, CustomStringConvertible {
  package enum Kind: String, Sendable, Equatable {
    /// The name does not end in `.osm` or `.pbf`.
    case unsupportedSuffix = "unsupported_suffix"
    case fileNotFound = "file_not_found"
    case outOfMemory = "out_of_memory"
    case readError = "read_error"
    /// `.osm` XML that does not parse.
    case invalidXML = "invalid_xml"
    /// `.pbf` whose header or blocks are not OSM PBF (truncated or another format).
    case invalidPBF = "invalid_pbf"
    /// A compressed PBF block could not be inflated (usually truncation).
    case decompression
    case other
  }

  package var kind: Kind
  package var path: String
  /// libreadosm's status code.
  package var code: Int32
  package var message: String

  package init(kind: Kind, path: String, code: Int32, message: String) {
    self.kind = kind
    self.path = path
    self.code = code
    self.message = message
  }

  package var description: String { "\(path): \(message)" }

  static func from(status: Int32, path: String) -> ReadOSMError {
    let (kind, message): (Kind, String) =
      switch status {
      case -1: (.unsupportedSuffix, "not an OpenStreetMap extract: the name must end in .osm or .osm.pbf")
      case -2:
        (
          .fileNotFound,
          "file not found; check the path (download an extract from e.g. download.geofabrik.de)"
        )
      case -5: (.outOfMemory, "out of memory while reading the extract")
      case -6, -8:
        (.invalidXML, "not valid OSM XML (truncated or another format); re-download the extract")
      case -7: (.readError, "read error (file truncated or unreadable); re-download the extract")
      case -9:
        (.invalidPBF, "not a valid OSM PBF file (truncated or another format); re-download the extract")
      case -10:
        (
          .decompression,
          "a compressed block could not be inflated (file truncated?); re-download the extract"
        )
      default: (.other, "libreadosm failed with status \(status)")
      }
    return ReadOSMError(kind: kind, path: path, code: status, message: message)
  }
}
