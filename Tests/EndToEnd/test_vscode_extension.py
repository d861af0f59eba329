"""The VS Code extension in editors/vscode cannot be built here (it needs the npm registry), so
its manifest and its source are checked against each other: what package.json promises is what
src/extension.ts registers and sends."""
import json
import re

from conftest import ROOT

EXTENSION = ROOT / "editors" / "vscode"


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
    assert re.search(r"language:\s*[\"']mermaid[\"']", code)
    assert re.search(r"language:\s*[\"']plaintext[\"']", code)
    assert re.search(r"export\s+(async\s+)?function\s+activate\b", code)
    assert re.search(r"export\s+(async\s+)?function\s+deactivate\b", code)
