"""The editor configurations that no test runs here still parse, and name the server, the Swift
language and the root markers the editors/README.md describes."""
import json
import re
import shutil
import subprocess
import tomllib

import pytest

from conftest import ROOT

EDITORS = ROOT / "editors"


def test_helix_languages_toml():
    config = tomllib.loads((EDITORS / "helix" / "languages.toml").read_text(encoding="utf-8"))
    assert config["language-server"]["cradle-lsp"]["command"] == "cradle-lsp"
    assert config["language-server"]["cradle-lsp"]["config"] == {}
    swift = next(language for language in config["language"] if language["name"] == "swift")
    assert swift["language-servers"] == ["sourcekit-lsp", "cradle-lsp"]


def test_zed_extension():
    manifest = tomllib.loads((EDITORS / "zed" / "extension.toml").read_text(encoding="utf-8"))
    assert manifest["schema_version"] == 1
    assert manifest["language_servers"]["cradle-lsp"]["languages"] == ["Swift"]
    cargo = tomllib.loads((EDITORS / "zed" / "Cargo.toml").read_text(encoding="utf-8"))
    assert cargo["lib"]["crate-type"] == ["cdylib"]
    assert "zed_extension_api" in cargo["dependencies"]
    source = (EDITORS / "zed" / "src" / "lib.rs").read_text(encoding="utf-8")
    assert "fn language_server_command(" in source
    assert "zed::register_extension!(" in source


def test_sublime_settings():
    text = (EDITORS / "sublime" / "LSP-cradle.sublime-settings").read_text(encoding="utf-8")
    # Sublime settings are JSON with // comments; none of ours sits inside a string.
    settings = json.loads(re.sub(r"^\s*//.*$|\s//[^\"\n]*$", "", text, flags=re.MULTILINE))
    client = settings["clients"]["cradle-lsp"]
    assert client["command"] == ["cradle-lsp"]
    assert client["selector"] == "source.swift"
    assert client["enabled"] is True
    assert "sourcekit-lsp" in settings["clients"]


def test_emacs_setup_names_the_documented_entries():
    source = (EDITORS / "emacs" / "cradle-lsp.el").read_text(encoding="utf-8")
    assert source.count("(") == source.count(")")
    for needle in ["eglot-server-programs", "lsp-register-client", ":add-on? t", '"rass"', '"lspx"',
                   "(provide 'cradle-lsp)"]:
        assert needle in source, needle


def test_neovim_configs_compile():
    nvim = shutil.which("nvim")
    if nvim is None:
        pytest.fail("nvim is not installed: `apt-get install -y neovim` (bash .ci/run installs it)")
    for name in ["cradle-lsp.lua", "cradle-lsp-legacy.lua"]:
        path = EDITORS / "neovim" / name
        check = f"lua local f, e = loadfile([[{path}]]); if not f then io.stderr:write(e); vim.cmd('cquit 1') end"
        result = subprocess.run([nvim, "--headless", "--clean", "-c", check, "-c", "qall!"],
                                stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=20)
        assert result.returncode == 0, (name, result.stderr)
    modern = (EDITORS / "neovim" / "cradle-lsp.lua").read_text(encoding="utf-8")
    assert "vim.lsp.config('cradle_lsp'" in modern and "vim.lsp.enable('cradle_lsp')" in modern
    assert "root_markers = { 'Package.swift', '.git' }" in modern
    legacy = (EDITORS / "neovim" / "cradle-lsp-legacy.lua").read_text(encoding="utf-8")
    assert "vim.lsp.start(" in legacy and "vim.fs.find(" in legacy and "'FileType'" in legacy
