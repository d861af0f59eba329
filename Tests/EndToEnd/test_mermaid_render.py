"""Every Mermaid document cradle-lsp prints, rendered by Mermaid 11 in headless Chromium
(mermaid_render.py): CradlePlugin's format for one module, the workspace view for several, the
files `--graph mermaid --output DIR` writes (with and without `--workspace`) for every example
workspace, the README's diagram, the server's `cradle/graphDiagram` answers, and a graph whose
labels hold generics, closures, tuples, `&` and Korean. Each must render without a Mermaid
error, show every node label exactly as written, and draw every edge. Deliberately broken
documents prove that a render error fails the check."""
import html
import json
import re
import subprocess

import pytest

from conftest import ROOT, WORKSPACES, run
from mermaid_render import check, mermaid_js, render_all

README_COMPOSITION = re.compile(r"<!-- composition:begin -->\n```mermaid\n(.*?)```\n<!-- composition:end -->", re.S)
README_DIAGRAM = re.compile(r"<!-- diagram:begin -->\n```mermaid\n(.*?)```\n<!-- diagram:end -->", re.S)
NODE = re.compile(r'^\s*(?:subgraph\s+)?\w+\["(.*)"\]\s*$', re.M)
# Solid value edges and the composition view's dotted, labelled structural ones (`-. 생성 .->`).
EDGE = re.compile(r"^\s*\w+ (?:-->|-\. \S+ \.->) \w+\s*$", re.M)

EDGE_CASES = """import Cradle

@DependencyGraph
public final class EdgeGraph {
    @Provide
    private func makeCache() -> Dictionary<String, [Int]> { [:] }

    @Provide(.lazy)
    private func makeHandler(cache: Dictionary<String, [Int]>) -> (Int) -> Void { { _ in } }

    @Provide(.transient)
    private func makeOptional() -> Optional<String> { nil }

    @Provide
    private func make사용자() -> 사용자 { 사용자() }

    @Provide
    private func makeTuple(handler: (Int) -> Void) -> (a: Int, b: String) { (1, "") }

    @Provide
    private func makeAny(user: 사용자) -> any Sendable & Hashable { 1 }

    @Provide
    private func makeNested() -> A<B<C>>.D { A<B<C>>.D() }
}

@DependencyGraph(sources: [EdgeGraph.self])
public final class Second파생Graph {
    @Provide
    private func makeUse(user: 사용자) -> Set<Int> { [] }
}
"""


def rendered_labels(svg):
    """The text of every label Mermaid drew (HTML labels, as `<p>` in foreignObject; else SVG text)."""
    found = re.findall(r"<p>(.*?)</p>", svg, re.S) or re.findall(r"<tspan[^>]*>(.*?)</tspan>", svg, re.S)
    return {html.unescape(label).strip() for label in found}


def expected_labels(source):
    """Every non-blank node and subgraph label of the document, as Mermaid shows it."""
    return {html.unescape(label).replace("<br/>", "<br>").strip() for label in NODE.findall(source) if label.strip()}


def check_drawing(rendering, name):
    svg = check(rendering, name=name)
    missing = expected_labels(rendering.source) - rendered_labels(svg)
    assert not missing, f"{name}: labels not drawn as written: {sorted(missing)}"
    edges = len(re.findall(r'<path[^>]*\bid="L_', svg))
    assert edges == len(EDGE.findall(rendering.source)), f"{name}: {edges} edges drawn, {len(EDGE.findall(rendering.source))} written"


def graph(cradle_lsp, *arguments):
    result = run(cradle_lsp, "--graph", "mermaid", *map(str, arguments))
    assert result.returncode == 0, result.stderr
    return result.stdout


class Server:
    """A minimal LSP client over stdio: enough for initialize, didOpen, a request, and exit."""

    def __init__(self, binary, root):
        self.process = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.next_id = 0
        self.notifications = []
        self.request("initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {},
                                    "workspaceFolders": [{"uri": root.as_uri(), "name": root.name}]})
        self.notify("initialized", {})

    def send(self, message):
        body = json.dumps(message).encode("utf-8")
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        headers = {}
        while (line := self.process.stdout.readline().decode("ascii")) not in ("\r\n", ""):
            key, value = line.split(":", 1)
            headers[key.strip().lower()] = value.strip()
        assert headers, "the server closed its output"
        return json.loads(self.process.stdout.read(int(headers["content-length"])))

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if "method" in message and "id" in message:  # a request from the server: no capability asked for it
                self.send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            elif "method" in message:
                self.notifications.append(message)
            elif message.get("id") == self.next_id:
                assert "error" not in message, message
                return message["result"]

    def close(self):
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.process.wait(timeout=10)
        finally:
            if self.process.poll() is None:
                self.process.kill()


def server_diagrams(cradle_lsp):
    root = WORKSPACES / "UserSearch"
    path = root / "Packages" / "Search" / "Sources" / "Search" / "SearchGraph.swift"
    server = Server(cradle_lsp, root)
    try:
        uri = path.as_uri()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1,
                                                                "text": path.read_text(encoding="utf-8")}})
        of_file = server.request("cradle/graphDiagram", {"textDocument": {"uri": uri}, "format": "mermaid"})
        of_workspace = server.request("cradle/graphDiagram", {"format": "mermaid"})
    finally:
        server.close()
    return of_file, of_workspace


