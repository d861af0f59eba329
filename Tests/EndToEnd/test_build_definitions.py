"""Workspaces as the build system defines them (product.md §2a), on the example workspaces:
module names per target for SwiftPM, Tuist and Xcode projects, `sources:` across modules, no
false unused registration, a package checked alone, every sub-path checked alone reporting
nothing that the whole app does not, reports that do not depend on the working directory, and
stale diagrams removed."""
import json
import shutil

import pytest

from conftest import ROOT, WORKSPACES, run

EXAMPLES = ["UserSearch", "UserSearchWithMistakes", "TuistApp", "XcodeApp"]


def documents(text):
    """The JSON values printed one after another (one per module)."""
    decoder, index, values = json.JSONDecoder(), 0, []
    while index < len(text):
        if text[index].isspace():
            index += 1
            continue
        value, index = decoder.raw_decode(text, index)
        values.append(value)
    return values


def modules(cradle_lsp, workspace):
    result = run(cradle_lsp, "--graph", "json", str(WORKSPACES / workspace))
    assert result.returncode == 0, result.stderr
    # One document (product.md §2): one module's object, or one object with a `modules` array.
    (document,) = documents(result.stdout)
    return sorted(item["module"] for item in document.get("modules", [document]))


def findings(cradle_lsp, path, cwd=ROOT):
    result = run(cradle_lsp, "--check", "--format", "json", str(path), cwd=cwd)
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout), result


@pytest.mark.parametrize(
    "workspace, expected",
    [
        ("TuistApp", ["Data", "Home", "Network", "TuistApp"]),
        ("XcodeApp", ["Feature", "XcodeApp"]),
        ("UserSearch", ["App", "Core", "Data", "Network", "Search", "SearchDetail"]),
    ],
)
def test_modules_are_the_targets_not_the_folders(cradle_lsp, workspace, expected):
    assert modules(cradle_lsp, workspace) == expected


@pytest.mark.parametrize("workspace", ["UserSearch", "TuistApp", "XcodeApp"])
def test_clean_examples_check_clean(cradle_lsp, workspace):
    """Sources resolve across modules, accessor uses in other modules (also through implicit
    self in a file that does not import Cradle) count, and files no target compiles are left
    out: nothing to report, nothing on stderr."""
    result = run(cradle_lsp, "--check", str(WORKSPACES / workspace))
    assert (result.returncode, result.stderr) == (0, ""), result.stdout + result.stderr
    assert result.stdout.startswith("no problems in ")


def test_a_package_checked_alone_sees_its_dependencies(cradle_lsp):
    """The case from the issue: `Packages/Search` depends on `../Data`, which declares `DataGraph`."""
    result = run(cradle_lsp, "--check", "protocol-fixtures/workspaces/UserSearch/Packages/Search")
    assert (result.returncode, result.stdout, result.stderr) == (0, "no problems in 5 files\n", "")


def sub_paths(workspace):
    root = WORKSPACES / workspace
    paths = [root] + sorted(p for p in root.rglob("*") if p.is_dir() and not p.name.endswith((".xcodeproj", ".xcworkspace")))
    return paths + sorted(root.rglob("*.swift"))


def keyed(document):
    return {(d["file"], d["range"]["start"]["line"], d["range"]["start"]["column"], d["code"], d["message"])
            for d in document["diagnostics"]}


@pytest.mark.parametrize("workspace", EXAMPLES)
def test_no_sub_path_reports_what_the_whole_app_does_not(cradle_lsp, workspace):
    whole, _ = findings(cradle_lsp, (WORKSPACES / workspace).relative_to(ROOT))
    everything = keyed(whole)
    checked = 0
    for path in sub_paths(workspace):
        document, result = findings(cradle_lsp, path.relative_to(ROOT))
        extra = keyed(document) - everything
        assert not extra, f"{path}: {sorted(extra)}"
        warnings = [line for line in result.stderr.splitlines() if "not checked" not in line and ": note: " not in line]
        assert not warnings or workspace == "UserSearchWithMistakes", result.stderr
        checked += 1
    assert checked > 10


