import Foundation

/// Where the local index lives: `--index`, else `$ENRICH_INDEX`, else the user's data
/// directory (`$XDG_DATA_HOME/enrich/index.sqlite`, default `~/.local/share/enrich/`).
package enum IndexLocation {
  package static func resolve(_ explicit: String?, environment: [String: String]) -> String {
    if let explicit, !explicit.isEmpty { return explicit }
    if let fromEnvironment = environment["ENRICH_INDEX"], !fromEnvironment.isEmpty { return fromEnvironment }
    let dataHome =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
    return dataHome + "/enrich/index.sqlite"
  }
}
