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
    """The same findings in both wordings: codes, severities, ranges, notes' ranges and fixes."""
    root = str(WORKSPACES / "UserSearchWithMistakes")
    english = json.loads(run(cradle_lsp, "--check", "--format", "json", root).stdout)
    korean = json.loads(run(cradle_lsp, "--check", "--format", "json", "--messages", "cradle", root).stdout)

    def shape(document):
        return [
            (d["file"], d["code"], d["severity"], d["range"], [(n["file"], n["range"]) for n in d["notes"]], d["fixes"])
            for d in document["diagnostics"]
        ]

    assert shape(korean) == shape(english)
    for before, after in zip(english["diagnostics"], korean["diagnostics"]):
        assert before["message"] != after["message"]
        assert after["message"].endswith("다.")
