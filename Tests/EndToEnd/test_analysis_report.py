"""The `--analyze --format html` page in a real browser (Debian's headless Chromium): on the Tuist
example app (built as DevLog is), the page loads with no console error and no network request,
Graphviz drew the graphs, the search box filters the table, a header sorts it, and clicking a
node of the drawing opens that registration's panel. A screenshot of the page is kept in the
test artifacts (`.build/test-artifacts/`, or `CRADLE_TEST_ARTIFACTS`)."""
import base64
import json
import os
import re
import shutil
import subprocess

from conftest import ROOT, WORKSPACES, run
from mermaid_render import chromium

# Runs first (in <head>): records errors and any attempt to reach the network.
RECORDER = """<script>
window.__errors = [];
window.addEventListener("error", (event) => window.__errors.push(String(event.message)));
const consoleError = console.error;
console.error = (...args) => { window.__errors.push(args.map(String).join(" ")); consoleError(...args); };
window.fetch = () => { window.__errors.push("fetch"); return Promise.reject(new Error("no network")); };
</script>"""

# Runs last (after the page's own script): drives the page as a user does and writes what it saw.
HARNESS = """<pre id="harness-result">pending</pre><script>
(() => {
  const result = {};
  const rows = () => [...document.querySelectorAll("#registrations tbody tr")];
  result.total = rows().length;
  result.svgNodes = document.querySelectorAll("#drawing svg .node").length;
  result.noDrawing = !!document.getElementById("no-drawing");
  const search = document.getElementById("search");
  search.value = "repository";
  search.dispatchEvent(new Event("input"));
  result.filtered = rows().map((tr) => tr.children[0].textContent);
  search.value = "";
  search.dispatchEvent(new Event("input"));
  document.querySelector('th[data-key="fanIn"]').click();
  result.sortedFanIn = rows().map((tr) => Number(tr.children[4].textContent));
  const node = document.querySelector("#drawing svg .node");
  if (node) {
    result.clicked = node.querySelector("title").textContent;
    node.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  }
  const panel = document.getElementById("panel");
  result.panelKey = panel.dataset.key || null;
  result.panelText = panel.textContent;
  result.selectedNodes = document.querySelectorAll("#drawing svg .node.selected").length;
  result.errors = window.__errors;
  const bytes = new TextEncoder().encode(JSON.stringify(result));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  document.getElementById("harness-result").textContent = "done:" + btoa(binary);
})();
</script>"""


def browser_run(page, *extra):
    work = page.parent
    return subprocess.run(
        [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         f"--user-data-dir={work / 'profile'}", "--virtual-time-budget=10000", *extra, page.as_uri()],
        capture_output=True, text=True, timeout=120,
    )


def test_the_html_report_works_in_a_browser(cradle_lsp, tmp_path):
    assert shutil.which("dot"), "Graphviz is not installed: bash .ci/run installs it"
    report = tmp_path / "report.html"
    process = run(cradle_lsp, "--analyze", "--format", "html", "--output", str(report), str(WORKSPACES / "TuistApp"))
    assert process.returncode == 0, process.stderr
    page = report.read_text(encoding="utf-8")
    assert "http://" not in page.replace("http://www.w3.org", ""), "the page loads nothing from the network"
    assert "<script src=" not in page and "<link " not in page

    driven = tmp_path / "driven.html"
    driven.write_text(page.replace("<head>", "<head>" + RECORDER, 1).replace("</body>", HARNESS + "</body>", 1), encoding="utf-8")
    process = browser_run(driven, "--dump-dom")
    match = re.search(r'<pre id="harness-result">done:([A-Za-z0-9+/=]*)</pre>', process.stdout)
    assert match, f"the page did not finish:\n{process.stdout[-2000:]}\n{process.stderr[-2000:]}"
    result = json.loads(base64.b64decode(match.group(1)).decode("utf-8"))

    assert result["errors"] == [], result["errors"]
    assert result["total"] > 0 and result["svgNodes"] == result["total"], result
    assert not result["noDrawing"]
    assert result["filtered"] and len(result["filtered"]) < result["total"], result
    assert all("repository" in label.lower() for label in result["filtered"]), result["filtered"]
    assert result["sortedFanIn"] == sorted(result["sortedFanIn"], reverse=True), result["sortedFanIn"]
    assert result["panelKey"] == result["clicked"], result
    assert "Dependencies" in result["panelText"] and "Path from a root" in result["panelText"], result["panelText"]
    assert result["selectedNodes"] == 1

    artifacts = pathlib_artifacts()
    artifacts.mkdir(parents=True, exist_ok=True)
    screenshot = artifacts / "analysis-report-TuistApp.png"
    process = browser_run(report, f"--screenshot={screenshot}", "--window-size=1400,1000")
    assert screenshot.exists() and screenshot.stat().st_size > 10_000, process.stderr[-2000:]


def pathlib_artifacts():
    import pathlib

    return pathlib.Path(os.environ.get("CRADLE_TEST_ARTIFACTS", ROOT / ".build" / "test-artifacts"))
