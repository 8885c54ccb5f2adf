import EnrichTestSupport
import Foundation
import Testing

/// `--report FILE.html` rendered by headless Chromium, as a person would open it: the page
/// shows every section with the run's numbers, needs no script or network, and the screenshot
/// is a real picture of it. (`scripts/report-screenshot.sh` makes the one in docs/.)
@Suite(.serialized) struct RunReportTests {
  /// Chromium's DOM after rendering (`--dump-dom`), and a screenshot, of a local file.
  static func render(_ page: String, screenshot: String) throws -> String {
    let profile = try EnrichProcess.temporaryDirectory().path
    let common = [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
      "--user-data-dir=\(profile)", "--window-size=1280,2000",
      // No network: a page that fetched anything would fail to show it.
      "--host-resolver-rules=MAP * ~NOTFOUND",
    ]
    let shot = try ExternalTools.run(
      ExternalTools.chromium, common + ["--screenshot=\(screenshot)", "file://\(page)"])
    guard shot.status == 0 else { throw EnrichProcess.Failure(description: "chromium: \(shot.stderr)") }
    let dom = try ExternalTools.run(ExternalTools.chromium, common + ["--dump-dom", "file://\(page)"])
    guard dom.status == 0 else { throw EnrichProcess.Failure(description: "chromium: \(dom.stderr)") }
    return dom.stdout
  }

  /// The value shown on the key-figure card `key`.
  static func card(_ dom: String, _ key: String) -> String? {
    guard let start = dom.range(of: "data-kpi=\"\(key)\""),
      let value = dom.range(of: "<span class=\"value\">", range: start.upperBound..<dom.endIndex),
      let end = dom.range(of: "</span>", range: value.upperBound..<dom.endIndex)
    else { return nil }
    return String(dom[value.upperBound..<end.lowerBound])
  }

  /// PNG width and height from the IHDR chunk.
  static func pngSize(_ path: String) throws -> (width: Int, height: Int) {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return (0, 0) }
    let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (number(16), number(20))
  }

  @Test func theReportOfALocalRunShowsEverySectionWithTheRunsNumbers() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let report = directory.appendingPathComponent("report.html").path
    let result = try EnrichProcess.run(
      [
        EnrichProcess.samples("places.csv"), "-o", directory.appendingPathComponent("out.json").path,
        "--report",
        report, "--at", "2026-12-06T10:00", "--summary",
        directory.appendingPathComponent("summary.json").path,
      ], environment: try SampleIndex.environment())
    #expect(result.status == 0, "\(result.stderr)")
    let html = try String(contentsOfFile: report, encoding: .utf8)
    #expect(!html.contains("<script"))
    #expect(!html.contains("http://") && !html.contains("src="), "the page loads nothing")
    let screenshot = directory.appendingPathComponent("report.png").path
    let dom = try Self.render(report, screenshot: screenshot)
    for section in [
      "figures", "status", "confidence", "open-status", "methods", "requests", "failures", "review",
      "attributions",
    ] {
      #expect(dom.contains("id=\"\(section)\""), "section \(section)")
    }
    #expect(Self.card(dom, "rows") == "30")
    #expect(Self.card(dom, "match-rate") == "90.0 %")  // 27 of 30
    #expect(Self.card(dom, "located") == "93.3 %")  // 27 matched + 1 geocoded
    // Row 27 has nothing to search: not answered.
    #expect(Self.card(dom, "failed") == "1")
    #expect(Self.card(dom, "review") == "1")  // Café Regatta, outside the sample area
    #expect(dom.contains("Café Regatta"))
    #expect(dom.contains(">local.searchText</td>") && dom.contains(">27</td>"))
    #expect(dom.contains("empty_row"))  // the row with nothing to search
    #expect(dom.contains("© OpenStreetMap contributors, ODbL 1.0"))
    #expect(dom.contains("threshold 0.60"))
    let size = try Self.pngSize(screenshot)
    #expect(size.width == 1280 && size.height == 2000)
    #expect(try Data(contentsOf: URL(fileURLWithPath: screenshot)).count > 50_000, "a blank page is smaller")
  }

  @Test func requestsAndCostBySKUAgainstTheGoogleDouble() async throws {
    let double = try GoogleDouble()
    let directory = try EnrichProcess.temporaryDirectory()
    let report = directory.appendingPathComponent("report.html").path
    let summaryPath = directory.appendingPathComponent("summary.json").path
    let result = try EnrichProcess.run(
      [
        EnrichProcess.samples("places.csv"), "-o", directory.appendingPathComponent("out.csv").path,
        "--provider",
        "google", "--at", "2026-12-06T10:00", "--report", report, "--summary", summaryPath,
      ],
      environment: [
        "GOOGLE_MAPS_API_KEY": GoogleDouble.key, "ENRICH_PLACES_ENDPOINT": double.baseURL,
        "ENRICH_GEOCODING_ENDPOINT": double.baseURL,
      ])
    #expect(result.status == 0, "\(result.stderr)")
    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: summaryPath)))
        as? [String: Any])
    let cost = try #require(summary["estimatedCostUSD"] as? Double)
    let html = try String(contentsOfFile: report, encoding: .utf8)
    #expect(html.contains(String(format: "$%.2f", cost)), "the summary's cost")
    // With --at the search asks for the hours itself (issue 13): billed as Enterprise.
    #expect(html.contains("Text Search Enterprise"))
    #expect(html.contains("google.places:searchText"))
    #expect(html.contains("Google Maps"))
    #expect(!html.contains(GoogleDouble.key))
  }

  @Test func aReportPathThatHoldsSomeoneElsesFileIsRefusedAndKept() throws {
    let directory = try EnrichProcess.temporaryDirectory()
    let report = directory.appendingPathComponent("notes.html")
    try Data("<html>my notes</html>".utf8).write(to: report)
    let result = try EnrichProcess.run([
      EnrichProcess.samples("places.csv"), "-o", directory.appendingPathComponent("out.json").path,
      "--provider",
      "none", "--report", report.path,
    ])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("the report \(report.path) already exists and was not written by enrich"))
    #expect(try String(contentsOf: report, encoding: .utf8) == "<html>my notes</html>")
    // A report enrich wrote is its own to replace.
    try FileManager.default.removeItem(at: report)
    for _ in 0..<2 {
      let again = try EnrichProcess.run([
        EnrichProcess.samples("places.csv"), "-o", directory.appendingPathComponent("out.json").path,
        "--provider",
        "none", "--report", report.path,
      ])
      #expect(again.status == 0, "\(again.stderr)")
    }
  }
}
