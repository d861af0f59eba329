#!/usr/bin/env bash
# Builds cradle-lsp.artifactbundle (a static Linux binary on Linux; a universal arm64 + x86_64
# binary on macOS), zips it, prints SwiftPM's checksum of the zip, and writes cradle-lsp-plugins,
# the package a consumer depends on to use the plugins with that binary instead of compiling
# cradle-lsp (as SwiftLintPlugins does for SwiftLint).
#
#   Plugins/make-artifact-bundle.sh [--output DIR] [--url URL] [--binary FILE]
#
#   --output DIR   where to write (default: .build/artifactbundle)
#   --url URL      where the zip will be downloaded from: cradle-lsp-plugins then declares
#                  .binaryTarget(url: URL, checksum: …); without it, .binaryTarget(path:) on the
#                  bundle folder copied into the package (for a local or vendored checkout)
#   --binary FILE  package this already built binary instead of building one (it must be the
#                  release build the README gives for this system)
set -euo pipefail
cd "$(dirname "$0")/.."
output=.build/artifactbundle
url=""
binary=""
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output="$2"; shift 2 ;;
        --url) url="$2"; shift 2 ;;
        --binary) binary="$2"; shift 2 ;;
        -h|--help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "make-artifact-bundle: unknown argument $1" >&2; exit 2 ;;
    esac
done

case "$(uname -s)" in
    Linux)
        triples="\"$(uname -m)-unknown-linux-gnu\""
        variant="linux-$(uname -m)"
        if [ -z "$binary" ]; then
            swift build -c release --static-swift-stdlib --product cradle-lsp
            binary=.build/release/cradle-lsp
        fi
        ;;
    Darwin)
        triples='"arm64-apple-macosx", "x86_64-apple-macosx"'
        variant="macos"
        if [ -z "$binary" ]; then
            swift build -c release --arch arm64 --arch x86_64 --product cradle-lsp
            binary=.build/apple/Products/Release/cradle-lsp
        fi
        ;;
    *) echo "make-artifact-bundle: no artifact bundle for $(uname -s)" >&2; exit 2 ;;
esac
[ -x "$binary" ] || { echo "make-artifact-bundle: $binary is not an executable" >&2; exit 2; }
version="$("$binary" --version | sed 's/^cradle-lsp //')"

mkdir -p "$output"
output="$(cd "$output" && pwd)"
bundle="$output/cradle-lsp.artifactbundle"
rm -rf "$bundle" "$bundle.zip" "$output/cradle-lsp-plugins"
mkdir -p "$bundle/cradle-lsp-$version-$variant/bin"
cp "$binary" "$bundle/cradle-lsp-$version-$variant/bin/cradle-lsp"
chmod 755 "$bundle/cradle-lsp-$version-$variant/bin/cradle-lsp"
cat > "$bundle/info.json" <<JSON
{
    "schemaVersion": "1.0",
    "artifacts": {
        "cradle-lsp": {
            "version": "$version",
            "type": "executable",
            "variants": [
                {
                    "path": "cradle-lsp-$version-$variant/bin/cradle-lsp",
                    "supportedTriples": [$triples]
                }
            ]
        }
    }
}
JSON
(
    cd "$output"
    if command -v zip >/dev/null 2>&1; then
        zip -q -r -X cradle-lsp.artifactbundle.zip cradle-lsp.artifactbundle
    else
        python3 -m zipfile -c cradle-lsp.artifactbundle.zip cradle-lsp.artifactbundle
    fi
)
checksum="$(swift package compute-checksum "$bundle.zip")"

# The plugin package: the plugins' sources as they are here, the binary in place of the tool.
plugins="$output/cradle-lsp-plugins"
mkdir -p "$plugins/Plugins"
for plugin in CradleLSPCommandPlugin CradleLSPWriteCommandPlugin CradleLSPBuildToolPlugin; do
    cp -RL "Plugins/$plugin" "$plugins/Plugins/$plugin"
done
if [ -n "$url" ]; then
    binary_target=".binaryTarget(name: \"CradleLSPBinary\", url: \"$url\", checksum: \"$checksum\")"
else
    cp -R "$bundle" "$plugins/cradle-lsp.artifactbundle"
    binary_target='.binaryTarget(name: "CradleLSPBinary", path: "cradle-lsp.artifactbundle")'
fi
cat > "$plugins/Package.swift" <<SWIFT
// swift-tools-version:6.0
// Written by cradle-lsp's Plugins/make-artifact-bundle.sh for cradle-lsp $version.
import PackageDescription

let package = Package(
    name: "cradle-lsp-plugins",
    products: [
        .plugin(name: "CradleLSPCommandPlugin", targets: ["CradleLSPCommandPlugin"]),
        .plugin(name: "CradleLSPWriteCommandPlugin", targets: ["CradleLSPWriteCommandPlugin"]),
        .plugin(name: "CradleLSPBuildToolPlugin", targets: ["CradleLSPBuildToolPlugin"]),
    ],
    targets: [
        $binary_target,
        .plugin(
            name: "CradleLSPCommandPlugin",
            capability: .command(
                intent: .custom(verb: "cradle-lsp", description: "Check, draw, diff and analyse the package's Cradle graphs")),
            dependencies: ["CradleLSPBinary"]),
        .plugin(
            name: "CradleLSPWriteCommandPlugin",
            capability: .command(
                intent: .custom(verb: "cradle-lsp-write", description: "cradle-lsp's commands that write into the package"),
                permissions: [
                    .writeToPackageDirectory(reason: "graph --output DIR and check --fix write into the package")
                ]),
            dependencies: ["CradleLSPBinary"]),
        .plugin(name: "CradleLSPBuildToolPlugin", capability: .buildTool(), dependencies: ["CradleLSPBinary"]),
    ]
)
SWIFT

echo "bundle:   $bundle"
echo "zip:      $bundle.zip"
echo "checksum: $checksum"
echo "plugins:  $plugins"
