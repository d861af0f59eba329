"""The VS Code extension in editors/vscode, checked without the npm registry:
- type-checked by Debian's TypeScript (`tsc --strict --noEmit`, node-typescript 4.8) against
  editors/vscode/types, declarations of exactly the `vscode`, `vscode-languageclient/node`, `os`
  and `path` APIs the extension uses, written from their published documentation; a misspelled
  API, a wrong argument type or an untyped parameter in a copy of the source fails tsc;
- its manifest and its source checked against each other: what package.json promises is what
  src/extension.ts registers and sends;
- localized the VS Code way, in English and Korean: package.json's texts are `%key%` placeholders
  that package.nls.json (English) and package.nls.ko.json (Korean) define, and every message
  src/extension.ts shows goes through `vscode.l10n.t` with its Korean in l10n/bundle.l10n.ko.json."""
import ast
import fnmatch
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
    ("misspelled l10n API", 'vscode.l10n.t("Workspace view")', 'vscode.l10n.tr("Workspace view")', "TS2339"),
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


def nls(locale=None):
    """package.nls.json (English), or package.nls.LOCALE.json."""
    name = "package.nls.json" if locale is None else f"package.nls.{locale}.json"
    return json.loads((EXTENSION / name).read_text(encoding="utf-8"))


def localized(text, locale=None):
    """A package.json TEXT as VS Code shows it: a `%key%` placeholder replaced by its package.nls text."""
    match = re.fullmatch(r"%([^%]+)%", text)
    return nls(locale)[match.group(1)] if match else text


def titles(locale=None):
    """Each contributed command's title as VS Code shows it, by command id."""
    return {c["command"]: localized(c["title"], locale) for c in manifest()["contributes"]["commands"]}


def test_manifest_fields():
    package = manifest()
    assert package["name"] == "cradle-lsp"
    assert re.fullmatch(r"\^1\.\d+\.\d+", package["engines"]["vscode"])
    assert "onLanguage:swift" in package["activationEvents"]
    assert package["main"] == "./out/extension.js"
    commands = package["contributes"]["commands"]
    assert "cradle-lsp.showGraphDiagram" in [c["command"] for c in commands]
    english = titles()
    assert english["cradle-lsp.showGraphDiagram"] == "Cradle: Show Dependency Graph"
    assert english["cradle-lsp.showWorkspaceDiagram"].startswith("Cradle: Show Workspace Diagram")
    assert english["cradle-lsp.openAnalysisReport"] == "Cradle: Open Analysis Report"
    assert all(title.startswith("Cradle: ") for title in titles("ko").values())
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
        for title in titles().values():
            assert title in text, (readme.name, title)


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


# The Hangul syllables block: a Korean text has at least one.
HANGUL = re.compile("[\uac00-\ud7a3]")


def placeholders(text):
    """The `{0}`-style placeholders in TEXT."""
    return sorted(re.findall(r"\{\d+\}", text))


def code_spans(text):
    """What a translation keeps as written: `code` spans and "quoted" names."""
    return sorted(re.findall(r"`[^`]*`|\"[^\"]*\"", text))


def check_translation(key, english, korean):
    assert isinstance(korean, str) and korean.strip(), key
    assert HANGUL.search(korean) or english == korean, (key, korean)  # only a bare name stays English
    assert placeholders(korean) == placeholders(english), (key, english, korean)
    assert code_spans(korean) == code_spans(english), (key, english, korean)


