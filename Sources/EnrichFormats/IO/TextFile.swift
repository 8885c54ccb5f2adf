/// A small text file written the way every output is: atomically through a temporary file
/// beside its target (a symlink keeps pointing at it), or in place for a stream (`-`,
/// `/dev/stdout`, a FIFO).
package enum TextFile {
  package static func write(_ text: String, to path: String) throws(OutputError) {
    do {
      let target = try OutputTarget(path: path)
      try target.write(text)
      try target.commit()
    } catch let error as OutputError {
      throw error
    } catch {
      throw OutputError(path: path, message: "\(error)")
    }
  }
}
