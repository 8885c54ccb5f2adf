@testable import EnrichCLI

/// enrich's exit status table. Swift Testing has an `ExitStatus` of its own, so files that
/// import Testing name this one through the alias (this file imports EnrichCLI alone).
typealias EnrichExitStatus = ExitStatus
