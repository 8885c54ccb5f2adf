import EnrichCore
import EnrichFormats

/// The run report as one self-contained HTML page: key figures, rows by status and method,
/// the confidence histogram, open statuses, requests and cost by SKU, retries and failures by
/// reason, the rows to review with their top candidates, and the attributions. No script, no
/// network, no basemap (Google's terms forbid Places content on a non-Google map, and OSM
/// tiles would be a download). Pure: the same statistics give the same page.
enum ReportPage {
  /// Recognises a report enrich wrote (the ownership rule): this tag is in its first line.
  static let generatorTag = #"<meta name="generator" content="enrich"#

  static func render(_ stats: ReportStatistics, _ facts: ReportFacts) -> String {
    var html = """
      <!DOCTYPE html>
      <html lang="en"><head><meta charset="utf-8">\(generatorTag) \(HTMLText.escape(facts.header.generator))">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>enrich run report — \(HTMLText.escape(facts.inputName))</title>
      <style>\(ReportStyle.css)</style></head>
      <body><main>

      """
    html += top(facts)
    html += cards(stats, facts)
    html += "<div class=\"grid\">\n" + status(stats) + confidence(stats, facts) + "</div>\n"
    html += "<div class=\"grid\">\n" + openStatus(stats) + methods(stats, facts) + "</div>\n"
    html += requests(facts)
    html += failures(stats, facts)
    html += review(stats)
    html += attributions(facts)
    html += "<footer>\(HTMLText.escape(facts.header.generator)) · column contract v\(ColumnContract.version)"
    html += " · generated \(HTMLText.escape(facts.header.generatedAt))</footer>\n</main></body></html>\n"
    return html
  }

  static func top(_ facts: ReportFacts) -> String {
    let outputs = facts.outputs.filter { $0 != "-" }.map(HTMLText.escape).joined(separator: ", ")
    var meta = "<b>Provider</b> \(HTMLText.escape(facts.header.providerLabel))"
    if let openAt = facts.header.openAt { meta += " · <b>Open at</b> \(HTMLText.escape(openAt))" }
    meta +=
      "<br><b>Run</b> \(HTMLText.escape(facts.header.generatedAt)) · \(HTMLText.duration(facts.summary.elapsedSeconds))"
    return """
      <header class="top"><div><h1>Run report</h1>
      <p class="sub">\(HTMLText.escape(facts.inputName))\(outputs.isEmpty ? "" : " → " + outputs)</p></div>
      <div class="meta">\(meta)</div></header>

      """
  }

  static func card(_ key: String, _ label: String, _ value: String, _ note: String, tone: String = "")
    -> String
  {
    """
    <div class="card \(tone)" data-kpi="\(key)"><span class="label">\(label)</span><span class="value">\(value)</span>\
    <span class="note">\(note)</span></div>

    """
  }

  /// The key figures. Green only says something good about a run that answered rows: one that
  /// answered none (every row skipped, invalid or failed) shows no green figure.
  static func cards(_ stats: ReportStatistics, _ facts: ReportFacts) -> String {
    let failed = stats.unanswered
    let review = stats.reviewCount
    let answeredAny = stats.answered > 0
    var html = "<section class=\"cards\" id=\"figures\">\n"
    html += card("rows", "Rows", HTMLText.count(stats.rows), "in the output")
    html += card(
      "match-rate", "Match rate", HTMLText.percent(stats.matchRate),
      "\(HTMLText.count(stats.count(.matched))) matched",
      tone: stats.matchRate >= 0.8 ? "good" : stats.matchRate >= 0.5 ? "warn" : "bad")
    html += card(
      "located", "Located", HTMLText.percent(stats.locatedRate),
      "matched or geocoded (\(HTMLText.count(stats.count(.geocoded))) geocoded)")
    html += card(
      "review", "To review", HTMLText.count(review), "ambiguous, low confidence, not found",
      tone: review == 0 && answeredAny ? "good" : "warn")
    html += card(
      "failed", "Not answered", HTMLText.count(failed), "failed, invalid or skipped rows",
      tone: failed == 0 && answeredAny ? "good" : "bad")
    html += card(
      "cost", "Est. cost", HTMLText.dollars(facts.costUSD),
      "\(HTMLText.count(facts.totalRequests)) \(Counted.noun(facts.totalRequests, "request")), "
        + "\(HTMLText.count(facts.summary.cacheHits)) \(Counted.noun(facts.summary.cacheHits, "cache hit"))"
    )
    return html + "</section>\n"
  }

