"""The VS Code extension in editors/vscode, checked without the npm registry:
- type-checked by Debian's TypeScript (`tsc --strict --noEmit`, node-typescript 4.8) against
  editors/vscode/types, declarations of exactly the `vscode`, `vscode-languageclient/node`, `os`
  and `path` APIs the extension uses, written from their published documentation; a misspelled
  API, a wrong argument type or an untyped parameter in a copy of the source fails tsc;
- its manifest and its source checked against each other: what package.json promises is what
  src/extension.ts registers and sends."""
import json
import re
import shutil
import subprocess

import pytest

from conftest import ROOT

EXTENSION = ROOT / "editors" / "vscode"


def tsc(folder):
    """Runs Debian's tsc on the extension in FOLDER with tsconfig.check.json; the completed process."""
    binary = shutil.which("tsc")
    if binary is None:
        pytest.fail("tsc is not installed: bash .ci/run installs Debian's node-typescript")
    return subprocess.run([binary, "-p", str(folder / "tsconfig.check.json"), "--strict", "--noEmit", "--pretty", "false"],
                          cwd=folder, capture_output=True, text=True, timeout=120)


def copy_extension(tmp_path):
    target = tmp_path / "vscode"
    shutil.copytree(EXTENSION, target, ignore=shutil.ignore_patterns("node_modules", "out"))
    return target


def test_extension_type_checks_with_tsc_strict():
    version = subprocess.run(["tsc", "--version"], capture_output=True, text=True, timeout=30).stdout if shutil.which("tsc") else ""
    assert re.match(r"Version [4-9]\.", version), version
    result = tsc(EXTENSION)
    assert result.returncode == 0, result.stdout + result.stderr
    check = json.loads((EXTENSION / "tsconfig.check.json").read_text(encoding="utf-8"))
    assert check["extends"] == "./tsconfig.json" and check["include"] == ["src", "types"]
    assert check["compilerOptions"] == {"noEmit": True, "types": []}
    # The npm build reads src only, so the real @types/vscode never meets these declarations.
    assert json.loads((EXTENSION / "tsconfig.json").read_text(encoding="utf-8"))["include"] == ["src"]


# Each mutation of src/extension.ts, and the TypeScript error it must cause.
MUTATIONS = [
    ("misspelled vscode API", "vscode.window.createOutputChannel(", "vscode.window.createOutputChanel(", "TS2551"),
    ("misspelled client API", "!client.isRunning()", "!client.isRuning()", "TS2551"),
    ("misspelled enum member", "run: { command, transport: TransportKind.stdio }",
     "run: { command, transport: TransportKind.stdin }", "TS2551"),
    ("wrong argument type", '.get<string>("path", "cradle-lsp")', '.get<string>("path", 42)', "TS2345"),
    ("wrong option type", "viewColumn: vscode.ViewColumn.Beside", 'viewColumn: "beside"', "TS2322"),
    ("missing constructor argument", 'new LanguageClient("cradle-lsp", "Cradle", serverOptions, clientOptions)',
     'new LanguageClient("cradle-lsp", "Cradle", serverOptions)', "TS2345"),  # the 4-argument overload
    ("implicit any under --strict", "function describe(error: unknown)", "function describe(error)", "TS7006"),
]


@pytest.mark.parametrize("name,old,new,code", MUTATIONS, ids=[m[0] for m in MUTATIONS])
def test_tsc_rejects_a_broken_extension(tmp_path, name, old, new, code):
    folder = copy_extension(tmp_path)
    source = folder / "src" / "extension.ts"
    text = source.read_text(encoding="utf-8")
    assert text.count(old) == 1, (name, old)
    source.write_text(text.replace(old, new), encoding="utf-8")
    result = tsc(folder)
    assert result.returncode != 0, (name, result.stdout)
    assert f"error {code}:" in result.stdout, (name, result.stdout)
    assert "src/extension.ts" in result.stdout, result.stdout


def manifest():
    return json.loads((EXTENSION / "package.json").read_text(encoding="utf-8"))


def source():
    return (EXTENSION / "src" / "extension.ts").read_text(encoding="utf-8")


