import Foundation

/// A folder where writing soon fails. When this process may mount, a small tmpfs: a real
/// "No space left on device" (and, read-only, a real "Read-only file system"). Otherwise a
/// plain folder plus a file size limit for the child, whose writes past it fail with EFBIG.
final class FullDisk {
  let path: String
  /// Whether `path` is a tmpfs of its own (else the limit below stands in for it).
  let mounted: Bool
  /// Limits to start the child with (nil on a mounted tmpfs, which is full by itself).
  let limits: ResourceLimits?

  /// - Parameters:
  ///   - kilobytes: the space available.
  ///   - readOnly: mount it read-only (only possible when mounting is).
  init(kilobytes: Int, readOnly: Bool = false) throws {
    let folder = try EnrichProcess.temporaryDirectory().appendingPathComponent("disk").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    path = folder
    let options = "size=\(kilobytes)k" + (readOnly ? ",ro" : "")
    mounted = Self.run("/bin/mount", ["-t", "tmpfs", "-o", options, "tmpfs", folder])
    // Without a mount, no write at all stands in for a read-only folder (root ignores modes).
    limits = mounted ? nil : .fileSize(bytes: readOnly ? 0 : kilobytes * 1024)
  }

  deinit {
    if mounted { _ = Self.run("/bin/umount", [path]) }
  }

  static func run(_ tool: String, _ arguments: [String]) -> Bool {
    guard FileManager.default.isExecutableFile(atPath: tool) else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
