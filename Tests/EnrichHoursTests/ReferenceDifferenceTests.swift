import EnrichCore
import EnrichHours
import Foundation
import Testing

/// Each deliberate difference from the reference (opening-hours-py 2.1.4) that the differential
/// check (bench/hours/differential.py, bench/RESULTS-hours.md) finds, pinned with the reference's
/// answer in the comment: a change to any of them is a decision, not an accident.
@Suite struct ReferenceDifferenceTests {
  static let cases: [OSMCase] = [
    // A date that does not exist selects nothing (the reference: always open).
    OSMCase(expr: "Feb30", at: "2027-04-17T12:00", status: .closed),
    // Holiday then weekdays, space-separated: a public holiday that falls on one of those
    // weekdays, as the specification's holiday-and-weekday sequence says (the reference: union).
    OSMCase(expr: "PH We,Fr", at: "2027-01-20T20:13", status: .closed),
    OSMCase(expr: "PH We,Fr", at: "2027-01-06T12:00", status: .open, reasonContains: "Epiphany"),
    OSMCase(expr: "PH -1 day Mo-We", at: "2027-02-09T06:05", status: .closed),
    OSMCase(expr: "SH Mo-Fr", at: "2026-03-23T00:10", status: .closed, reasonContains: "school"),
    // A comma and a space inside a weekday list continue the list (the reference splits it into
    // whole-day rules, so `Tu` alone would mean all of Tuesday).
    OSMCase(
      expr: "Tu, Fr 10:00-18:00; We-Th 10:00-20:00; Sa-Su 10:00-17:00", at: "2027-04-13T08:10",
      status: .closed),
    OSMCase(
      expr: "Mo, Tu, We, Th, Fr, Su 11:00-01:00; Sa 11:00-02:00", at: "2026-12-11T10:11", status: .closed),
    OSMCase(
      expr: "Mo, Tu, We, Th, Fr, Su 11:00-01:00; Sa 11:00-02:00", at: "2026-12-11T12:00", status: .open),
    // Civil dusk after midnight in Helsinki's white nights ends the next morning (the reference
    // wraps it into the same day).
    OSMCase(expr: "dusk+, Mo closed", at: "2028-07-09T10:17", status: .closed, sun: true),
    // A step longer than the range selects its first week only (the reference: the whole range).
    OSMCase(expr: "week 30-40/27", at: "2027-09-13T00:25", status: .closed),
    OSMCase(expr: "week 30-40/27", at: "2027-07-27T12:00", status: .open),
  ]

  @Test(arguments: cases)
  func differsFromTheReferenceOnPurpose(_ item: OSMCase) throws {
    let result = try item.evaluate()
    #expect(result.info.status == item.status, "\(result.info.reason ?? "")")
    if let fragment = item.reasonContains { #expect(result.info.reason?.contains(fragment) == true) }
  }
}
