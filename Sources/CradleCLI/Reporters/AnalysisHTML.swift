import CradleAnalysis
import CradleProject
import CradleProtocol
import Foundation

/// `--analyze --format html`: one self-contained page (no network): each graph drawn as SVG by
/// Graphviz when `dot` is installed (else a note saying how to get it), a search box, the
/// registrations in a table sortable by each metric, and a panel per registration (lifetime,
/// module, dependencies, consumers, path from a root, dominators, its parameters' bindings)
/// opened by clicking its row or its node in the drawing. Its words are in `language`: the
/// page's `@…@` placeholders are filled from `AnalysisReportText`.
extension AnalysisReport {
    func html(in language: MessageLanguage) -> String {
        let statistics = { (analysis: NetworkAnalysis) -> JSON in
            .array(
                analysis.statistics.map {
                    var fields: [String: JSON] = ["name": .string($0.name), "value": .int($0.value)]
                    // The analysis names its statistics in English; other languages carry the words.
                    if language != .english {
                        fields["text"] = .string(NetworkAnalysis.statisticText(name: $0.name, value: $0.value, in: language))
                    }
                    return .object(fields)
                })
        }
        let data = JSON.object([
            "graphs": .array(
                graphs.map { entry in
                    let (analysis, module, file) = (entry.analysis, entry.module, entry.file)
                    return JSON.object([
                        "name": .string(analysis.name), "module": .string(module), "file": .string(file),
                        "statistics": statistics(analysis),
                        "chains": .array(analysis.longestChains.map { .array($0.map { .string(label(of: $0, in: analysis)) }) }),
                    ])
                }),
            "app": .object([
                "view": .string(appView),
                "statistics": statistics(app),
                "chains": .array(app.longestChains.map { .array($0.map { .string(label(of: $0, in: app)) }) }),
            ]),
            "registrations": .array(
                graphs.flatMap { entry in
                    entry.analysis.nodes.map { registration($0, in: entry.analysis, module: entry.module, language: language) }
                }),
        ])
        // `</` inside a script element would end it: JSON allows `\/`.
        let embedded = data.text.replacingOccurrences(of: "</", with: "<\\/")
        let drawing = Self.drawing(dot: dot(), language: language)
        return Self.page(in: language).replacingOccurrences(of: "@DRAWING@", with: drawing)
            .replacingOccurrences(of: "@DATA@", with: embedded)
    }