def manifest_strings(value):
    """Every string in the parsed package.json VALUE."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from manifest_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from manifest_strings(item)


def test_manifest_texts_are_localized_in_english_and_korean():
    package = manifest()
    contributes = package["contributes"]
    # Every user-facing text is a placeholder, never an English sentence VS Code cannot translate.
    shown = [package["description"], contributes["configuration"]["title"]]
    shown += [c["title"] for c in contributes["commands"]]
    for setting in contributes["configuration"]["properties"].values():
        assert "description" in setting or "markdownDescription" in setting, setting
        for field in ("description", "markdownDescription"):
            if field in setting:
                shown.append(setting[field])
        for field in ("enumDescriptions", "markdownEnumDescriptions"):
            shown += setting.get(field, [])
    for text in shown:
        assert re.fullmatch(r"%[^%]+%", text), text
    # Every %key% anywhere in package.json is in both bundles; neither bundle holds a stale key.
    used = {s[1:-1] for s in manifest_strings(package) if re.fullmatch(r"%[^%]+%", s)}
    english, korean = nls(), nls("ko")
    assert used == set(english) == set(korean), (used ^ set(english), used ^ set(korean))
    for key in used:
        check_translation(key, english[key], korean[key])
    # The English bundle holds the texts package.json had before it was localized.
    assert english["description"].startswith("Diagnostics, hovers, navigation, quick fixes")
    assert localized(contributes["configuration"]["properties"]["cradle-lsp.path"]["markdownDescription"]) \
        .startswith("The `cradle-lsp` executable: a name looked up on `PATH`")
    # VS Code reads package.nls.*.json and l10n/ from the packaged .vsix: .vscodeignore keeps them.
    ignored = [line.strip() for line in (EXTENSION / ".vscodeignore").read_text(encoding="utf-8").splitlines()
               if line.strip() and not line.startswith("#")]
    for kept in ("package.nls.json", "package.nls.ko.json", "l10n/bundle.l10n.ko.json"):
        assert (EXTENSION / kept).is_file(), kept
        assert not any(fnmatch.fnmatch(kept, pattern) for pattern in ignored), kept


def l10n_messages(code):
    """The message (first argument, a string literal) of every `vscode.l10n.t(` call in CODE."""
    literal = r"(\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*')"
    messages = [ast.literal_eval(m) for m in re.findall(r"vscode\.l10n\.t\(\s*" + literal + r"\s*[,)]", code)]
    # None with a variable or a template literal: a message the bundle cannot be checked for.
    assert code.count("l10n.t(") == len(messages), "every l10n.t message must be a string literal"
    return messages


def calls(code, name):
    """The argument text of every call of NAME in CODE (parentheses balanced, strings skipped)."""
    found = []
    for match in re.finditer(re.escape(name) + r"\(", code):
        depth, index, quote = 1, match.end(), None
        while depth:
            char = code[index]
            if quote:
                if char == "\\":
                    index += 1
                elif char == quote:
                    quote = None
            elif char in "\"'`":
                quote = char
            elif char == "(":
                depth += 1
            elif char == ")":
                depth -= 1
            index += 1
        found.append(code[match.end():index - 1])
    return found


def without_l10n_calls(text):
    for argument in calls(text, "vscode.l10n.t"):
        text = text.replace("vscode.l10n.t(" + argument + ")", "vscode.l10n.t()")
    return text


def test_extension_messages_are_localized_in_korean():
    code = source()
    assert manifest()["l10n"] == "./l10n"
    # vscode.l10n is VS Code 1.73's API.
    assert tuple(int(n) for n in manifest()["engines"]["vscode"][1:].split(".")) >= (1, 73, 0)
    messages = l10n_messages(code)
    assert messages, "src/extension.ts shows no localized message"
    korean = json.loads((EXTENSION / "l10n" / "bundle.l10n.ko.json").read_text(encoding="utf-8"))
    missing = sorted(set(messages) - set(korean))
    assert not missing, missing
    stale = sorted(set(korean) - set(messages))
    assert not stale, stale
    for message in messages:
        check_translation(message, message, korean[message])
    # What the user reads goes through l10n.t: no string or template literal is passed to a
    # message, its buttons or a quick pick's placeholder, item descriptions, progress or webview title.
    for name in ("showInformationMessage", "showWarningMessage", "showErrorMessage"):
        for argument in calls(code, "vscode.window." + name):
            assert not re.search(r"[\"'`]", without_l10n_calls(argument)), (name, argument)
    for field in ("placeHolder", "description", "detail", "title", "prompt"):
        assert not re.search(field + r":\s*[\"'`]", code), field


def test_analysis_report_runs_in_the_display_language():
    """The report the command opens speaks the language the server speaks: VS Code sends its
    display language as the initialize locale, and the command passes it to `cradle-lsp
    --analyze` as LC_ALL (a repository's `.cradle-lsp.json` still decides first)."""
    source = (EXTENSION / "src" / "extension.ts").read_text(encoding="utf-8")
    body = source[source.index("async function openAnalysisReport"):]
    body = body[: body.index("\n}\n")]
    assert 'LC_ALL: vscode.env.language.startsWith("ko") ? "ko_KR.UTF-8" : "C"' in body
    assert "childProcess.execFile(serverCommand(), args, options," in body
