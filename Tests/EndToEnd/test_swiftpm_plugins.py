"""The SwiftPM plugins as a consumer uses them (README "SwiftPM plugins"): a package that depends
on this one by local path, with the README's snippet, and Cradle-shaped code with a deliberate
mistake inside `#if canImport(Cradle)` (the compiler skips it here, where Cradle cannot be
fetched; cradle-lsp reads every clause). The command plugin checks and draws, writing into the
package only with SwiftPM's permission; the build-tool plugin fails `swift build` at the mistake,
passes once it is fixed, and reruns only when an input changed. Then the same consumer on the
artifact bundle, which builds without compiling cradle-lsp. One consumer build is shared."""
import os
import pathlib
import re
import shutil
import subprocess

import pytest

from conftest import ROOT

README = (ROOT / "README.md").read_text(encoding="utf-8")

GRAPH = """\
#if canImport(Cradle)
import Cradle

@DependencyGraph
final class AppGraph {
    @Provide private func makeFeed(client: HTTPClient) -> FeedService { FeedService(client: client) }
}
#endif

struct HTTPClient {}

struct FeedService {
    let client: HTTPClient
}
"""
FIXED = GRAPH.replace(
    "    @Provide private func makeFeed",
    "    @Provide private func makeClient() -> HTTPClient { HTTPClient() }\n    @Provide private func makeFeed")
FINDING = re.compile(r"Sources/Feature/AppGraph\.swift:6:44: error: no registration matches parameter type `HTTPClient` "
                     r"of `makeFeed` \[missing-registration\]")
CHECKING = "cradle-lsp: checking the graphs of Feature"


def readme_snippet(name):
    block = re.search(rf"<!-- {name}:begin -->\n```swift\n(.*?)```\n<!-- {name}:end -->", README, re.S)
    assert block, f"the README marks its snippet with {name} comments"
    return block.group(1)


def write_consumer(folder, snippet, url, path):
    """A package whose manifest is the README's snippet, the dependency's URL made a local path."""
    assert url in snippet
    dependency = re.sub(r'\.package\(url: "[^"]*", from: "[^"]*"\)', f'.package(path: "{path}")', snippet)
    (folder / "Sources" / "Feature").mkdir(parents=True)
    (folder / "Package.swift").write_text(
        f'// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: "Consumer",\n{dependency})\n')
    (folder / "Sources" / "Feature" / "AppGraph.swift").write_text(GRAPH)


def swift(folder, *arguments, timeout=1200):
    environment = dict(os.environ, NO_COLOR="1")
    environment.pop("CLICOLOR_FORCE", None)
    result = subprocess.run(["swift", *arguments], cwd=folder, capture_output=True, text=True, timeout=timeout,
                            env=environment)
    return result.returncode, result.stdout + result.stderr


@pytest.fixture(scope="module")
def consumer(tmp_path_factory):
    """The consumer on the package itself, built once (SwiftPM names a path dependency after its
    folder, so the checkout is reached through a link named cradle-lsp)."""
    base = tmp_path_factory.mktemp("plugins")
    (base / "deps").mkdir()
    (base / "deps" / "cradle-lsp").symlink_to(ROOT)
    folder = base / "Consumer"
    write_consumer(folder, readme_snippet("swiftpm-plugins"), "https://github.com/<owner>/cradle-lsp",
                   base / "deps" / "cradle-lsp")
    status, output = swift(folder, "build", "--target", "Feature")
    assert status != 0, output
    return folder


def test_plugin_list_names_both_commands(consumer):
    status, output = swift(consumer, "package", "plugin", "--list")
    assert status == 0, output
    assert "‘cradle-lsp’ (plugin ‘CradleLSPCommandPlugin’" in output
    assert "‘cradle-lsp-write’ (plugin ‘CradleLSPWriteCommandPlugin’" in output


def test_command_plugin_check_fails_at_the_finding(consumer):
    assert "swift package cradle-lsp check" in README
    status, output = swift(consumer, "package", "cradle-lsp", "check")
    assert status != 0, output
    assert FINDING.search(output), output
    status, output = swift(consumer, "package", "cradle-lsp", "check", "--target", "Nope")
    assert status != 0 and "no target named Nope" in output, output
    status, output = swift(consumer, "package", "cradle-lsp", "explain", "missing-registration")
    assert status == 0 and "missing-registration (Cradle #38" in output, output


