/// The report's look: one inline style sheet (no web fonts, no network), readable on screen
/// and on paper.
enum ReportStyle {
  /// Colours per row status, shared by the bars, the legend and the badges.
  static func color(_ status: String) -> String {
    switch status {
    case "matched": return "#2f855a"
    case "geocoded": return "#2b6cb0"
    case "not_found": return "#a0aec0"
    case "low_confidence": return "#d69e2e"
    case "ambiguous": return "#dd6b20"
    case "invalid": return "#b83280"
    case "failed": return "#c53030"
    case "skipped": return "#cbd5e0"
    case "open": return "#2f855a"
    case "closed": return "#c53030"
    default: return "#a0aec0"
    }
  }

  static let css = """
    :root { --ink: #1a202c; --muted: #5a6778; --line: #e2e8f0; --panel: #ffffff; --page: #f4f6f9;
      --accent: #2b6cb0; }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--page); color: var(--ink);
      font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "DejaVu Sans", sans-serif; }
    main { max-width: 1180px; margin: 0 auto; padding: 28px 28px 40px; }
    header.top { display: flex; justify-content: space-between; align-items: flex-end; gap: 24px;
      border-bottom: 3px solid var(--accent); padding-bottom: 14px; margin-bottom: 22px; }
    header.top h1 { font-size: 26px; margin: 0 0 4px; letter-spacing: -0.01em; }
    header.top .sub { color: var(--muted); margin: 0; }
    header.top .meta { text-align: right; color: var(--muted); font-size: 12.5px; }
    header.top .meta b { color: var(--ink); font-weight: 600; }
    .cards { display: grid; grid-template-columns: repeat(6, 1fr); gap: 14px; margin-bottom: 22px; }
    .card { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 14px 16px;
      box-shadow: 0 1px 2px rgba(26, 32, 44, 0.05); }
    .card .label { color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: 0.06em; }
    .card .value { display: block; font-size: 26px; font-weight: 650; margin-top: 2px; font-variant-numeric: tabular-nums; }
    .card .note { color: var(--muted); font-size: 12.5px; }
    .card.good .value { color: #2f855a; } .card.warn .value { color: #c05621; } .card.bad .value { color: #c53030; }
    .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 18px; margin-bottom: 18px; }
    .panel { background: var(--panel); border: 1px solid var(--line); border-radius: 10px; padding: 16px 18px 18px;
      box-shadow: 0 1px 2px rgba(26, 32, 44, 0.05); margin-bottom: 18px; }
    .grid .panel { margin-bottom: 0; }
    .panel h2 { font-size: 16px; margin: 0 0 12px; }
    .panel h2 small { color: var(--muted); font-weight: 400; font-size: 12.5px; margin-left: 6px; }
    .panel p.empty { color: var(--muted); margin: 4px 0 0; }
    table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
    th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
    th { color: var(--muted); font-weight: 600; font-size: 12px; text-transform: uppercase; letter-spacing: 0.04em; }
    td.num, th.num { text-align: right; white-space: nowrap; }
    tr.total td { font-weight: 650; border-bottom: none; }
    .swatch { display: inline-block; width: 10px; height: 10px; border-radius: 2px; margin-right: 7px; vertical-align: 0; }
    .badge { display: inline-block; padding: 1px 7px; border-radius: 999px; font-size: 12px; color: #fff; white-space: nowrap; }
    .cands { margin: 0; padding: 0; list-style: none; }
    .cands li { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; max-width: 420px; }
    .cands .c { color: var(--muted); margin-left: 4px; font-size: 12px; }
    .muted { color: var(--muted); }
    svg { display: block; width: 100%; height: auto; }
    svg text { font-family: inherit; fill: var(--muted); font-size: 11px; }
    .donut { display: flex; align-items: center; gap: 22px; }
    .donut svg { width: 150px; flex: none; }
    ul.credits { margin: 0; padding-left: 18px; }
    footer { color: var(--muted); font-size: 12px; text-align: center; margin-top: 10px; }
    @media (max-width: 900px) { .cards { grid-template-columns: repeat(3, 1fr); } .grid { grid-template-columns: 1fr; } }
    @media print { body { background: #fff; } .panel, .card { box-shadow: none; } }
    """
}