def test_manifest_fields():
    package = manifest()
    assert package["name"] == "cradle-lsp"
    assert re.fullmatch(r"\^1\.\d+\.\d+", package["engines"]["vscode"])
    assert "onLanguage:swift" in package["activationEvents"]
    assert package["main"] == "./out/extension.js"
    commands = package["contributes"]["commands"]
    assert "cradle-lsp.showGraphDiagram" in [c["command"] for c in commands]
    titles = {c["command"]: c["title"] for c in commands}
    assert titles["cradle-lsp.showGraphDiagram"] == "Cradle: Show Dependency Graph"
    assert titles["cradle-lsp.showWorkspaceDiagram"].startswith("Cradle: Show Workspace Diagram")
    properties = package["contributes"]["configuration"]["properties"]
    assert properties["cradle-lsp.path"]["type"] == "string"
    assert properties["cradle-lsp.path"]["default"] == "cradle-lsp"
    assert properties["cradle-lsp.trace.server"]["enum"] == ["off", "messages", "verbose"]
    assert package["dependencies"]["vscode-languageclient"].startswith("^9")
    # vscode-languageclient 9 needs VS Code 1.82 or later.
    assert tuple(int(n) for n in package["engines"]["vscode"][1:].split(".")) >= (1, 82, 0)


def test_main_is_what_tsconfig_compiles():
    tsconfig = json.loads((EXTENSION / "tsconfig.json").read_text(encoding="utf-8"))
    options = tsconfig["compilerOptions"]
    assert (options["rootDir"], options["outDir"]) == ("src", "out")
    assert options["module"] == "commonjs"
    assert manifest()["main"] == "./" + options["outDir"] + "/extension.js"


def test_extension_registers_exactly_the_contributed_commands():
    code = source()
    registered = re.findall(r"registerCommand\(\s*[\"']([^\"']+)[\"']", code)
    contributed = [c["command"] for c in manifest()["contributes"]["commands"]]
    assert sorted(registered) == sorted(contributed)
    assert code.count("registerCommand(") == len(registered)  # none registered by a variable
    for command in manifest()["contributes"].get("menus", {}).get("commandPalette", []):
        assert command["command"] in contributed


def test_editors_readmes_name_every_contributed_command():
    # Prose wraps lines: compare with white space collapsed.
    for readme in (ROOT / "editors" / "README.md", EXTENSION / "README.md"):
        text = " ".join(readme.read_text(encoding="utf-8").split())
        for command in manifest()["contributes"]["commands"]:
            assert command["title"] in text, (readme.name, command["title"])


def test_extension_starts_the_server_and_sends_graph_diagram():
    code = source()
    assert re.search(r"from\s+[\"']vscode-languageclient/node[\"']", code)
    assert "new LanguageClient(" in code
    assert re.search(r"language:\s*[\"']swift[\"']", code)
    assert re.search(r"initializationOptions:\s*\{\s*\}", code)
    assert "TransportKind.stdio" in code
    assert re.search(r"getConfiguration\(\s*[\"']cradle-lsp[\"']\s*\)", code)
    assert re.search(r"sendRequest<string>\(\s*[\"']cradle/graphDiagram[\"']", code)
    assert re.search(r"format:\s*[\"']mermaid[\"']", code)
    # The workspace command offers both of CradleDiagramMaker's views.
    assert re.search(r"label:\s*[\"']composition[\"']", code) and re.search(r"label:\s*[\"']declarations[\"']", code)
    assert re.search(r"language:\s*[\"']mermaid[\"']", code)
    assert re.search(r"language:\s*[\"']plaintext[\"']", code)
    # The analysis report: the same executable's --analyze as HTML, opened outside the editor.
    assert re.search(r"\[\s*[\"']--analyze[\"'],\s*[\"']--format[\"'],\s*[\"']html[\"']", code)
    assert re.search(r"execFile\(\s*serverCommand\(\)", code) and "vscode.env.openExternal(vscode.Uri.file(output))" in code
    assert re.search(r"export\s+(async\s+)?function\s+activate\b", code)
    assert re.search(r"export\s+(async\s+)?function\s+deactivate\b", code)