def test_command_plugin_writes_the_diagram_only_with_permission(consumer, cradle_lsp):
    command = "swift package --allow-writing-to-package-directory cradle-lsp-write graph mermaid --output docs/graphs"
    assert command.replace("swift package", "swift package", 1) in README.replace("\n  ", " ")
    diagram = consumer / "docs" / "graphs" / "Feature" / "DependencyGraph.mmd"
    status, output = swift(consumer, "package", "cradle-lsp", "graph", "mermaid", "--output", "docs/graphs")
    assert status != 0 and "--allow-writing-to-package-directory cradle-lsp-write" in output, output
    assert not (consumer / "docs").exists()
    status, output = swift(consumer, "package", "cradle-lsp-write", "graph", "mermaid", "--output", "docs/graphs")
    assert status != 0 and "wants permission to write to the package directory" in output, output
    assert not (consumer / "docs").exists()
    status, output = swift(consumer, *command.split()[1:])
    assert status == 0, output
    expected = subprocess.run([cradle_lsp, "--graph", "mermaid", "Sources/Feature"], cwd=consumer, capture_output=True,
                              text=True, timeout=60)
    assert diagram.read_text() == expected.stdout
    assert "AppGraph" in expected.stdout


def build_tool_work(folder):
    return folder / ".build" / "plugins" / "outputs" / "consumer" / "Feature" / "destination" / "CradleLSPBuildToolPlugin"


def test_build_tool_plugin_fails_the_build_then_passes_and_does_not_rerun(consumer, cradle_lsp):
    source = consumer / "Sources" / "Feature" / "AppGraph.swift"
    status, output = swift(consumer, "build")
    assert status != 0, output
    assert FINDING.search(output), output
    # The configuration is an input: a severity turned down reruns the check, which now passes.
    (consumer / ".cradle-lsp.json").write_text('{"severity": {"missing-registration": "warning"}}')
    status, output = swift(consumer, "build")
    assert status == 0, output
    assert CHECKING in output and "warning: no registration matches" in output, output
    (consumer / ".cradle-lsp.json").unlink()
    source.write_text(FIXED)
    status, output = swift(consumer, "build")
    assert status == 0, output
    assert CHECKING in output and "error:" not in output, output
    diagram = build_tool_work(consumer) / "CradleDiagrams" / "Feature" / "DependencyGraph.mmd"
    expected = subprocess.run([cradle_lsp, "--graph", "mermaid", "Sources/Feature"], cwd=consumer, capture_output=True,
                              text=True, timeout=60)
    assert diagram.read_text() == expected.stdout and "makeClient" in expected.stdout
    status, output = swift(consumer, "build")
    assert status == 0 and CHECKING not in output, output
    source.write_text(GRAPH)


def test_artifact_bundle_consumer_builds_without_compiling_cradle_lsp(tmp_path, consumer):
    binary = pathlib.Path(os.environ.get("CRADLE_LSP_RELEASE", ROOT / ".build" / "release" / "cradle-lsp"))
    assert binary.exists(), f"bash .ci/run builds {binary} with the README's command first"
    assert "Plugins/make-artifact-bundle.sh --url URL" in README
    bundle = tmp_path / "bundle"
    result = subprocess.run([str(ROOT / "Plugins" / "make-artifact-bundle.sh"), "--output", str(bundle), "--binary", str(binary)],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    checksum = re.search(r"^checksum: ([0-9a-f]{64})$", result.stdout, re.M)
    assert checksum, result.stdout
    info = (bundle / "cradle-lsp.artifactbundle" / "info.json").read_text()
    assert '"type": "executable"' in info and "unknown-linux-gnu" in info
    assert (bundle / "cradle-lsp.artifactbundle.zip").exists()
    folder = tmp_path / "Consumer"
    write_consumer(folder, readme_snippet("swiftpm-plugins-binary"), "https://github.com/<owner>/cradle-lsp-plugins",
                   bundle / "cradle-lsp-plugins")
    status, output = swift(folder, "build")
    assert status != 0, output
    assert FINDING.search(output), output
    assert "Compiling CradleSyntax" not in output and "cradle-lsp-tool" not in output, output
    status, output = swift(folder, "package", "cradle-lsp", "check")
    assert status != 0 and FINDING.search(output), output
    # With --url the package downloads the zip: the manifest names it with its checksum.
    result = subprocess.run([str(ROOT / "Plugins" / "make-artifact-bundle.sh"), "--output", str(tmp_path / "released"),
                             "--binary", str(binary), "--url", "https://example.com/cradle-lsp.artifactbundle.zip"],
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    manifest = (tmp_path / "released" / "cradle-lsp-plugins" / "Package.swift").read_text()
    released = re.search(r"^checksum: ([0-9a-f]{64})$", result.stdout, re.M).group(1)
    assert f'url: "https://example.com/cradle-lsp.artifactbundle.zip", checksum: "{released}"' in manifest
    assert not (tmp_path / "released" / "cradle-lsp-plugins" / "cradle-lsp.artifactbundle").exists()
