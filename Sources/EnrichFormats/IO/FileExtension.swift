/// The lower-cased extension of a path's last component (`"csv"`), or `""`.
enum FileExtension {
  static func of(_ path: String) -> String {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
    return name[name.index(after: dot)...].lowercased()
  }
}
