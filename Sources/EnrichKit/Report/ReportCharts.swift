/// The report's charts as inline SVG (no script, no network): a stacked bar of row statuses,
/// a confidence histogram with the threshold, and a donut of open statuses.
enum ReportCharts {
  /// One bar across the width, a segment per status in proportion to its rows.
  static func stackedBar(_ parts: [(label: String, count: Int)]) -> String {
    let total = max(1, parts.reduce(0) { $0 + $1.count })
    var svg = ##"<svg viewBox="0 0 1000 36" role="img" aria-label="rows by status">"##
    var x = 0.0
    for part in parts where part.count > 0 {
      let width = 1000 * Double(part.count) / Double(total)
      svg +=
        ##"<rect x="\##(number(x))" y="0" width="\##(number(width))" height="36" fill="\##(ReportStyle.color(part.label))">"##
        + "<title>\(HTMLText.escape(part.label)): \(part.count)</title></rect>"
      x += width
    }
    return svg + "</svg>"
  }

  /// Bars for ten confidence bins of 0.1, each labelled with its count; a dashed line marks
  /// the threshold under which no row is matched.
  static func histogram(_ bins: [Int], threshold: Double?) -> String {
    // About the size it is shown at, so its labels read at the page's type size.
    let width = 540.0
    let height = 230.0
    let left = 34.0
    let bottom = 26.0
    let top = 20.0
    let plotWidth = width - left - 10
    let plotHeight = height - bottom - top
    let highest = max(1, bins.max() ?? 1)
    let step = plotWidth / Double(bins.count)
    let gap = 3.0
    var svg =
      ##"<svg viewBox="0 0 \##(number(width)) \##(number(height))" role="img" aria-label="confidence histogram">"##
    for line in 0...4 {
      let y = top + plotHeight * Double(line) / 4
      svg +=
        ##"<line x1="\##(number(left))" x2="\##(number(width - 10))" y1="\##(number(y))" y2="\##(number(y))" stroke="#edf2f7"/>"##
      let value = Int((Double(highest) * Double(4 - line) / 4).rounded())
      svg += ##"<text x="\##(number(left - 6))" y="\##(number(y + 4))" text-anchor="end">\##(value)</text>"##
    }
    for (index, count) in bins.enumerated() {
      let barHeight = plotHeight * Double(count) / Double(highest)
      let x = left + step * Double(index) + gap
      let y = top + plotHeight - barHeight
      let low = Double(index) / Double(bins.count)
      let fill = threshold.map { low + 0.05 < $0 } == true ? "#f6ad55" : "#4a90d9"
      svg +=
        ##"<rect x="\##(number(x))" y="\##(number(y))" width="\##(number(step - 2 * gap))" height="\##(number(barHeight))" rx="3" fill="\##(fill)">"##
      svg +=
        "<title>\(HTMLText.decimal(low, places: 1))–\(HTMLText.decimal(low + 0.1, places: 1)): \(count)</title></rect>"
      if count > 0 {
        svg +=
          ##"<text x="\##(number(x + step / 2 - gap))" y="\##(number(y - 5))" text-anchor="middle" style="fill:#1a202c">\##(count)</text>"##
      }
      svg +=
        ##"<text x="\##(number(left + step * Double(index)))" y="\##(number(height - 10))" text-anchor="middle">\##(HTMLText.decimal(low, places: 1))</text>"##
    }
    svg += ##"<text x="\##(number(width - 10))" y="\##(number(height - 10))" text-anchor="end">1.0</text>"##
    if let threshold {
      let x = left + plotWidth * threshold
      svg +=
        ##"<line x1="\##(number(x))" x2="\##(number(x))" y1="\##(number(top - 6))" y2="\##(number(top + plotHeight))" stroke="#c53030" stroke-width="2" stroke-dasharray="6 4"/>"##
      svg +=
        ##"<text x="\##(number(x + 6))" y="\##(number(top + 4))" style="fill:#c53030">threshold \##(HTMLText.decimal(threshold, places: 2))</text>"##
    }
    return svg + "</svg>"
  }

  /// A ring split by share: each part a circle stroke of its length (the circumference is 100).
  static func donut(_ parts: [(label: String, count: Int)], centre: String) -> String {
    let total = parts.reduce(0) { $0 + $1.count }
    var svg = ##"<svg viewBox="0 0 42 42" role="img" aria-label="open status">"##
    svg += ##"<circle cx="21" cy="21" r="15.9155" fill="none" stroke="#edf2f7" stroke-width="6"/>"##
    var offset = 25.0
    for part in parts where part.count > 0 && total > 0 {
      let share = 100 * Double(part.count) / Double(total)
      svg +=
        ##"<circle cx="21" cy="21" r="15.9155" fill="none" stroke="\##(ReportStyle.color(part.label))" stroke-width="6" "##
      svg +=
        ##"stroke-dasharray="\##(number(share)) \##(number(100 - share))" stroke-dashoffset="\##(number(offset))">"##
      svg += "<title>\(HTMLText.escape(part.label)): \(part.count)</title></circle>"
      offset -= share
    }
    svg +=
      ##"<text x="21" y="23.5" text-anchor="middle" style="font-size:7px;font-weight:600;fill:#1a202c">\##(HTMLText.escape(centre))</text>"##
    return svg + "</svg>"
  }

  /// Coordinates with at most two decimals, no float noise.
  static func number(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let whole = hundredths / 100
    let fraction = abs(hundredths % 100)
    if fraction == 0 { return String(whole) }
    let sign = hundredths < 0 && whole == 0 ? "-" : ""
    return sign + "\(whole)." + (fraction < 10 ? "0\(fraction)" : "\(fraction)")
  }
}