def test_an_accessor_used_only_through_implicit_self_is_not_unused(cradle_lsp, tmp_path):
    copy = tmp_path / "TuistApp"
    shutil.copytree(WORKSPACES / "TuistApp", copy)
    before, _ = findings(cradle_lsp, copy)
    assert before["diagnostics"] == []
    (copy / "Projects/App/Sources/AppGraph+Screens.swift").unlink()
    (copy / "Projects/App/Sources/TuistApp.swift").write_text("@main\nstruct TuistApp {\n    static func main() {}\n}\n")
    after, _ = findings(cradle_lsp, copy)
    assert [(d["code"], d["message"]) for d in after["diagnostics"]] == [
        ("unused-registration", "nothing in the workspace uses registration type `Analytics` of `makeAnalytics`")
    ]


def test_a_source_graph_in_a_module_that_is_not_a_dependency(cradle_lsp, tmp_path):
    copy = tmp_path / "TuistApp"
    shutil.copytree(WORKSPACES / "TuistApp", copy)
    manifest = copy / "Projects/Home/Project.swift"
    manifest.write_text(manifest.read_text().replace('.project(target: "Data", path: "../Data"),', ""))
    document, result = findings(cradle_lsp, copy / "Projects/Home")
    assert result.returncode == 0
    assert [(d["code"], d["severity"], d["message"]) for d in document["diagnostics"]] == [
        ("unresolved-source", "warning", "source graph `DataGraph` is declared in module `Data`, which `Home` does not depend on")
    ]


def test_reports_are_relative_to_the_workspace_root_from_any_working_directory(cradle_lsp):
    workspace = WORKSPACES / "UserSearchWithMistakes"
    reports = []
    for cwd, path in [(ROOT.parent, workspace), (workspace / "App", "../Packages/Data"), (workspace, "Packages/Data")]:
        sarif = json.loads(run(cradle_lsp, "--check", "--format", "sarif", str(path), cwd=cwd).stdout)
        run_ = sarif["runs"][0]
        assert run_["originalUriBaseIds"] == {"%SRCROOT%": {"uri": workspace.as_uri() + "/"}}
        uris = sorted(
            r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
            for r in run_["results"] if "/Data/" in r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        )
        assert all(r["locations"][0]["physicalLocation"]["artifactLocation"]["uriBaseId"] == "%SRCROOT%" for r in run_["results"])
        github = run(cradle_lsp, "--check", "--format", "github", str(path), cwd=cwd).stdout
        files = sorted({line.split("file=")[1].split(",")[0] for line in github.splitlines() if "/Data/" in line})
        reports.append((uris, files))
    assert reports[0] == reports[1] == reports[2]
    assert reports[0][0] and all(uri.startswith("Packages/Data/Sources/Data/") for uri in reports[0][0])
    assert reports[0][1] and all(file.startswith("Packages/Data/Sources/Data/") for file in reports[0][1])


def test_graph_output_removes_diagrams_of_modules_without_graphs(cradle_lsp, tmp_path):
    copy = tmp_path / "TuistApp"
    shutil.copytree(WORKSPACES / "TuistApp", copy)
    out = tmp_path / "diagrams"
    out.mkdir()
    (out / "notes.txt").write_text("kept")
    (out / "Unrelated").mkdir()
    (out / "Unrelated" / "keep.mmd").write_text("kept")
    first = run(cradle_lsp, "--graph", "mermaid", "--output", str(out), str(copy))
    assert first.returncode == 0, first.stderr
    assert sorted(p.parent.name for p in out.glob("*/DependencyGraph.mmd")) == ["Data", "Home", "Network", "TuistApp"]
    graph = copy / "Projects/Network/Sources/NetworkGraph.swift"
    graph.write_text(graph.read_text().replace("@DependencyGraph\n", ""))
    second = run(cradle_lsp, "--graph", "mermaid", "--output", str(out), str(copy))
    assert second.returncode == 0, second.stderr
    assert f"cradle-lsp: removed {out}/Network/DependencyGraph.mmd" in second.stderr
    assert sorted(p.parent.name for p in out.glob("*/DependencyGraph.mmd")) == ["Data", "Home", "TuistApp"]
    assert not (out / "Network").exists()
    assert (out / "notes.txt").read_text() == "kept"
    assert (out / "Unrelated" / "keep.mmd").read_text() == "kept"
