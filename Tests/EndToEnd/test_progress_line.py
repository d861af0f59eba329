"""The progress line (`checked 120/240 files`) as a person at a terminal sees it: standard error is a
pseudo-terminal here, so the binary takes it for one. Commands that load a large workspace show it and
erase it; `--quiet`, and any standard error that is not a terminal, never see it."""
import os
import pty
import subprocess

import pytest

FILES = 240


@pytest.fixture
def large_workspace(tmp_path):
    """A folder of 240 small Swift files (a progress line needs at least 200) and one graph."""
    sources = tmp_path / "Sources" / "App"
    sources.mkdir(parents=True)
    for number in range(FILES - 1):
        (sources / f"File{number:03}.swift").write_text(f"struct Value{number} {{}}\n")
    (sources / "AppGraph.swift").write_text(
        "import Cradle\n\n@DependencyGraph\nfinal class AppGraph {\n"
        "    @Provide private func makeClock() -> Clock { Clock() }\n}\n")
    return tmp_path


def on_terminal(binary, arguments, cwd, tmp_path):
    """Runs the binary with standard error on a pseudo-terminal; returns its status and what the
    terminal received."""
    primary, secondary = pty.openpty()
    with open(tmp_path / "stdout.txt", "wb") as stdout:
        process = subprocess.Popen(
            [binary, *arguments], cwd=cwd, stdin=subprocess.DEVNULL, stdout=stdout, stderr=secondary)
    os.close(secondary)
    received = b""
    while True:
        try:
            chunk = os.read(primary, 4096)
        except OSError:  # the terminal's other side closed (EIO on Linux)
            break
        if not chunk:
            break
        received += chunk
    os.close(primary)
    return process.wait(timeout=120), received.decode("utf-8", "replace")


@pytest.mark.parametrize(
    "arguments",
    [["--check"], ["--graph", "mermaid", "--output", "out"], ["--graph", "mermaid", "--view", "declarations"]],
    ids=["check", "graph", "workspace view"])
def test_a_terminal_sees_the_progress_line_then_its_erasure(cradle_lsp, large_workspace, tmp_path, arguments):
    status, terminal = on_terminal(cradle_lsp, [*arguments, "."], large_workspace, tmp_path)
    assert status in (0, 1), terminal
    assert f"checked {FILES}/{FILES} files" in terminal, terminal
    assert "\r\x1b[K" in terminal, "the line is erased when loading ends"


def test_quiet_check_shows_no_progress_on_a_terminal(cradle_lsp, large_workspace, tmp_path):
    status, terminal = on_terminal(cradle_lsp, ["--check", "--quiet", "."], large_workspace, tmp_path)
    assert status in (0, 1), terminal
    assert "checked" not in terminal, terminal


def test_a_pipe_sees_no_progress_line(cradle_lsp, large_workspace):
    result = subprocess.run(
        [cradle_lsp, "--graph", "mermaid", "--view", "declarations", "."], cwd=large_workspace,
        capture_output=True, text=True, timeout=120)
    assert result.returncode in (0, 1), result.stderr
    assert "checked" not in result.stderr
