// Accuracy report for EnrichAddress over labelled JSON Lines fixtures.
// Built and run by ./report; see bench/RESULTS-address.md.
import Foundation

struct Case {
  var address: String
  var country: String?
  var hasSubpremise: Bool
  var subpremise: String?
  var building: String?
  var hyphenated: Bool
  var poBox: Bool
  var family: String
}

func family(of object: [String: Any], hasSubpremise: Bool, subpremise: String?) -> String {
  if let family = object["family"] as? String { return family }
  let tags = object["tags"] as? [String] ?? []
  if tags.contains("bare_identifier") { return "bare_identifier" }
  if let subpremise, hasSubpremise {
    let first =
      subpremise.split(whereSeparator: { $0 == " " || $0 == "." || $0 == "," }).first.map {
        $0.lowercased()
      } ?? ""
    let table: [String: String] = [
      "apt": "apt", "apartment": "apt", "#": "hash", "suite": "suite", "ste": "suite", "unit": "unit",
      "fl": "floor", "flr": "floor", "floor": "floor", "rm": "room", "room": "room", "bldg": "building",
      "building": "building", "bld": "building", "blg": "building", "flat": "flat", "lot": "lot",
    ]
    if let mapped = table[first] { return mapped }
    if first.first?.isNumber == true || ["second", "sixth", "ground", "lower"].contains(first) {
      return "floor"
    }
    if tags.contains("non_latin") { return "non_latin" }
    return "other_unit"
  }
  if object["po_box"] as? Bool == true { return "po_box" }
  if object["hyphenated_street_number"] as? Bool == true { return "hyphen_no_unit" }
  return "plain"
}

func load(_ path: String) -> [Case] {
  guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
    FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
    return []
  }
  return text.split(separator: "\n").compactMap { line in
    guard let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let address = object["address"] as? String
    else { return nil }
    let has = object["has_subpremise"] as? Bool ?? false
    let sub = object["subpremise"] as? String
    return Case(
      address: address, country: object["country"] as? String, hasSubpremise: has, subpremise: sub,
      building: object["building_address"] as? String,
      hyphenated: object["hyphenated_street_number"] as? Bool ?? false,
      poBox: object["po_box"] as? Bool ?? false,
      family: family(of: object, hasSubpremise: has, subpremise: sub))
  }
}

struct Tally {
  var tp = 0, fp = 0, fn = 0, tn = 0
  var precision: Double { tp + fp == 0 ? 1 : Double(tp) / Double(tp + fp) }
  var recall: Double { tp + fn == 0 ? 1 : Double(tp) / Double(tp + fn) }
  var f1: Double { precision + recall == 0 ? 0 : 2 * precision * recall / (precision + recall) }
  mutating func add(gold: Bool, predicted: Bool) {
    switch (gold, predicted) {
    case (true, true): tp += 1
    case (false, true): fp += 1
    case (true, false): fn += 1
    case (false, false): tn += 1
    }
  }
}

func format(_ value: Double) -> String { String(format: "%.3f", value) }
func normalized(_ text: String) -> String {
  text.lowercased().filter { !$0.isWhitespace && $0 != "," && $0 != "." && $0 != "，" }
}

let arguments = CommandLine.arguments.dropFirst()
let showFailures = arguments.contains("--failures")
let paths = arguments.filter { !$0.hasPrefix("--") }
for path in paths {
  let cases = load(path)
  var overall = Tally()
  var hyphen = Tally()
  var poBox = Tally()
  var families: [String: Tally] = [:]
  var textMatches = 0
  var buildingMatches = 0
  var failures: [String] = []
  let start = Date()
  for item in cases {
    let result = AddressAnalyzer.analyze(item.address, country: item.country)
    overall.add(gold: item.hasSubpremise, predicted: result.hasSubpremise)
    families[item.family, default: Tally()].add(gold: item.hasSubpremise, predicted: result.hasSubpremise)
    hyphen.add(gold: item.hyphenated, predicted: result.hyphenatedStreetNumber)
    poBox.add(gold: item.poBox, predicted: result.poBox)
    if item.hasSubpremise, result.hasSubpremise, let gold = item.subpremise, let got = result.subpremise {
      if normalized(gold) == normalized(got) { textMatches += 1 }
      if let building = item.building, normalized(building) == normalized(result.building) {
        buildingMatches += 1
      }
    }
    if item.hasSubpremise != result.hasSubpremise || item.hyphenated != result.hyphenatedStreetNumber
      || item.poBox != result.poBox
    {
      failures.append(
        "[\(item.family)] gold sub=\(item.subpremise ?? "-") hy=\(item.hyphenated) po=\(item.poBox) | got sub=\(result.subpremise ?? "-") hy=\(result.hyphenatedStreetNumber) po=\(result.poBox) | \(item.address.replacingOccurrences(of: "\n", with: "\\n"))"
      )
    } else if showFailures, item.hasSubpremise, let gold = item.subpremise, let got = result.subpremise,
      normalized(gold) != normalized(got)
    {
      failures.append(
        "[text] gold=\(gold) got=\(got) | \(item.address.replacingOccurrences(of: "\n", with: "\\n"))")
    }
  }
  let elapsed = Date().timeIntervalSince(start)
  print("## \(path.split(separator: "/").last ?? "")  (\(cases.count) cases)")
  print("")
  print("| measure | precision | recall | F1 | n |")
  print("|---|---|---|---|---|")
  print(
    "| subpremise detection | \(format(overall.precision)) | \(format(overall.recall)) | \(format(overall.f1)) | \(cases.count) |"
  )
  print(
    "| hyphenated street number | \(format(hyphen.precision)) | \(format(hyphen.recall)) | \(format(hyphen.f1)) | accuracy \(format(Double(hyphen.tp + hyphen.tn) / Double(max(cases.count, 1)))) |"
  )
  print(
    "| PO box | \(format(poBox.precision)) | \(format(poBox.recall)) | \(format(poBox.f1)) | accuracy \(format(Double(poBox.tp + poBox.tn) / Double(max(cases.count, 1)))) |"
  )
  print("")
  print("| family | TP | FP | FN | TN | precision | recall | F1 |")
  print("|---|---|---|---|---|---|---|---|")
  for (name, tally) in families.sorted(by: { $0.key < $1.key }) {
    print(
      "| \(name) | \(tally.tp) | \(tally.fp) | \(tally.fn) | \(tally.tn) | \(format(tally.precision)) | \(format(tally.recall)) | \(format(tally.f1)) |"
    )
  }
  print("")
  print(
    "Subpremise text exact (whitespace/punctuation-folded) on true positives: \(textMatches)/\(overall.tp); building address exact: \(buildingMatches)/\(overall.tp)."
  )
  print(
    "Throughput: \(cases.count) addresses in \(String(format: "%.1f", elapsed * 1000)) ms (\(String(format: "%.0f", Double(cases.count) / max(elapsed, 1e-9))) addresses/s, single thread, -O)."
  )
  if showFailures {
    print("")
    for failure in failures { print("- " + failure) }
  }
  print("")
}
