import EnrichCore

/// Parses arguments against a fixed set of option specs. Unknown options are errors with a
/// suggestion; `--` ends options; `-` alone is a positional (stdin/stdout).
package struct ArgumentParser: Sendable {
  package let options: [OptionSpec]

  package init(_ groups: [OptionGroup]) {
    self.options = groups.flatMap(\.options)
  }

  package func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var inlineValue: String?
      let spec: OptionSpec
      if argument.hasPrefix("--") {
        var name = String(argument.dropFirst(2))
        if let equals = name.firstIndex(of: "=") {
          inlineValue = String(name[name.index(after: equals)...])
          name = String(name[..<equals])
        }
        guard let found = options.first(where: { $0.name == name }) else {
          throw UsageError(unknownMessage("--\(name)"))
        }
        spec = found
      } else {
        let letters = Array(argument.dropFirst())
        guard letters.count >= 1, let found = options.first(where: { $0.short == letters[0] }) else {
          throw UsageError(unknownMessage(argument))
        }
        spec = found
        if letters.count > 1 { inlineValue = String(letters.dropFirst()) }
      }
      switch spec.kind {
      case .flag:
        if inlineValue != nil { throw UsageError("--\(spec.name) does not take a value") }
        parsed.flags.insert(spec.name)
      case .value, .repeatable:
        let value: String
        if let inlineValue {
          value = inlineValue
        } else {
          guard index < arguments.count else {
            throw UsageError("--\(spec.name) needs a value (<\(spec.valueName)>)")
          }
          value = arguments[index]
          index += 1
        }
        if spec.kind == .value {
          parsed.values[spec.name] = [value]
        } else {
          parsed.values[spec.name, default: []].append(value)
        }
      }
    }
    return parsed
  }

  func unknownMessage(_ option: String) -> String {
    let bare = option.drop { $0 == "-" }
    let best = options.min { a, b in
      EditDistance.between(a.name, String(bare)) < EditDistance.between(b.name, String(bare))
    }
    if let best, EditDistance.between(best.name, String(bare)) <= 2 {
      return "unknown option '\(option)'; did you mean '--\(best.name)'?"
    }
    return "unknown option '\(option)'"
  }
}
