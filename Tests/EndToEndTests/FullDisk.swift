import Foundation

/// A folder where writing soon fails. When this process may mount, a small tmpfs
/// (`ScratchMount`): a real "No space left on device" (read-only: a real "Read-only file
/// system"). Otherwise a plain folder plus a file size limit for the child, whose writes past
/// it fail with EFBIG, so the tests run everywhere rather than being skipped.
final class FullDisk {
  let path: String
  /// Whether `path` is a tmpfs of its own (else `limits` stands in for it).
  var mounted: Bool { mount != nil }
  /// Limits to start the child with (nil on a mounted tmpfs, which is full by itself).
  let limits: ResourceLimits?
  private let mount: ScratchMount?

  /// - Parameters:
  ///   - kilobytes: the space available.
  ///   - readOnly: a read-only folder (without a mount: no write may succeed at all, since
  ///     root ignores permission bits).
  init(kilobytes: Int, readOnly: Bool = false) throws {
    if ScratchMount.isAvailable {
      let mount = try ScratchMount(kilobytes: kilobytes, readOnly: readOnly)
      self.mount = mount
      path = mount.path
      limits = nil
    } else {
      mount = nil
      path = try EnrichProcess.temporaryDirectory().appendingPathComponent("disk").path
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      limits = .fileSize(bytes: readOnly ? 0 : kilobytes * 1024)
    }
  }
}
