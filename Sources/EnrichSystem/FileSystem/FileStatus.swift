import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// What `stat` says about a path: its kind and the identity (device + inode) that tells two
/// names of one file apart from two files, whatever symlinks, `..` or hard links are involved.
package struct FileStatus: Sendable, Equatable {
  package enum Kind: Sendable, Equatable {
    case regular, directory, fifo, characterDevice, blockDevice, socket, symbolicLink, other
  }

  package var kind: Kind
  package var device: UInt64
  package var inode: UInt64
  package var size: Int64
  /// Permission bits (`st_mode & 0o7777`).
  package var permissions: UInt32
  package var owner: UInt32
  package var group: UInt32

  /// The status of `path` (following symlinks unless `followLinks` is false); nil when
  /// nothing is there (or it cannot be examined).
  package static func of(_ path: String, followLinks: Bool = true) -> FileStatus? {
    var info = stat()
    let result = unsafe followLinks ? stat(path, &info) : lstat(path, &info)
    guard result == 0 else { return nil }
    return FileStatus(info)
  }

  /// The status of an open descriptor.
  package static func of(descriptor: Int32) -> FileStatus? {
    var info = stat()
    guard unsafe fstat(descriptor, &info) == 0 else { return nil }
    return FileStatus(info)
  }

  init(_ info: stat) {
    switch info.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    case S_IFIFO: kind = .fifo
    case S_IFCHR: kind = .characterDevice
    case S_IFBLK: kind = .blockDevice
    case S_IFSOCK: kind = .socket
    case S_IFLNK: kind = .symbolicLink
    default: kind = .other
    }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
    permissions = UInt32(info.st_mode & 0o7777)
    owner = info.st_uid
    group = info.st_gid
  }

  /// Whether two statuses name the same file.
  package func isSameFile(as other: FileStatus) -> Bool {
    device == other.device && inode == other.inode
  }

  /// Whether the current user may write to `path` (a folder: create files in it).
  package static func isWritable(_ path: String) -> Bool {
    unsafe access(path, W_OK) == 0
  }
}
