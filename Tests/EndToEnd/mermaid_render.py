"""Renders Mermaid documents with Mermaid itself, as GitHub and Mermaid's editors do: Mermaid 11's
`mermaid.min.js` (vendored by PyPI's diagram-renderer) runs in headless Chromium (Debian's
chromium), calls `mermaid.render` on each document, and hands back the SVG or the error Mermaid
raised. One browser start renders any number of documents.

    from mermaid_render import render, render_all, assert_renders
    svg = assert_renders(text, "SearchGraph")       # fails the test on a render error
    rendering = render(text)                        # .svg or .error, to inspect either

Both tools missing is a test failure, never a skip: bash .ci/run installs them."""
import base64
import dataclasses
import json
import pathlib
import re
import shutil
import subprocess
import tempfile

import pytest

TIMEOUT = 120  # seconds for one browser run


@dataclasses.dataclass
class Rendering:
    """What Mermaid made of one document: the SVG, or the message of the error it raised."""

    source: str
    svg: str | None
    error: str | None


def mermaid_js():
    """The vendored mermaid.min.js, and its version (must be Mermaid 11)."""
    try:
        import diagram_renderer
    except ImportError:
        pytest.fail("diagram-renderer is not installed: bash .ci/run installs it (pip install diagram-renderer)")
    path = pathlib.Path(diagram_renderer.__file__).parent / "renderers" / "static" / "js" / "mermaid.min.js"
    if not path.exists():
        pytest.fail(f"diagram-renderer no longer vendors mermaid.min.js at {path}")
    versions = re.findall(r'version:"(\d+\.\d+\.\d+)"', path.read_text(encoding="utf-8", errors="replace"))
    version = next((v for v in versions if v.startswith("11.")), None)
    assert version, f"{path} is not Mermaid 11 (versions found: {versions})"
    return path, version


def chromium():
    for name in ["chromium", "chromium-browser", "google-chrome"]:
        if found := shutil.which(name):
            return found
    pytest.fail("chromium is not installed: bash .ci/run installs Debian's chromium")


PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><script src="@SCRIPT@"></script></head>
<body><pre id="result">pending</pre>
<script>
const documents = @DOCUMENTS@;
(async () => {
  const results = [];
  try {
    mermaid.initialize({ startOnLoad: false, securityLevel: "strict" });
    for (let i = 0; i < documents.length; i++) {
      try {
        const { svg } = await mermaid.render("diagram" + i, documents[i]);
        results.push({ svg });
      } catch (error) {
        results.push({ error: String((error && error.message) || error) });
      }
    }
  } catch (error) {
    results.push({ fatal: String((error && error.message) || error) });
  }
  // Base64 of UTF-8 JSON: survives --dump-dom's HTML escaping unchanged.
  const json = JSON.stringify(results);
  const bytes = new TextEncoder().encode(json);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  document.getElementById("result").textContent = "done:" + btoa(binary);
})();
</script></body></html>
"""


def render_all(documents):
    """Renders every document in one headless Chromium; a Rendering for each, in order."""
    script, _ = mermaid_js()
    browser = chromium()
    with tempfile.TemporaryDirectory(prefix="mermaid-render-") as work:
        work = pathlib.Path(work)
        page = work / "page.html"
        embedded = json.dumps(list(documents)).replace("</", "<\\/")
        page.write_text(PAGE.replace("@SCRIPT@", script.as_uri()).replace("@DOCUMENTS@", embedded), encoding="utf-8")
        process = subprocess.run(
            [browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--no-first-run", "--allow-file-access-from-files", f"--user-data-dir={work / 'profile'}",
             "--virtual-time-budget=60000", "--dump-dom", page.as_uri()],
            capture_output=True, text=True, timeout=TIMEOUT,
        )
        match = re.search(r'<pre id="result">done:([A-Za-z0-9+/=]*)</pre>', process.stdout)
        assert match, f"the page did not finish (exit {process.returncode}):\n{process.stdout[-2000:]}\n{process.stderr[-2000:]}"
        results = json.loads(base64.b64decode(match.group(1)).decode("utf-8"))
    fatal = [r["fatal"] for r in results if "fatal" in r]
    assert not fatal, f"Mermaid did not start: {fatal}"
    assert len(results) == len(documents), results
    renderings = []
    for source, result in zip(documents, results):
        svg, error = result.get("svg"), result.get("error")
        # Mermaid draws its "Syntax error in text" picture instead of throwing in some versions.
        if svg is not None and 'aria-roledescription="error"' in svg:
            svg, error = None, "Mermaid drew its error picture"
        renderings.append(Rendering(source=source, svg=svg, error=error))
    return renderings


def render(document):
    return render_all([document])[0]


def check(rendering, *labels, name="document"):
    """Fails unless the rendering is an SVG that shows every label; returns the SVG."""
    assert rendering.error is None, f"Mermaid failed on {name}: {rendering.error}\n{rendering.source}"
    assert rendering.svg and rendering.svg.startswith("<svg"), (name, rendering)
    for label in labels:
        assert label in rendering.svg, f"{name}: {label!r} is not in the rendered SVG"
    return rendering.svg


def assert_renders(document, *labels, name="document"):
    """Renders one document; fails on a render error or a missing label; returns the SVG."""
    return check(render(document), *labels, name=name)
