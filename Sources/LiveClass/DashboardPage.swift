import Foundation

/// The teacher's web page: plain HTML, a script and SVG, nothing loaded from elsewhere. The
/// state is embedded in the page and drawn by the script at once, then fetched from
/// `/api/state` every second; with `?token=…` in its address the page shows the Next button.
enum DashboardPage {
    static func html(snapshot: ClassSnapshot, text: DashboardText) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let words = (try? encoder.encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return """
            <!DOCTYPE html>
            <html lang="\(escape(text.lang))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(text.title)) · \(escape(snapshot.quiz))</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 1.5rem; color: #222; }
            h1 { font-size: 1.4rem; } h2 { font-size: 1.1rem; margin-top: 1.5rem; }
            #students { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: .4rem; }
            #students li { border: 1px solid #ccc; border-radius: 1rem; padding: .2rem .7rem; }
            #students li.away { color: #999; border-style: dashed; }
            .chart rect.right { fill: #2e8b57; } .chart rect.wrong { fill: #8a9bb0; }
            .chart text { font-size: 13px; } code { background: #f2f2f2; padding: 0 .2rem; }
            table { border-collapse: collapse; } td, th { border: 1px solid #ccc; padding: .2rem .6rem; }
            button { font-size: 1rem; padding: .4rem 1.2rem; }
            </style>
            </head>
            <body>
            <h1>\(escape(text.title)): <span id="quiz">\(escape(snapshot.quiz))</span></h1>
            <p id="join"><code>\(escape(text.joinHint))</code></p>
            <p id="controls" hidden><button id="next" type="button">\(escape(text.next))</button></p>
            <h2 id="joined-title"></h2>
            <ul id="students"></ul>
            <div id="board"></div>
            <script type="application/json" id="state">\(scriptSafe(snapshot.json))</script>
            <script type="application/json" id="words">\(scriptSafe(words))</script>
            <script>
            \(script)
            </script>
            </body>
            </html>
            """
    }

    /// Escapes text for HTML content and attributes.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// JSON made safe inside a `<script>` element.
    private static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "</", with: "<\\/")
    }

    private static let script = #"""
    "use strict";
    const words = JSON.parse(document.getElementById("words").textContent);
    const token = new URLSearchParams(location.search).get("token");
    const SVG = "http://www.w3.org/2000/svg";
    function el(name, attrs, text) {
      const node = name.startsWith("svg:") ? document.createElementNS(SVG, name.slice(4)) : document.createElement(name);
      for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
      if (text !== undefined) node.textContent = text;
      return node;
    }
    function fill(template, values) {
      return template.replace(/\{(\w+)\}/g, (m, k) => (k in values ? values[k] : m));
    }
    function chart(question) {
      const barHeight = 22, gap = 6, labelWidth = 150, width = 560;
      const most = Math.max(1, ...question.bars.map(b => b.count));
      const svg = el("svg:svg", { class: "chart", width: width, height: question.bars.length * (barHeight + gap) + gap,
                                  role: "img", "aria-label": question.prompt });
      question.bars.forEach((bar, i) => {
        const y = gap + i * (barHeight + gap);
        const choice = question.choices[bar.key.charCodeAt(0) - 97];
        const label = bar.key.length === 1 && choice !== undefined ? bar.key + ") " + choice : bar.key;
        svg.appendChild(el("svg:text", { x: 0, y: y + 16 }, label.length > 22 ? label.slice(0, 21) + "…" : label));
        const w = Math.round((width - labelWidth - 40) * bar.count / most);
        svg.appendChild(el("svg:rect", { x: labelWidth, y: y, width: Math.max(w, 1), height: barHeight,
                                         class: bar.right ? "right" : "wrong", "data-key": bar.key, "data-count": bar.count }));
        svg.appendChild(el("svg:text", { x: labelWidth + Math.max(w, 1) + 6, y: y + 16 }, String(bar.count)));
      });
      return svg;
    }
    function questionBlock(state, question) {
      const block = el("section", { class: "question", "data-index": question.index });
      block.appendChild(el("h2", {}, fill(words.questionOf, { n: question.index + 1, total: state.questions.length })));
      block.appendChild(el("p", { class: "prompt" }, question.prompt));
      block.appendChild(el("p", { class: "answered" }, fill(words.answered, { n: question.answered })));
      block.appendChild(chart(question));
      return block;
    }
    function analysis(state) {
      const block = el("section", { id: "analysis" });
      block.appendChild(el("h2", {}, words.analysis));
      if (!state.analysis) { block.appendChild(el("p", {}, words.noAnalysis)); return block; }
      const figure = x => (x === null || x === undefined ? "–" : x.toFixed(2));
      const table = el("table");
      const head = el("tr");
      ["#", words.facility, words.discrimination].forEach(h => head.appendChild(el("th", {}, h)));
      table.appendChild(head);
      state.analysis.items.forEach((item, index) => {
        const row = el("tr", { "data-item": item.id });
        row.appendChild(el("td", {}, String(index + 1)));
        row.appendChild(el("td", {}, figure(item.facility)));
        row.appendChild(el("td", {}, figure(item.discriminationIndex)));
        table.appendChild(row);
      });
      block.appendChild(table);
      block.appendChild(el("p", { id: "alpha" }, words.alpha + ": " + figure(state.analysis.test.cronbachAlpha)));
      return block;
    }
    document.querySelector("#join code").textContent = fill(words.joinHint, { port: location.port || "80" });
    function render(state) {
      document.getElementById("joined-title").textContent = fill(words.joined, { n: state.students.length });
      const list = document.getElementById("students");
      list.replaceChildren(...state.students.map(s => {
        const item = el("li", { class: s.connected ? "here" : "away", "data-name": s.name }, s.name);
        if (state.phase === "finished") item.textContent += " · " + fill(words.score, { n: s.right, total: state.questions.length });
        return item;
      }));
      if (state.students.length === 0) list.appendChild(el("li", { class: "nobody" }, words.nobody));
      const board = document.getElementById("board");
      if (state.phase === "lobby") {
        board.replaceChildren(el("p", { id: "phase" }, words.lobby));
      } else if (state.phase === "question") {
        board.replaceChildren(questionBlock(state, state.questions[state.current]));
      } else {
        board.replaceChildren(el("p", { id: "phase" }, words.finished), ...state.questions.map(q => questionBlock(state, q)), analysis(state));
      }
      document.getElementById("controls").hidden = !token || state.phase === "finished";
    }
    async function refresh() {
      try {
        const reply = await fetch("/api/state", { cache: "no-store" });
        if (reply.ok) render(await reply.json());
      } catch (e) { /* the host has stopped: keep the last state on screen */ }
    }
    document.getElementById("next").addEventListener("click", async () => {
      const reply = await fetch("/api/next?token=" + encodeURIComponent(token), { method: "POST" });
      if (reply.ok) render(await reply.json());
    });
    render(JSON.parse(document.getElementById("state").textContent));
    setInterval(refresh, 1000);
    """#
}
