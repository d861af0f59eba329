"""The README's install story: the Xcode Run Script recipe warns when the binary is missing and
runs it when it is there; the README's Linux build gives a binary with no dynamic dependency on
the Swift runtime (checked on the release binary that .ci/run builds with that command)."""
import os
import pathlib
import re
import shutil
import subprocess
import sys

import pytest

from conftest import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")


def xcode_run_script():
    block = re.search(r"<!-- xcode-run-script:begin -->\n```sh\n(.*?)```\n<!-- xcode-run-script:end -->", README, re.S)
    assert block, "the README's Xcode Run Script recipe is marked with xcode-run-script comments"
    return block.group(1)


# The folders the recipe adds to PATH. Each test gives them homes of its own, so whatever this
# machine has installed in the real ones (the README tells users to install into /usr/local/bin)
# does not change the answer.
RECIPE_FOLDERS = ["/opt/homebrew/bin", "/usr/local/bin"]


def run_recipe(tmp_path, srcroot, installed_in=None, cradle_lsp=None):
    """Runs the README's recipe with a PATH it controls: an empty folder, then the recipe's own
    folders mapped under tmp_path (and $HOME/.mint/bin with HOME=tmp_path). With installed_in,
    cradle-lsp is linked into that (mapped) folder first."""
    script = xcode_run_script()
    for folder in RECIPE_FOLDERS:
        assert folder in script, f"the recipe adds {folder} to PATH"
        script = script.replace(folder, str(tmp_path / folder.lstrip("/")))
        (tmp_path / folder.lstrip("/")).mkdir(parents=True, exist_ok=True)
    (tmp_path / ".mint" / "bin").mkdir(parents=True, exist_ok=True)
    if installed_in:
        os.symlink(cradle_lsp, tmp_path / installed_in.lstrip("/") / "cradle-lsp")
    empty = tmp_path / "empty-path"
    empty.mkdir(exist_ok=True)
    env = {"PATH": str(empty), "HOME": str(tmp_path), "SRCROOT": str(srcroot)}
    return subprocess.run(["/bin/sh", "-c", script], env=env, capture_output=True, text=True, timeout=60)


def test_xcode_run_script_warns_when_cradle_lsp_is_missing(tmp_path):
    result = run_recipe(tmp_path, tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout == "warning: cradle-lsp is not installed\n"


@pytest.mark.parametrize("installed_in", RECIPE_FOLDERS + ["/.mint/bin"])
def test_xcode_run_script_runs_cradle_lsp_when_installed(cradle_lsp, tmp_path, installed_in):
    project = tmp_path / "App"
    project.mkdir()
    (project / "Graph.swift").write_text("import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide func makeA() -> A { A() }\n}\n")
    result = run_recipe(tmp_path, project, installed_in=installed_in, cradle_lsp=cradle_lsp)
    assert "error: " in result.stdout and "[provider-not-private-method]" in result.stdout, result.stderr
    assert result.returncode == 1


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="static linking of the Swift runtime is for Linux")
def test_readme_release_build_has_no_dynamic_swift_runtime():
    assert "swift build -c release --static-swift-stdlib" in README
    binary = pathlib.Path(os.environ.get("CRADLE_LSP_RELEASE", ROOT / ".build" / "release" / "cradle-lsp"))
    assert binary.exists(), f"bash .ci/run builds {binary} with the README's command first"
    tool = shutil.which("readelf")
    if tool:
        dynamic = subprocess.run([tool, "-d", str(binary)], capture_output=True, text=True, timeout=60).stdout
        needed = re.findall(r"\(NEEDED\)\s+Shared library: \[(.*?)\]", dynamic)
    else:
        dynamic = subprocess.run(["ldd", str(binary)], capture_output=True, text=True, timeout=60).stdout
        needed = [line.split()[0] for line in dynamic.splitlines() if line.strip()]
    assert needed, dynamic
    swift = [name for name in needed if re.match(r"lib(swift|Foundation|dispatch|BlocksRuntime|_FoundationICU)", name)]
    assert swift == [], needed
    version = subprocess.run([str(binary), "--version"], capture_output=True, text=True, timeout=30)
    assert version.returncode == 0 and version.stdout.startswith("cradle-lsp ")
