import EnrichCore

extension FakeProvider.Answers {
  /// Invented answers for every endpoint, with everything `Place` can carry: two places per
  /// search (`id-<text>-1`, `id-<text>-2`), the first of them per geocode, and Details for any
  /// such id except `goneIDs` (which answer nil, as Google's 404 does).
  package static func invented(goneIDs: Set<String> = []) -> Self {
    Self(
      searchText: { request in
        inventedPlaces(for: request.textQuery).map {
          ProviderPlace(place: $0, score: 0.9, distanceMeters: 12.5)
        }
      },
      geocode: { request in Array(inventedPlaces(for: request.address).prefix(1)) },
      nearby: { _ in inventedPlaces(for: "near").map { ProviderPlace(place: $0) } },
      autocomplete: { request in
        [
          Suggestion(
            placeID: "id-s", text: "\(request.input) Cafe, Helsinki", mainText: "\(request.input) Cafe",
            secondaryText: "Helsinki", types: ["cafe"], distanceMeters: 40, matches: [0..<3])
        ]
      },
      details: { request in
        if goneIDs.contains(request.placeID) { return nil }
        // Every invented id is known: `id-<text>-<n>`.
        let parts = request.placeID.split(separator: "-")
        guard parts.count >= 3, let number = Int(parts[parts.count - 1]) else { return nil }
        let text = parts.dropFirst().dropLast().joined(separator: "-")
        return inventedPlaces(for: text).first { $0.id == request.placeID && number > 0 }
      })
  }

  /// The two invented places of a query.
  package static func inventedPlaces(for text: String) -> [Place] {
    (1...2).map { number in
      Place(
        id: "id-\(text.lowercased())-\(number)", name: "\(text) \(number)",
        formattedAddress: "Testikatu \(number), Helsinki",
        location: Coordinate(latitude: 60.1 + Double(number) / 100, longitude: 24.9),
        types: ["cafe", "food"],
        primaryType: "cafe", businessStatus: .operational,
        address: PostalAddress(
          street: "Testikatu", houseNumber: "\(number)", city: "Helsinki", countryCode: "FI"),
        phone: "+358 1", website: "https://example.test",
        // Both forms of hours: the first place an OSM expression, the second structured periods.
        hours: number == 1
          ? .expression("Mo-Fr 09:00-17:00")
          : .periods(.object([JSONMember("utcOffsetMinutes", .number("120")), JSONMember("b", .null)])),
        timeZone: "Europe/Helsinki", locationType: "ROOFTOP", partialMatch: false,
        extra: [JSONMember("osm", .array([.string("node/1"), .bool(true), .number("1.50")]))])
    }
  }
}
