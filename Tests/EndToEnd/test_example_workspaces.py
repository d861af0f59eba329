"""The example workspaces: the modular app checks clean, and in its sibling every deliberate
mistake, annotated `// expect: CODE` on the line above it, is reported on the next line with that
code: one to one, nothing missing, nothing extra."""
import json
import os
import pathlib
import re

from conftest import WORKSPACES, run


def test_user_search_checks_clean(cradle_lsp):
    result = run(cradle_lsp, "--check", str(WORKSPACES / "UserSearch"))
    assert result.returncode == 0, result.stdout + result.stderr
    assert re.fullmatch(r"no problems in \d+ files\n", result.stdout)
    assert result.stderr == ""


def expectations(root):
    found = []
    for path in sorted(root.rglob("*.swift")):
        lines = path.read_text(encoding="utf-8").split("\n")
        for number, line in enumerate(lines, start=1):
            match = re.search(r"//\s*expect:\s*([a-z-]+)", line)
            if match:
                found.append((str(path), number + 1, match.group(1)))
    return sorted(found)


def test_every_annotated_mistake_is_reported(cradle_lsp):
    root = WORKSPACES / "UserSearchWithMistakes"
    result = run(cradle_lsp, "--check", "--format", "json", str(root))
    assert result.returncode == 1
    document = json.loads(result.stdout)
    actual = sorted((d["file"], d["range"]["start"]["line"], d["code"]) for d in document["diagnostics"])
    expected = expectations(root)
    assert len(expected) >= 19
    assert actual == expected
    codes = {code for _, _, code in expected}
    for major in [
        "graph-invalid-target", "shared-graph-requires-sendable", "provider-not-private-method",
        "provider-optional-type", "provider-unsupported-return-type", "provider-invalid-lifetime",
        "external-requires-transient", "duplicate-registration", "duplicate-accessor-name",
        "accessor-member-collision", "missing-registration", "external-result-dependency",
        "lifetime-shared-to-transient", "lifetime-shared-to-lazy", "circular-dependency",
        "provide-misplaced", "sources-duplicate", "input-initialization-conflict",
    ]:
        assert major in codes, major


EXPECTED = pathlib.Path(__file__).resolve().parent / "expected"


def test_mistakes_in_cradles_words(cradle_lsp):
    """With Cradle's wording chosen, every deliberate mistake reads as Cradle's macros print it.
    The expected report is a reviewed snapshot (each line checked against Cradle's message
    sources); CRADLE_UPDATE_EXPECTED=1 rewrites it for review as a diff."""
    result = run(cradle_lsp, "--check", "--messages", "cradle", "UserSearchWithMistakes", cwd=WORKSPACES)
    assert result.returncode == 1, result.stderr
    snapshot = EXPECTED / "UserSearchWithMistakes.cradle.txt"
    if os.environ.get("CRADLE_UPDATE_EXPECTED") == "1":
        snapshot.write_text(result.stdout, encoding="utf-8")
    assert result.stdout == snapshot.read_text(encoding="utf-8")


def test_wording_changes_only_the_text(cradle_lsp):
    """The same findings in both wordings: codes, severities, ranges, notes' ranges and fixes'
    edits; only the texts (messages, notes, fix titles) are Korean."""
    root = str(WORKSPACES / "UserSearchWithMistakes")
    english = json.loads(run(cradle_lsp, "--check", "--format", "json", root).stdout)
    korean = json.loads(run(cradle_lsp, "--check", "--format", "json", "--messages", "cradle", root).stdout)

    def shape(document):
        return [
            (
                d["file"], d["code"], d["severity"], d["range"], [(n["file"], n["range"]) for n in d["notes"]],
                [(f["edits"], f["isPreferred"]) for f in d["fixes"]],
            )
            for d in document["diagnostics"]
        ]

    assert shape(korean) == shape(english)
    for before, after in zip(english["diagnostics"], korean["diagnostics"]):
        assert before["message"] != after["message"]
        assert after["message"].endswith("다.")
        for english_fix, korean_fix in zip(before["fixes"], after["fixes"]):
            assert english_fix["title"] != korean_fix["title"] and re.search("[가-힣]", korean_fix["title"])


# The UserSearch modules as a CradleDiagramMaker manifest lists them: real sources only, direct
# dependencies as the packages declare them.
USER_SEARCH_TARGETS = {
    "App": ("App/Sources/App", ["Core", "Data", "Entity", "Network", "Search", "SearchDetail"]),
    "Core": ("Packages/Core/Sources/Core", []),
    "Data": ("Packages/Data/Sources/Data", ["Domain", "Entity", "Network"]),
    "Domain": ("Packages/Domain/Sources/Domain", ["Entity"]),
    "Entity": ("Packages/Entity/Sources/Entity", []),
    "Network": ("Packages/Network/Sources/Network", []),
    "Search": ("Packages/Search/Sources/Search", ["Data", "Domain", "Entity"]),
    "SearchDetail": ("Packages/SearchDetail/Sources/SearchDetail", ["Data", "Domain", "Entity"]),
}


def test_user_search_composition_view_agrees_with_its_manifest(cradle_lsp, tmp_path):
    """SessionGraph is a root built the way DevLog builds its app, so the example has a composition
    view; the roots and types cradle-lsp infers, given to it as Cradle's manifest, give the same
    files byte for byte (and so does the declarations view of a manifest without roots)."""
    root = WORKSPACES / "UserSearch"
    targets = [
        {
            "id": name,
            "moduleName": name,
            "sourceFiles": sorted(str(path.relative_to(root)) for path in (root / folder).rglob("*.swift")),
            "dependencies": dependencies,
        }
        for name, (folder, dependencies) in sorted(USER_SEARCH_TARGETS.items())
    ]
    manifest = {
        "schemaVersion": 1,
        "workspaceName": "UserSearch",
        "rootDirectory": os.path.relpath(root, tmp_path),
        "targets": targets,
        "roots": [{"targetID": "App", "graph": "SessionGraph"}],
        "compositionTypes": [
            {"targetID": "App", "type": "ServiceGraphSet"},
            {"targetID": "App", "type": "SessionGraphSet"},
        ],
    }
    (tmp_path / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    without_roots = dict(manifest, roots=[], compositionTypes=[])
    (tmp_path / "declarations.json").write_text(json.dumps(without_roots), encoding="utf-8")
    for view, manifest_file in [("composition", "manifest.json"), ("declarations", "declarations.json")]:
        inferred = run(cradle_lsp, "--graph", "mermaid", "--view", view, "--output", str(tmp_path / "inferred"), str(root))
        assert inferred.returncode == 0, inferred.stderr
        given = run(
            cradle_lsp, "--graph", "mermaid", "--view", view, "--workspace-manifest", str(tmp_path / manifest_file),
            "--output", str(tmp_path / "manifest"), cwd=tmp_path)
        assert given.returncode == 0, given.stderr
        for suffix in ["mmd", "analysis.json"]:
            name = f"{view.capitalize()}.{suffix}"
            ours = (tmp_path / "inferred" / "UserSearch" / name).read_bytes()
            assert ours == (tmp_path / "manifest" / "UserSearch" / name).read_bytes(), name
    composition = (tmp_path / "inferred" / "UserSearch" / "Composition.mmd").read_text(encoding="utf-8")
    assert '["App.SessionGraphSet"]' in composition and "-. 생성 .->" in composition
    report = json.loads((tmp_path / "inferred" / "UserSearch" / "Composition.analysis.json").read_text(encoding="utf-8"))
    bindings = [edge for edge in report["edges"] if edge["kind"] == "inputBinding"]
    assert len(bindings) == 5, bindings
