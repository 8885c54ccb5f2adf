import EnrichCore

/// Recognises which columns hold the name, the address parts and the coordinates: first by
/// their header names (`HeaderVocabulary`: the exact name, then a name one of its words
/// gives), then, for roles still open, by the values of the first rows — coordinates,
/// postcodes and street lines are recognisable whatever their header says; in a table
/// without a header, the name and the city too, by where they stand beside the address.
package enum ColumnDetection {
  /// The mapping found, and the columns recognised by their values rather than their names.
  package struct Found: Sendable, Equatable {
    package var mapping: ColumnMapping
    package var byValues: [String] = []
  }

  /// Share of a column's non-empty values that must have a role's shape.
  static let shapeShare = 0.8
  /// Share for street lines (some rows hold only a street, or a box number).
  static let streetShare = 0.6

  /// Roles from header names only.
  package static func detect(columns: [String]) -> ColumnMapping {
    detect(columns: columns, preview: [], headerless: false).mapping
  }

  /// Roles from the header names, then from the values of `preview` (the first rows).
  /// `headerless`: the columns have no names (`column_1`, …); `toldHeaderless`: the user said so
  /// (`--no-header`), so a lone column of words is the name even without an address beside it.
  package static func detect(
    columns: [String], preview: [InputRecord], headerless: Bool, toldHeaderless: Bool = false
  ) -> Found {
    var found = Found(mapping: ColumnMapping())
    var taken = Set<String>()
    if !headerless { byNames(columns, into: &found.mapping, taken: &taken) }
    guard !preview.isEmpty else { return found }
    var values: [String: [String]] = [:]
    for record in preview {
      var seen = Set<String>()
      for field in record.fields where seen.insert(field.name).inserted {
        let text = field.value.plainText.trimmed()
        if !text.isEmpty { values[field.name, default: []].append(text) }
      }
    }
    dropRowNumbers(&found.mapping, values: values, taken: &taken)
    let open = columns.filter { column in
      !taken.contains(column) && !(values[column] ?? []).isEmpty
        && (headerless || !HeaderVocabulary.isOtherHeader(column))
    }
    byValues(
      open, order: columns, values: values, headerless: headerless, told: toldHeaderless, into: &found,
      taken: &taken)
    return found
  }

  // MARK: By names

  static func byNames(_ columns: [String], into mapping: inout ColumnMapping, taken: inout Set<String>) {
    // Each distinct name is looked up once (a header may have tens of thousands of columns).
    var exact: [String: ColumnRole?] = [:]
    let roles = columns.map { column in
      if let known = exact[column] { return known }
      let role = HeaderVocabulary.role(exactly: column)
      exact[column] = role
      return role
    }
    var byWord: [String: ColumnRole?] = [:]
    func wordRole(_ column: String) -> ColumnRole? {
      if let known = byWord[column] { return known }
      let role = HeaderVocabulary.role(byWord: column)
      byWord[column] = role
      return role
    }
    for role in ColumnRole.allCases {
      let candidates = columns.indices.filter { roles[$0] == role && !taken.contains(columns[$0]) }
      // Several name columns (`Name`, `Company`, `Brand`): the business's name, then a name, then a brand.
      let chosen =
        role == .name
        ? candidates.min { HeaderVocabulary.nameRank(columns[$0]) < HeaderVocabulary.nameRank(columns[$1]) }
        : candidates.first
      guard let index = chosen else { continue }
      taken.insert(columns[index])
      mapping.assign(role, columns[index])
    }
    // `Address line 1`, `Address line 2`: every line of the address, in order.
    if let first = mapping.address.first {
      let family = lineFamily(first)
      for column in columns where !taken.contains(column) && lineFamily(column) == family && family != nil {
        taken.insert(column)
        mapping.address.append(column)
      }
    }
    for role in ColumnRole.allCases where mapping.column(for: role) == nil {
      guard let column = columns.first(where: { !taken.contains($0) && wordRole($0) == role }) else {
        continue
      }
      taken.insert(column)
      mapping.assign(role, column)
    }
  }

  /// `address_line` for `Address Line 2`: the name without its trailing number, when it has one.
  static func lineFamily(_ column: String) -> String? {
    let key = HeaderVocabulary.key(column)
    guard let last = key.last, last.isNumber else { return nil }
    return String(key.reversed().drop { $0.isNumber || $0 == "_" }.reversed())
  }

  /// A house-number or postcode column named `No`/`Nr` that holds 1, 2, 3, …: a row number.
  static func dropRowNumbers(
    _ mapping: inout ColumnMapping, values: [String: [String]], taken: inout Set<String>
  ) {
    for role in [ColumnRole.houseNumber, .postcode] {
      guard let column = mapping.column(for: role), isRowNumbers(values[column] ?? []) else { continue }
      taken.remove(column)
      switch role {
      case .houseNumber: mapping.houseNumber = nil
      default: mapping.postcode = nil
      }
    }
  }

  static func isRowNumbers(_ texts: [String]) -> Bool {
    let numbers = texts.compactMap { Int($0) }
    guard numbers.count >= 3, numbers.count == texts.count else { return false }
    return zip(numbers, numbers.dropFirst()).allSatisfy { $1 == $0 + 1 }
  }

  // MARK: By values

  /// `order` is every column in the input's order.
  static func byValues(
    _ open: [String], order: [String], values: [String: [String]], headerless: Bool, told: Bool,
    into found: inout Found, taken: inout Set<String>
  ) {
    func assign(_ role: ColumnRole, _ column: String) {
      found.mapping.assign(role, column)
      found.byValues.append(column)
      taken.insert(column)
    }
    var open = open
    let shapes = Dictionary(uniqueKeysWithValues: open.map { ($0, (values[$0] ?? []).map(CellShape.init)) })
    if found.mapping.latitude == nil, found.mapping.longitude == nil,
      let (latitude, longitude) = coordinatePair(open, shapes: shapes)
    {
      assign(.latitude, latitude)
      assign(.longitude, longitude)
      open.removeAll { $0 == latitude || $0 == longitude }
    }
    if found.mapping.postcode == nil,
      let column = open.first(where: { isPostcodeColumn(shapes[$0] ?? [], texts: values[$0] ?? []) })
    {
      assign(.postcode, column)
      open.removeAll { $0 == column }
    }
    if found.mapping.address.isEmpty, found.mapping.street == nil,
      let column = open.first(where: { share(shapes[$0] ?? [], \.isStreetLine) >= streetShare })
    {
      assign(.address, column)
      open.removeAll { $0 == column }
    }
    guard headerless else { return }
    // Without a header, words stand where spreadsheets put them: the name before the address,
    // the city after it.
    let words = open.filter { column in
      let shapes = shapes[column] ?? []
      return share(shapes, \.hasLetters) >= shapeShare && share(shapes, \.isStreetLine) < 0.3
        && share(shapes, \.isContact) < 0.3
    }
    let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
    let anchor = (found.mapping.address.first ?? found.mapping.postcode).flatMap { position[$0] }
    // Words alone (a cover sheet's lines, a list of notes) are no table of places unless the
    // user said the file has no header.
    guard anchor != nil || found.mapping.latitude != nil || told else { return }
    if found.mapping.name == nil,
      let column = words.first(where: { anchor == nil || position[$0] ?? 0 < anchor ?? 0 }) ?? words.first
    {
      assign(.name, column)
    }
    if found.mapping.city == nil, let anchor,
      let column = words.first(where: { column in
        !taken.contains(column) && position[column] ?? 0 > anchor
          && share(shapes[column] ?? [], \.hasDigits) < 0.2
      })
    {
      assign(.city, column)
    }
  }

  /// Two columns of decimal numbers, the first within ±90 and the second within ±180: side by
  /// side first, latitude before longitude unless only the other order fits.
  static func coordinatePair(_ open: [String], shapes: [String: [CellShape]]) -> (String, String)? {
    let decimal = open.filter { column in
      let shapes = shapes[column] ?? []
      return share(shapes, { $0.number != nil && $0.hasFraction }) >= shapeShare
    }
    func fits(_ column: String, _ limit: Double) -> Bool {
      (shapes[column] ?? []).allSatisfy { $0.number.map { abs($0) <= limit } ?? true }
    }
    for (first, second) in zip(decimal, decimal.dropFirst()) {
      if fits(first, 90), fits(second, 180) { return (first, second) }
      if fits(second, 90), fits(first, 180) { return (second, first) }
    }
    return nil
  }

  /// Postcode-shaped values, not a count or an amount: digits of one length (or letters and
  /// digits in a country's pattern), not 1, 2, 3, … and not years.
  static func isPostcodeColumn(_ shapes: [CellShape], texts: [String]) -> Bool {
    guard !shapes.isEmpty, share(shapes, \.isPostcodeLike) >= shapeShare, !isRowNumbers(texts) else {
      return false
    }
    let digitsOnly = zip(shapes, texts).filter { $0.0.isDigits }.map(\.1)
    if digitsOnly.count * 2 > texts.count {
      if Set(digitsOnly.map(\.count)).count > 1 { return false }
      let years = digitsOnly.compactMap(Int.init).filter { (1500...2100).contains($0) }
      if years.count == digitsOnly.count { return false }
    }
    return true
  }

  static func share(_ shapes: [CellShape], _ test: (CellShape) -> Bool) -> Double {
    shapes.isEmpty ? 0 : Double(shapes.filter(test).count) / Double(shapes.count)
  }
}
