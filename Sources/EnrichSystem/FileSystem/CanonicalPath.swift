import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Absolute, symlink-free spellings of paths, so that two spellings of one file (`./a`,
/// `sub/../a`, a symlink to it) compare equal, and a write through a symlink lands on its
/// target instead of replacing the link.
package enum CanonicalPath {
  /// `path` with every symlink and `..` resolved. For a path that does not exist yet, its
  /// folder is resolved and the last component kept.
  package static func resolve(_ path: String) -> String {
    let absolute = makeAbsolute(path)
    if let real = realPath(absolute) { return real }
    let url = URL(fileURLWithPath: absolute)
    let folder = url.deletingLastPathComponent().path
    let name = url.lastPathComponent
    let resolvedFolder = realPath(folder) ?? URL(fileURLWithPath: folder).standardizedFileURL.path
    return resolvedFolder == "/" ? "/" + name : resolvedFolder + "/" + name
  }

  /// Where a write to `path` must go: the final target of a chain of symlinks (even one
  /// whose target does not exist yet), else `path` itself, made absolute.
  package static func writeTarget(of path: String) -> String {
    var current = makeAbsolute(path)
    // Bounded like the kernel's own limit on symlink chains (ELOOP).
    for _ in 0..<40 {
      guard let status = FileStatus.of(current, followLinks: false), status.kind == .symbolicLink,
        let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
      else { break }
      current =
        target.hasPrefix("/")
        ? target : URL(fileURLWithPath: current).deletingLastPathComponent().path + "/" + target
    }
    return resolve(current)
  }

  static func makeAbsolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    return FileManager.default.currentDirectoryPath + "/" + path
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = unsafe realpath(path, nil) else { return nil }
    defer { unsafe free(resolved) }
    return unsafe String(cString: resolved)
  }
}