    /// The page with its words in `language`, the drawing and the data still to fill.
    static func page(in language: MessageLanguage) -> String {
        let text = { (entry: AnalysisReportText) in entry.text(in: language) }
        let notShort = text(.notShort).components(separatedBy: "{1}")
        let (before, after) = (notShort.first ?? "", notShort.dropFirst().joined())
        // `"; not " + b.candidates.join("; not ")`: each candidate as the entry words it.
        let candidates =
            script(string: "; " + before) + " + b.candidates.join(" + script(string: after + "; " + before) + ")"
            + (after.isEmpty ? "" : " + " + script(string: after))
        var words: [(String, String)] = [
            ("@LANG@", language == .english ? "en" : "ko"),
            ("@TITLE@", html(text(.pageTitle))), ("@SEARCH@", html(text(.search))),
            ("@REGISTRATION@", html(text(.columnRegistration))), ("@GRAPH@", html(text(.columnGraph))),
            ("@MODULE@", html(text(.columnModule))), ("@LIFETIME@", html(text(.columnLifetime))),
            ("@FAN_IN@", html(text(.columnFanIn))), ("@FAN_OUT@", html(text(.columnFanOut))),
            ("@BETWEENNESS@", html(text(.columnBetweenness))), ("@CLICK@", html(text(.clickRegistration))),
            ("@NONE@", script(string: text(.none))),
            ("@STATISTIC@", language == .english ? #"s.value + " " + s.name"# : "s.text"),
            ("@CHAIN@", script(AnalysisReportText.chain, ["(chain.length - 1)", #"chain.join(" → ")"#], in: language)),
            ("@APP@", script(AnalysisReportText.appCapitalized, ["data.app.view"], in: language)),
            ("@COUNT@", script(AnalysisReportText.count, ["rows.length", "data.registrations.length"], in: language)),
            ("@DEPENDENCIES@", script(string: text(.sectionDependencies))),
            ("@CONSUMERS@", script(string: text(.sectionConsumers))), ("@PATH@", script(string: text(.sectionPath))),
            ("@DOMINATORS@", script(string: text(.sectionDominators))),
            ("@BINDINGS@", script(string: text(.sectionBindings))), ("@CANDIDATES@", candidates),
        ]
        var page = template
        // Longest first, so that no placeholder is the start of another.
        words.sort { $0.0.count > $1.0.count }
        for (placeholder, word) in words { page = page.replacingOccurrences(of: placeholder, with: word) }
        return page
    }

    /// Text escaped for HTML content and attribute values.
    static func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A JavaScript string literal of `text`, safe inside a script element.
    static func script(string text: String) -> String {
        JSON.string(text).text.replacingOccurrences(of: "</", with: "<\\/")
    }

    /// A JavaScript expression concatenating an entry's words with `expressions` in its
    /// placeholders: `"chain (" + (chain.length - 1) + "): " + chain.join(" → ")`.
    static func script(_ entry: AnalysisReportText, _ expressions: [String], in language: MessageLanguage) -> String {
        let marker = "\u{1}"
        let filled = entry.text(in: language, arguments: expressions.indices.map { "\(marker)\($0)\(marker)" })
        var parts: [String] = []
        for (index, piece) in filled.components(separatedBy: marker).enumerated() {
            if index % 2 == 1, let number = Int(piece) {
                parts.append(expressions[number])
            } else if !piece.isEmpty {
                parts.append(script(string: piece))
            }
        }
        return parts.joined(separator: " + ")
    }

    private func label(of key: String, in analysis: NetworkAnalysis) -> String {
        analysis.metrics(of: key)?.node.label ?? key
    }

    /// One registration's row and panel data.
    private func registration(
        _ metrics: NetworkAnalysis.NodeMetrics, in analysis: NetworkAnalysis, module: String, language: MessageLanguage
    ) -> JSON {
        let accessor = metrics.node.label.split(separator: ".").last.map(String.init) ?? metrics.node.label
        let own = explanations.filter { $0.graph == analysis.name && $0.factory == metrics.node.factory }
        return .object([
            "key": .string(metrics.node.key), "label": .string(metrics.node.label), "accessor": .string(accessor),
            "graph": .string(analysis.name), "module": .string(module), "lifetime": .string(metrics.node.lifetime ?? ""),
            "fanIn": .int(metrics.fanIn), "fanOut": .int(metrics.fanOut),
            "betweenness": .number((metrics.betweenness * 100).rounded() / 100),
            "place": .string(metrics.node.location.map(place) ?? ""),
            "dependencies": .array(metrics.dependencies.map { .string(label(of: $0, in: analysis)) }),
            "consumers": .array(metrics.dependents.map { .string(label(of: $0, in: analysis)) }),
            "path": .array(metrics.pathFromRoot.map { .string(label(of: $0, in: analysis)) }),
            "dominators": .array(metrics.dominators.map { .string(label(of: $0, in: analysis)) }),
            "bindings": .array(
                own.map { explanation in
                    .object([
                        "parameter": .string(explanation.parameter),
                        "chosen": .string(
                            explanation.chosen.map { "\($0.graph).\($0.factory)" }
                                ?? AnalysisReportText.noRegistration.text(in: language)),
                        "violation": explanation.lifetimeViolation.map(JSON.string) ?? .null,
                        "candidates": .array(
                            explanation.candidates.map {
                                .string("\($0.graph).\($0.factory) [\($0.reason.rawValue)]: \($0.detail)")
                            }),
                    ])
                }),
        ])
    }

    /// Every graph as one DOT document: a cluster per graph, a node per registration (its key as
    /// the node's name, which Graphviz writes as the SVG node's title), dependency edges.
    func dot() -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        var lines = ["digraph Cradle {", "  rankdir=LR;", "  node [shape=box, style=rounded, fontname=Helvetica];"]
        for (index, entry) in graphs.enumerated() {
            lines.append("  subgraph cluster_\(index) {")  // literal: Graphviz's syntax
            lines.append("    label=\(quoted(entry.analysis.name));")
            for metrics in entry.analysis.nodes {
                let accessor = metrics.node.label.split(separator: ".").last.map(String.init) ?? metrics.node.label
                lines.append(
                    "    \(quoted(metrics.node.key)) [label=\(quoted(accessor + "\n." + (metrics.node.lifetime ?? "")))];")
            }
            lines.append("  }")
            for metrics in entry.analysis.nodes {
                for dependency in metrics.dependencies { lines.append("  \(quoted(metrics.node.key)) -> \(quoted(dependency));") }
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The SVG Graphviz draws, or a note in `language` when it is not installed.
    static func drawing(dot: String, language: MessageLanguage) -> String {
        guard let data = ExternalTool.output(of: "dot", arguments: ["-Tsvg"], input: Data(dot.utf8)) else {
            let commands = ["apt install graphviz", "brew install graphviz"]  // literal: commands to type
            let again = "cradle-lsp --analyze --format html"  // literal: a command to type
            let note = AnalysisReportText.noDrawing.text(
                in: language, arguments: (commands + [again]).map { "<code>\($0)</code>" })
            return #"<p class="note" id="no-drawing">"# + note + "</p>"
        }
        let svg = String(decoding: data, as: UTF8.self)
        guard let start = svg.range(of: "<svg") else { return "" }
        return String(svg[start.lowerBound...])
    }

    // literal: the page's markup, style and script; its words are the @…@ placeholders
    static let template = """
        <!doctype html>
        <html lang="@LANG@">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>@TITLE@</title>
        <style>
        body { font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0; color: #1d1d1f; }
        header { position: sticky; top: 0; background: #fff; border-bottom: 1px solid #ddd; padding: 8px 16px; display: flex; gap: 16px; align-items: center; z-index: 2; }
        h1 { font-size: 18px; margin: 0; }
        #search { flex: 1; max-width: 360px; padding: 4px 8px; }
        main { display: flex; gap: 16px; padding: 16px; }
        #content { flex: 1; min-width: 0; }
        #drawing { overflow: auto; max-height: 480px; border: 1px solid #eee; margin-bottom: 16px; }
        #drawing svg .node { cursor: pointer; }
        #drawing svg .node.selected polygon, #drawing svg .node.selected path { stroke: #d70; stroke-width: 3; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; padding: 3px 8px; border-bottom: 1px solid #eee; }
        th { cursor: pointer; user-select: none; background: #fafafa; }
        th.sorted::after { content: " ▾"; }
        th.sorted.ascending::after { content: " ▴"; }
        tbody tr { cursor: pointer; }
        tbody tr:hover, tbody tr.selected { background: #fff4e0; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        #panel { width: 380px; border-left: 1px solid #ddd; padding-left: 16px; }
        #panel h2 { font-size: 16px; margin: 0 0 8px; word-break: break-all; }
        #panel ul { padding-left: 18px; margin: 4px 0 12px; }
        .summary { margin-bottom: 12px; }
        .summary h3 { font-size: 15px; margin: 8px 0 2px; }
        .note { color: #666; }
        </style>
        </head>
        <body>
        <header><h1>@TITLE@</h1><input id="search" type="search" placeholder="@SEARCH@" aria-label="@SEARCH@"><span id="count"></span></header>
        <main>
        <div id="content">
        <section id="summaries"></section>
        <section id="drawing">@DRAWING@</section>
        <table id="registrations">
        <thead><tr>
        <th data-key="label">@REGISTRATION@</th><th data-key="graph">@GRAPH@</th><th data-key="module">@MODULE@</th>
        <th data-key="lifetime">@LIFETIME@</th><th data-key="fanIn" class="numeric">@FAN_IN@</th>
        <th data-key="fanOut" class="numeric">@FAN_OUT@</th><th data-key="betweenness" class="numeric">@BETWEENNESS@</th>
        </tr></thead>
        <tbody></tbody>
        </table>
        </div>
        <aside id="panel"><p class="note">@CLICK@</p></aside>
        </main>
        <script type="application/json" id="analysis-data">@DATA@</script>
        <script>
        "use strict";
        const data = JSON.parse(document.getElementById("analysis-data").textContent);
        const byKey = new Map(data.registrations.map((r) => [r.key, r]));
        const element = (tag, text, className) => {
          const node = document.createElement(tag);
          if (text !== undefined) node.textContent = text;
          if (className) node.className = className;
          return node;
        };
        const list = (items) => {
          const ul = element("ul");
          for (const item of items) ul.appendChild(element("li", item));
          if (items.length === 0) ul.appendChild(element("li", @NONE@));
          return ul;
        };
        // Summaries: each graph's statistics and longest chains, then the app's.
        const summaries = document.getElementById("summaries");
        const summary = (title, statistics, chains) => {
          const section = element("div", undefined, "summary");
          section.appendChild(element("h3", title));
          section.appendChild(element("div", statistics.filter((s) => s.value > 0).map((s) => @STATISTIC@).join(", ")));
          for (const chain of chains) section.appendChild(element("div", @CHAIN@));
          summaries.appendChild(section);
        };
        for (const graph of data.graphs) summary(graph.name + " (" + graph.module + ")", graph.statistics, graph.chains);
        summary(@APP@, data.app.statistics, data.app.chains);
        // The table.
        const tbody = document.querySelector("#registrations tbody");
        let sortKey = "label";
        let ascending = true;
        const render = () => {
          const query = document.getElementById("search").value.trim().toLowerCase();
          const rows = data.registrations.filter((r) => !query || (r.label + " " + r.graph + " " + r.module).toLowerCase().includes(query));
          rows.sort((a, b) => {
            const x = a[sortKey], y = b[sortKey];
            const order = typeof x === "number" ? x - y : String(x).localeCompare(String(y));
            return (ascending ? order : -order) || a.key.localeCompare(b.key);
          });
          tbody.textContent = "";
          for (const r of rows) {
            const tr = element("tr");
            tr.dataset.key = r.key;
            tr.appendChild(element("td", r.label));
            tr.appendChild(element("td", r.graph));
            tr.appendChild(element("td", r.module));
            tr.appendChild(element("td", r.lifetime ? "." + r.lifetime : ""));
            for (const key of ["fanIn", "fanOut", "betweenness"]) tr.appendChild(element("td", String(r[key]), "number"));
            tr.addEventListener("click", () => open(r.key));
            tbody.appendChild(tr);
          }
          document.getElementById("count").textContent = @COUNT@;
          for (const th of document.querySelectorAll("th")) {
            th.classList.toggle("sorted", th.dataset.key === sortKey);
            th.classList.toggle("ascending", th.dataset.key === sortKey && ascending);
          }
        };
        for (const th of document.querySelectorAll("th")) {
          th.addEventListener("click", () => {
            if (sortKey === th.dataset.key) ascending = !ascending;
            else { sortKey = th.dataset.key; ascending = !th.classList.contains("numeric"); }
            render();
          });
        }
        document.getElementById("search").addEventListener("input", render);
        // The panel.
        const open = (key) => {
          const r = byKey.get(key);
          if (!r) return;
          const panel = document.getElementById("panel");
          panel.textContent = "";
          panel.dataset.key = key;
          panel.appendChild(element("h2", r.label));
          panel.appendChild(element("div", (r.lifetime ? "." + r.lifetime : "") + " · " + r.module + (r.place ? " · " + r.place : "")));
          const section = (title, items) => { panel.appendChild(element("h3", title)); panel.appendChild(list(items)); };
          section(@DEPENDENCIES@, r.dependencies);
          section(@CONSUMERS@, r.consumers);
          section(@PATH@, r.path.length ? [r.path.join(" → ")] : []);
          section(@DOMINATORS@, r.dominators);
          section(@BINDINGS@, r.bindings.map((b) => b.parameter + ": " + b.chosen + (b.violation ? " (" + b.violation + ")" : "")
            + (b.candidates.length ? @CANDIDATES@ : "")));
          for (const tr of tbody.querySelectorAll("tr")) tr.classList.toggle("selected", tr.dataset.key === key);
          for (const node of document.querySelectorAll("#drawing svg .node")) {
            const title = node.querySelector("title");
            node.classList.toggle("selected", !!title && title.textContent === key);
          }
        };
        for (const node of document.querySelectorAll("#drawing svg .node")) {
          const title = node.querySelector("title");
          if (title) node.addEventListener("click", () => open(title.textContent));
        }
        render();
        </script>
        </body>
        </html>

        """
}
