import EnrichAddress
import EnrichCore
import Foundation

/// `enrich address "TEXT"`: how enrich reads an address (building, subpremise, route).
struct AddressCommand: Command {
  let name = "address"
  let abstract = "Split an address into building and subpremise and show how it will be routed."
  let usage = ["address \"ADDRESS\" [--country CC]", "address < addresses.txt   (one per line → JSON Lines)"]
  let examples = [
    "enrich address \"Bulevardi 9 A 12, 00120 Helsinki\"",
    "enrich address \"Apt 4B, 350 5th Ave, New York\"",
    "enrich address \"Stroupežnického 3191/17, Praha\" --country CZ",
    "printf '23-30 29th St, Queens\\nFlat 2, 10 Downing St\\n' | enrich address",
  ]
  var optionGroups: [OptionGroup] {
    [OptionGroup("Options", [OptionSpec("country", valueName: "cc", help: "Country hint for ambiguous forms.")])]
  }

  func run(_ arguments: ParsedArguments, console: Console) async throws -> ExitStatus {
    let country = arguments.value("country")?.uppercased()
    if let text = arguments.positionals.first {
      guard arguments.positionals.count == 1 else {
        throw UsageError("give one address in quotes, or none to read lines from stdin")
      }
      console.output(JSONText.pretty(AddressAnalyzer.analyze(text, country: country).jsonValue) + "\n")
      return .success
    }
    while let line = readLine(strippingNewline: true) {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.isEmpty { continue }
      console.output(JSONText.compact(AddressAnalyzer.analyze(text, country: country).jsonValue) + "\n")
    }
    return .success
  }
}
