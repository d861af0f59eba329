"""Shared fixtures for the end-to-end tests: the built cradle-lsp binary and example workspaces."""
import os
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
WORKSPACES = ROOT / "protocol-fixtures" / "workspaces"


@pytest.fixture(scope="session")
def cradle_lsp():
    """Path of the debug binary built by `swift build` (the test command builds it first)."""
    path = pathlib.Path(os.environ.get("CRADLE_LSP", ROOT / ".build" / "debug" / "cradle-lsp"))
    assert path.exists(), f"build cradle-lsp first: {path}"
    return str(path)


def run(binary, *arguments, cwd=ROOT):
    """Runs the binary with a time limit and returns the completed process."""
    return subprocess.run([binary, *arguments], cwd=cwd, capture_output=True, text=True, timeout=120)


# The file of UserSearchWithMistakes that the editor tests open, relative to the workspace.
USER_DETAIL_GRAPH = "Packages/SearchDetail/Sources/SearchDetail/UserDetailGraph.swift"


@pytest.fixture
def mistakes_workspace(tmp_path):
    """A private copy of the UserSearchWithMistakes example workspace, so a test may edit it."""
    target = tmp_path / "UserSearchWithMistakes"
    shutil.copytree(WORKSPACES / "UserSearchWithMistakes", target)
    return target