  static func status(_ stats: ReportStatistics) -> String {
    let parts = RowStatus.allCases.map { (label: $0.rawValue, count: stats.count($0)) }
    var html = "<section class=\"panel\" id=\"status\"><h2>Rows by status</h2>\n"
    html += ReportCharts.stackedBar(parts)
    html +=
      "<table><thead><tr><th>status</th><th class=\"num\">rows</th><th class=\"num\">share</th></tr></thead><tbody>\n"
    for part in parts where part.count > 0 {
      html += "<tr><td><span class=\"swatch\" style=\"background:\(ReportStyle.color(part.label))\"></span>"
      html += "\(part.label)</td><td class=\"num\">\(HTMLText.count(part.count))</td>"
      html +=
        "<td class=\"num\">\(HTMLText.percent(Double(part.count) / Double(max(1, stats.rows))))</td></tr>\n"
    }
    return html + "</tbody></table></section>\n"
  }

  static func confidence(_ stats: ReportStatistics, _ facts: ReportFacts) -> String {
    var html = "<section class=\"panel\" id=\"confidence\"><h2>Confidence"
    if let mean = stats.meanConfidence {
      html += "<small>mean \(HTMLText.decimal(mean)), \(Counted.of(stats.withConfidence, "row"))</small>"
    }
    html += "</h2>\n"
    guard stats.withConfidence > 0 else {
      return html + "<p class=\"empty\">No row has a confidence.</p></section>\n"
    }
    return html + ReportCharts.histogram(stats.histogram, threshold: facts.minConfidence) + "</section>\n"
  }

  static func openStatus(_ stats: ReportStatistics) -> String {
    let parts = [OpenStatus.open, .closed, .unknown].map {
      (label: $0.rawValue, count: stats.byOpenStatus[$0] ?? 0)
    }
    let total = parts.reduce(0) { $0 + $1.count }
    var html = "<section class=\"panel\" id=\"open-status\"><h2>Open status</h2>\n"
    guard total > 0 else { return html + "<p class=\"empty\">No open status was asked for.</p></section>\n" }
    html +=
      "<div class=\"donut\">" + ReportCharts.donut(parts, centre: HTMLText.count(total)) + "<table><tbody>\n"
    for part in parts {
      html += "<tr><td><span class=\"swatch\" style=\"background:\(ReportStyle.color(part.label))\"></span>"
      html += "\(part.label)</td><td class=\"num\">\(HTMLText.count(part.count))</td>"
      html += "<td class=\"num\">\(HTMLText.percent(Double(part.count) / Double(total)))</td></tr>\n"
    }
    return html + "</tbody></table></div></section>\n"
  }

  static func methods(_ stats: ReportStatistics, _ facts: ReportFacts) -> String {
    var html = "<section class=\"panel\" id=\"methods\"><h2>How rows were answered</h2>\n<table><tbody>\n"
    for method in ["text_search", "geocode", "nearby"] {
      html +=
        "<tr><td>\(method)</td><td class=\"num\">\(HTMLText.count(stats.byMethod[method] ?? 0))</td></tr>\n"
    }
    html +=
      "<tr><td>no answer</td><td class=\"num\">\(HTMLText.count(stats.rows - stats.byMethod.values.reduce(0, +)))</td></tr>\n"
    html +=
      "<tr><td>rows with warnings</td><td class=\"num\">\(HTMLText.count(stats.withWarnings))</td></tr>\n"
    if let changes = facts.summary[ChangeSummary.self] {
      html +=
        "<tr><td>changed since the previous output</td><td class=\"num\">\(changes.rowsChanged)</td></tr>\n"
    }
    return html + "</tbody></table></section>\n"
  }

  static func requests(_ facts: ReportFacts) -> String {
    var html = "<section class=\"panel\" id=\"requests\"><h2>Requests and cost<small>list prices, "
    html += "free monthly caps ignored</small></h2>\n"
    guard !facts.requests.isEmpty else {
      return html + "<p class=\"empty\">No provider request was made.</p></section>\n"
    }
    html += "<table><thead><tr><th>endpoint</th><th>SKU</th><th class=\"num\">requests</th>"
    html += "<th class=\"num\">per 1,000</th><th class=\"num\">cost</th></tr></thead><tbody>\n"
    for request in facts.requests {
      html +=
        "<tr><td>\(HTMLText.escape(request.endpoint))</td><td>\(HTMLText.escape(request.sku ?? "—"))</td>"
      html += "<td class=\"num\">\(HTMLText.count(request.count))</td>"
      html += "<td class=\"num\">\(request.perThousandUSD.map(HTMLText.dollars) ?? "free")</td>"
      html += "<td class=\"num\">\(HTMLText.dollars(request.costUSD))</td></tr>\n"
    }
    html +=
      "<tr class=\"total\"><td>total</td><td></td><td class=\"num\">\(HTMLText.count(facts.totalRequests))</td>"
    html += "<td></td><td class=\"num\">\(HTMLText.dollars(facts.costUSD))</td></tr>\n</tbody></table>\n"
    html += "<h2 style=\"margin-top:16px\">By SKU</h2><table><tbody>\n"
    for sku in facts.bySKU {
      html += "<tr><td>\(HTMLText.escape(sku.sku))</td><td class=\"num\">\(HTMLText.count(sku.count))</td>"
      html += "<td class=\"num\">\(HTMLText.dollars(sku.costUSD))</td></tr>\n"
    }
    html += "</tbody></table>\n<p class=\"muted\">Cache hits \(HTMLText.count(facts.summary.cacheHits)) · "
    html +=
      "retries \(HTMLText.count(facts.retries)) · rate-limited answers \(HTMLText.count(facts.rateLimited))</p>"
    return html + "</section>\n"
  }

