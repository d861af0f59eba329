"""The example workspaces: the modular app checks clean, and in its sibling every deliberate
mistake, annotated `// expect: CODE` on the line above it, is reported on the next line with that
code: one to one, nothing missing, nothing extra."""
import json
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
