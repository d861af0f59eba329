"""`cradle-lsp --diff --format markdown` on a real git repository: a copy of the UserSearch example
committed, then changed in every way the diff reports (a lifetime, a dependency, a registration
added and one removed, a graph added, `sources:` changed, an external parameter). Every Mermaid
block of the comment is rendered by Mermaid 11 in headless Chromium (mermaid_render.py) and must
show its changed nodes' labels; a broken block proves a render error fails the check."""
import os
import re
import shutil
import subprocess

from conftest import WORKSPACES, run
from mermaid_render import check, render_all

MERMAID_BLOCK = re.compile(r"```mermaid\n(.*?)```", re.S)
GIT_ENV = {
    "GIT_AUTHOR_NAME": "Cradle Test", "GIT_AUTHOR_EMAIL": "test@example.com", "GIT_AUTHOR_DATE": "2026-01-01T00:00:00Z",
    "GIT_COMMITTER_NAME": "Cradle Test", "GIT_COMMITTER_EMAIL": "test@example.com",
    "GIT_COMMITTER_DATE": "2026-01-01T00:00:00Z", "GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1",
}
SEARCH = "Packages/Search/Sources/Search/SearchGraph.swift"


def git(*arguments, cwd):
    subprocess.run(["git", *arguments], cwd=cwd, check=True, capture_output=True, env={**os.environ, **GIT_ENV})


def edit(root, path, old, new):
    file = root / path
    text = file.read_text(encoding="utf-8")
    assert old in text, f"{path} has no {old!r}"
    file.write_text(text.replace(old, new), encoding="utf-8")


def changed_repository(tmp_path):
    root = tmp_path / "UserSearch"
    shutil.copytree(WORKSPACES / "UserSearch", root)
    git("init", "-q", "-b", "main", cwd=root)
    git("add", "-A", cwd=root)
    git("commit", "-q", "-m", "base", cwd=root)
    edit(root, SEARCH, "@Provide(.lazy)", "@Provide(.transient)")
    edit(root, SEARCH, "private func makeNameFormatter() -> NameFormatter",
         "private func makeNameFormatter(history: SearchHistory) -> NameFormatter")
    edit(root, SEARCH, "@Provide(.transient)\n    private func makeResultRow(@External user: User,",
         "@Provide(.transient)\n    private func makeResultRow(@External user: User, @External index: Int,")
    (root / "Packages/Search/Sources/Search/FilterGraph.swift").write_text(
        "import Cradle\n\n@DependencyGraph\npublic final class FilterGraph {\n"
        "    @Provide private func makeFilter() -> Filter<String> { Filter() }\n}\n", encoding="utf-8")
    git("add", "-A", cwd=root)
    git("commit", "-q", "-m", "change", cwd=root)
    return root


def test_every_mermaid_block_of_the_comment_renders(cradle_lsp, tmp_path):
    root = changed_repository(tmp_path)
    result = run(cradle_lsp, "--diff", "HEAD~1..HEAD", "--format", "markdown", cwd=root)
    assert result.returncode in (0, 1), result.stderr
    comment = result.stdout
    assert comment.startswith("<!-- cradle-lsp-diff -->\n")
    blocks = MERMAID_BLOCK.findall(comment)
    assert len(blocks) == 2, comment
    assert "`Search.SearchGraph` changed" in comment and "`Search.FilterGraph` added" in comment
    renderings = render_all(blocks)
    # Graphs in identity order: Search.FilterGraph, then Search.SearchGraph.
    check(renderings[0], "FilterGraph", "Filter&lt;String&gt;", "makeFilter", name="FilterGraph diff")
    search = check(renderings[1], "SearchGraph", "SearchHistory", "makeSearchHistory", ".lazy → .transient",
                   "added", "removed", "changed", name="SearchGraph diff")
    assert "linkStyle" in renderings[1].source and "class diff_provider2 changed" in renderings[1].source
    assert search.count("<path") > 0


def test_a_broken_block_fails_the_check(cradle_lsp, tmp_path):
    root = changed_repository(tmp_path)
    comment = run(cradle_lsp, "--diff", "HEAD~1..HEAD", "--format", "markdown", cwd=root).stdout
    block = MERMAID_BLOCK.findall(comment)[0]
    broken = block.replace("flowchart TB", "flowchart TB\n    diff_root -->")
    rendering = render_all([broken])[0]
    assert rendering.error is not None