  static func failures(_ stats: ReportStatistics, _ facts: ReportFacts) -> String {
    var html = "<section class=\"panel\" id=\"failures\"><h2>Retries and failures<small>"
    html +=
      "\(HTMLText.count(facts.retries)) \(Counted.noun(facts.retries, "retry", "retries")), "
      + "\(HTMLText.count(facts.rateLimited)) rate-limited</small></h2>\n"
    guard !stats.failures.isEmpty else {
      return html + "<p class=\"empty\">No row failed, was invalid or was skipped.</p></section>\n"
    }
    html +=
      "<table><thead><tr><th>reason</th><th class=\"num\">rows</th><th>example</th></tr></thead><tbody>\n"
    for failure in stats.failures.sorted(by: { $0.count > $1.count }) {
      html +=
        "<tr><td><code>\(HTMLText.escape(failure.code))</code></td><td class=\"num\">\(HTMLText.count(failure.count))</td>"
      html += "<td class=\"muted\">\(HTMLText.escape(String(failure.example.prefix(240))))</td></tr>\n"
    }
    return html + "</tbody></table></section>\n"
  }

  static func review(_ stats: ReportStatistics) -> String {
    var html = "<section class=\"panel\" id=\"review\"><h2>Rows to review<small>"
    html += "\(HTMLText.count(stats.reviewCount)) \(Counted.noun(stats.reviewCount, "row"))"
    if stats.reviewCount > stats.review.count { html += ", the first \(stats.review.count) listed" }
    html += "</small></h2>\n"
    guard !stats.review.isEmpty else { return html + "<p class=\"empty\">Nothing to review.</p></section>\n" }
    html += "<table><thead><tr><th class=\"num\">row</th><th>status</th><th>searched</th>"
    html += "<th class=\"num\">confidence</th><th>top candidates</th></tr></thead><tbody>\n"
    for row in stats.review {
      html += "<tr><td class=\"num\">\(row.row)</td><td><span class=\"badge\" style=\"background:"
      html += "\(ReportStyle.color(row.status.rawValue))\">\(row.status.rawValue)</span></td>"
      html +=
        "<td>\(HTMLText.escape(row.query))<br><span class=\"muted\">\(HTMLText.escape(row.reason))</span></td>"
      html += "<td class=\"num\">\(row.confidence.map { HTMLText.decimal($0) } ?? "—")</td><td>"
      if row.candidates.isEmpty {
        html += "<span class=\"muted\">\(HTMLText.escape(row.answer ?? "no candidate"))</span>"
      } else {
        html += "<ol class=\"cands\">"
        for candidate in row.candidates {
          html +=
            "<li>\(HTMLText.escape(candidate.name))<span class=\"c\">\(HTMLText.decimal(candidate.confidence))"
          if !candidate.address.isEmpty { html += " · \(HTMLText.escape(candidate.address))" }
          html += "</span></li>"
        }
        html += "</ol>"
      }
      html += "</td></tr>\n"
    }
    return html + "</tbody></table></section>\n"
  }

  static func attributions(_ facts: ReportFacts) -> String {
    var html = "<section class=\"panel\" id=\"attributions\"><h2>Attributions</h2>\n"
    guard !facts.header.attributions.isEmpty else {
      return html + "<p class=\"empty\">No provider data in this run.</p></section>\n"
    }
    html += "<ul class=\"credits\">\n"
    for credit in facts.header.attributions {
      html += "<li>\(HTMLText.escape(credit.text))"
      if let url = credit.url { html += " — <a href=\"\(HTMLText.escape(url))\">\(HTMLText.escape(url))</a>" }
      html += "</li>\n"
    }
    return html + "</ul><p class=\"muted\">Third-party credits of single places are in each row's "
      + "<code>enrich_attribution</code>.</p></section>\n"
  }
}
