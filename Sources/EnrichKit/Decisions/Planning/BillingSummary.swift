import EnrichCore

/// The summary's `billing`: what was answered by priced providers, one line per endpoint and
/// SKU, with its list price and cost (`RunPricing.billing`).
package struct BillingSummary: SummarySection {
  /// Requests to one endpoint billed under one SKU.
  package struct Line: Sendable, Equatable {
    package var endpoint: String
    package var sku: String?
    /// nil: free.
    package var perThousandUSD: Double?
    package var requests: Int

    package init(endpoint: String, sku: String?, perThousandUSD: Double?, requests: Int) {
      self.endpoint = endpoint
      self.sku = sku
      self.perThousandUSD = perThousandUSD
      self.requests = requests
    }

    /// To the cent.
    package var costUSD: Double { ((perThousandUSD ?? 0) * Double(requests) / 10).rounded() / 100 }

    var jsonValue: JSONValue {
      var object = JSONObjectBuilder()
      object.add("endpoint", endpoint)
      object.add("sku", sku)
      object.add("perThousandUSD", perThousandUSD)
      object.add("requests", requests)
      object.add("costUSD", costUSD)
      return object.value
    }

    init?(json: JSONValue) {
      guard let endpoint = json["endpoint"]?.stringValue, let requests = json["requests"]?.countValue else {
        return nil
      }
      self.init(
        endpoint: endpoint, sku: json["sku"]?.stringValue,
        perThousandUSD: json["perThousandUSD"]?.doubleValue,
        requests: requests)
    }

    /// Lines of one endpoint, SKU and price add up.
    func isSameCharge(as other: Line) -> Bool {
      (endpoint, sku, perThousandUSD) == (other.endpoint, other.sku, other.perThousandUSD)
    }
  }

  package static let key = "billing"

  /// By endpoint, then SKU.
  package var lines: [Line]

  /// `lines`, summed by endpoint, SKU and price, in their order.
  package init(_ lines: [Line]) {
    var summed: [Line] = []
    for line in lines {
      if let index = summed.firstIndex(where: { $0.isSameCharge(as: line) }) {
        summed[index].requests += line.requests
      } else {
        summed.append(line)
      }
    }
    self.lines = summed.sorted {
      ($0.endpoint, $0.sku ?? "", $0.perThousandUSD ?? 0) < (
        $1.endpoint, $1.sku ?? "", $1.perThousandUSD ?? 0
      )
    }
  }

  package var jsonValue: JSONValue { .array(lines.map(\.jsonValue)) }

  package init?(json: JSONValue) {
    guard let items = json.arrayValue else { return nil }
    var lines: [Line] = []
    for item in items {
      guard let line = Line(json: item) else { return nil }
      lines.append(line)
    }
    self.lines = lines
  }

  /// What every part billed, summed by endpoint, SKU and price (each cost from the summed
  /// requests, to the cent).
  package static func merged(_ parts: [BillingSummary?]) -> BillingSummary? {
    let present = parts.compactMap { $0 }
    guard !present.isEmpty else { return nil }
    return BillingSummary(present.flatMap(\.lines))
  }
}