@pytest.fixture(scope="module")
def documents(cradle_lsp, tmp_path_factory):
    """Every Mermaid document the tool prints here, by name."""
    found = {}
    found["one module (CradlePlugin format)"] = graph(cradle_lsp, WORKSPACES / "UserSearch" / "Packages" / "Search")
    readme = README_DIAGRAM.search((ROOT / "README.md").read_text(encoding="utf-8"))
    assert readme, "the README's diagram sits between diagram:begin and diagram:end"
    found["README diagram"] = readme.group(1)
    composition = README_COMPOSITION.search((ROOT / "README.md").read_text(encoding="utf-8"))
    assert composition, "the README's composition example sits between composition:begin and composition:end"
    found["README composition example"] = composition.group(1)
    fixture = (ROOT / "protocol-fixtures" / "workspace-diagram-composition.txtar").read_text(encoding="utf-8")
    source = fixture.split("-- Sources/App/Graphs.swift --\n", 1)[1].split("-- session --\n", 1)[0]
    example = tmp_path_factory.mktemp("composition")
    (example / "Sources" / "App").mkdir(parents=True)
    (example / "Sources" / "App" / "Graphs.swift").write_text(source, encoding="utf-8")
    found["composition view"] = graph(cradle_lsp, "--view", "composition", example)
    found["UserSearch declarations view"] = graph(cradle_lsp, "--view", "declarations", WORKSPACES / "UserSearch")
    for workspace in sorted(p for p in WORKSPACES.iterdir() if p.is_dir()):
        found[f"{workspace.name} (workspace view)"] = graph(cradle_lsp, workspace)
        out = tmp_path_factory.mktemp(workspace.name)
        graph(cradle_lsp, "--output", out, workspace)
        graph(cradle_lsp, "--workspace", "--output", out, workspace)
        files = sorted(out.rglob("*.mmd"))
        assert out / "Workspace.mmd" in files and len(files) >= 3, files
        for file in files:
            found[f"{workspace.name} --output {file.relative_to(out)}"] = file.read_text(encoding="utf-8")
    edge = tmp_path_factory.mktemp("edge-cases")
    (edge / "Sources" / "Edge").mkdir(parents=True)
    (edge / "Sources" / "Edge" / "EdgeGraph.swift").write_text(EDGE_CASES, encoding="utf-8")
    found["generics, closures, tuples, & and Korean"] = graph(cradle_lsp, edge)
    of_file, of_workspace = server_diagrams(cradle_lsp)
    found["cradle/graphDiagram of a file"] = of_file
    found["cradle/graphDiagram of the workspace"] = of_workspace
    return found


@pytest.fixture(scope="module")
def renderings(documents):
    names = list(documents)
    return dict(zip(names, render_all([documents[name] for name in names])))


def test_the_documents_are_the_kinds_the_tool_prints(documents):
    one = documents["one module (CradlePlugin format)"]
    assert one.startswith("%% CradlePlugin") and "\nflowchart TB\n" in one and "subgraph workspaceModule" not in one
    assert one == documents["README diagram"], "the README shows what the command prints"
    workspace = documents["UserSearch (workspace view)"]
    assert workspace.startswith("%% CradleDiagramMaker가 생성한 workspace 의존성 graph") and 'subgraph workspaceModule0["App"]' in workspace
    assert documents["UserSearch --output Workspace.mmd"] == workspace
    assert documents["UserSearch --output Search/DependencyGraph.mmd"] == one
    assert "SearchGraph" in documents["cradle/graphDiagram of a file"]
    assert "subgraph workspaceModule" in documents["cradle/graphDiagram of the workspace"]
    for kind in ["Dictionary&lt;String, [Int]&gt;", "(Int) -&gt; Void", "&amp;", "사용자"]:
        assert kind in documents["generics, closures, tuples, & and Korean"], kind
    assert documents["composition view"] == documents["README composition example"], "the README shows what --view prints"
    assert "-. 생성 .->" in documents["composition view"] and "compositionObject" in documents["composition view"]
    assert len(documents) >= 20


def test_every_document_renders_with_mermaid_11(renderings):
    _, version = mermaid_js()
    assert version.startswith("11."), version
    failures = []
    for name, rendering in renderings.items():
        try:
            check_drawing(rendering, name)
        except AssertionError as error:
            failures.append(str(error))
    assert not failures, "\n\n".join(failures)


def test_a_broken_document_fails_the_render(documents):
    good = documents["README diagram"]
    broken = {
        "unclosed label": good.replace('graph0_root["SearchGraph"]', 'graph0_root["SearchGraph"', 1),
        "unknown diagram type": good.replace("flowchart TB", "flowchrt TB", 1),
        "unescaped quote in a label": good.replace('["SearchGraph"]', '["Search"Graph"]', 1),
        "unbalanced subgraph": good.replace("    end\n", "", 1),
    }
    for name, text in broken.items():
        assert text != good, name
    renderings = render_all([good, *broken.values()])
    check_drawing(renderings[0], "README diagram")
    for (name, _), rendering in zip(broken.items(), renderings[1:]):
        assert rendering.error, f"{name}: Mermaid rendered a broken document"
        with pytest.raises(AssertionError):
            check(rendering, name=name)
