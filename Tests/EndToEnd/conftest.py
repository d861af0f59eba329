"""Shared fixtures for the end-to-end tests: the built cradle-lsp binary and example workspaces."""
import os
import pathlib
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
