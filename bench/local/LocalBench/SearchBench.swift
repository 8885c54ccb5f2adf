import EnrichCore
import EnrichSystem
import Foundation
import LocalProvider

/// Rows per second of `searchText` calls over messy queries built from the index's own places.
enum SearchBench {
  static func run(index: String, rows: Int, tasks: Int) async throws {
    let queries = try Fixture.queries(index: index, limit: 2_000).map(\.query)
    let provider = try LocalProvider(indexPath: index, metrics: ProviderMetrics(), connections: max(tasks, 1))
    let start = DispatchTime.now().uptimeNanoseconds
    try await withThrowingTaskGroup(of: Int.self) { group in
      for task in 0..<tasks {
        group.addTask {
          var found = 0
          var row = task
          while row < rows {
            let results = try await provider.searchText(
              TextSearchRequest(textQuery: queries[row % queries.count]))
            found += results.isEmpty ? 0 : 1
            row += tasks
          }
          return found
        }
      }
      var found = 0
      for try await count in group { found += count }
      let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
      print(
        String(
          format: "search: %d rows, %d task(s), %.2f s, %.0f rows/s, %d with results, peak RSS %.1f MB", rows,
          tasks,
          elapsed, Double(rows) / elapsed, found, peakRSSMegabytes()))
    }
  }
}

/// Queries from the index: real places with a street and number, perturbed.
enum Fixture {
  struct Case {
    var query: String
    var expected: String
    var name: String
  }

  static func queries(index: String, limit: Int) throws -> [Case] {
    let database = try SQLiteDatabase(path: index, mode: .readOnly)
    let statement = try database.prepare(
      """
      SELECT osm_id, name, street, housenumber, city FROM places
      WHERE street IS NOT NULL AND housenumber IS NOT NULL ORDER BY osm_id LIMIT \(limit)
      """, purpose: "read benchmark places")
    var perturb = Perturbation(seed: 42)
    var cases: [Case] = []
    while try statement.step() {
      let name = statement.text(1) ?? ""
      let street = statement.text(2) ?? ""
      let number = statement.text(3) ?? ""
      let city = statement.text(4).map { ", " + $0 } ?? ""
      let query = "\(perturb.name(name)), \(perturb.street(street)) \(number)\(city)"
      cases.append(Case(query: query, expected: statement.text(0) ?? "", name: name))
    }
    return cases
  }
}
