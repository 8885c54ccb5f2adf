import EnrichCore
import EnrichHours
import Foundation
import Testing

@Suite struct HoursBatchTests {
  let now = Date(timeIntervalSince1970: 1_798_106_400)  // 2026-12-24T10:00:00Z

  /// A provider's evaluator of structured hours, as the composition root gives one: it says
  /// what it was given, so the batch is seen handing the place over.
  struct EchoingEvaluator: StructuredHoursEvaluator {
    func evaluate(
      _ hours: JSONValue, businessStatus: BusinessStatus?, at time: RequestedTime, context: HoursContext
    ) -> HoursEvaluation {
      let zone = context.timeZone ?? TimeZone(secondsFromGMT: 0) ?? .current
      return HoursEvaluation(
        info: OpenStatusInfo(status: .open, reason: "given \(JSONText.compact(hours))", source: "echo"),
        warning: nil, evaluatedAt: time.resolved(on: ZoneClock(timeZone: zone)), timeZone: zone)
    }
  }

  func run(_ line: String, structured: (any StructuredHoursEvaluator)? = nil) throws -> JSONValue {
    HoursBatch.evaluate(try TestJSON.parse(line), now: now, structured: structured)
  }

  @Test func expressionLine() throws {
    let result = try run(#"{"expr": "Mo-Fr 09:00-17:00", "at": "2026-12-21T10:00", "tz": "Europe/Helsinki"}"#)
    #expect(result["openStatus"] == .string("open"))
    #expect(result["evaluatedAt"] == .string("2026-12-21T10:00:00+02:00"))
    #expect(result["nextChange"] == .string("2026-12-21T17:00:00+02:00"))
    #expect(result["timeZone"] == .string("Europe/Helsinki"))
    #expect(result["at"] == .string("2026-12-21T10:00"))
  }

  @Test func countryCoordinatesAndNow() throws {
    let result = try run(
      #"{"expr": "sunrise-sunset; PH off", "at": "now", "lat": 60.17, "lng": 24.94, "country": "FI"}"#)
    #expect(result["openStatus"] == .string("closed"))  // Christmas Eve is a holiday in Finland
    #expect(result["evaluatedAt"] == .string("2026-12-24T12:00:00+02:00"))
  }

  @Test func placeLineGoesToTheProvidersEvaluator() throws {
    let line = #"{"place": {"periods": []}, "at": "2026-12-21T10:00Z", "tz": "Europe/Helsinki"}"#
    let result = try run(line, structured: EchoingEvaluator())
    #expect(result["openStatus"] == .string("open"))
    #expect(result["openStatusReason"] == .string(#"given {"periods":[]}"#))
    #expect(result["evaluatedAt"] == .string("2026-12-21T12:00:00+02:00"))
  }

  @Test func placeLineWithoutAnEvaluatorIsAnError() throws {
    let result = try run(#"{"place": {"periods": []}, "at": "now"}"#)
    #expect(result["error"]?.stringValue?.contains("no evaluator") == true, "\(result)")
  }

  @Test(arguments: [
    (#"{"expr": "24/7"}"#, "missing \"at\""),
    (#"{"expr": "24/7", "at": "soon"}"#, "cannot read the time"),
    (#"{"expr": "24/7", "at": "now", "tz": "Mars/Olympus"}"#, "unknown time zone"),
    (#"{"expr": "24/7", "at": "now", "lat": 60}"#, "\"lat\" and \"lng\""),
    (#"{"at": "now"}"#, "missing \"expr\""),
    (#"[1, 2]"#, "not a JSON object"),
  ])
  func badLinesGiveErrors(_ line: String, _ message: String) throws {
    let result = try run(line)
    #expect(result["error"]?.stringValue?.contains(message) == true, "\(result)")
    #expect(result["openStatus"] == nil)
  }

  @Test func unparseableExpressionIsUnknownNotError() throws {
    let result = try run(#"{"expr": "Mo-Fr 09:00-17:00 h", "at": "now", "tz": "UTC"}"#)
    #expect(result["openStatus"] == .string("unknown"))
    #expect(result["warning"]?.stringValue?.contains("cannot parse") == true)
    #expect(result["error"] == nil)
  }
}
