#!/usr/bin/env bash
# Builds the libFuzzer target for the build-definition readers (.build/fuzz/project-fuzzer) and
# its seed corpus (.build/fuzz/project-corpus: every manifest, project and workspace file of the
# example workspaces and the repository, each behind its reader's selector byte). Each module is
# compiled on its own, in dependency order, with -sanitize=fuzzer (FUZZ_SANITIZERS=fuzzer,address
# for AddressSanitizer), then linked.
# Run from the repository root:  bash Tests/Fuzz/build-project.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

OUT=.build/fuzz
MODULES="$OUT/project-modules"
SANITIZERS="${FUZZ_SANITIZERS:-fuzzer}"
mkdir -p "$OUT/project-corpus"

source Tests/Fuzz/build-modules.sh
build_fuzzer ProjectFuzz Tests/Fuzz/ProjectFuzzer.swift "$OUT/project-fuzzer" CradleSyntax CradleAnalysis CradleProject

python3 - <<'PY'
import hashlib, pathlib
out = pathlib.Path(".build/fuzz/project-corpus")
selectors = {"Package.swift": 0, "Project.swift": 1, "project.pbxproj": 2, "contents.xcworkspacedata": 3}
roots = [pathlib.Path("protocol-fixtures"), pathlib.Path(".")]
for root in roots:
    for name, selector in selectors.items():
        for path in root.rglob(name):
            if ".build" in path.parts:
                continue
            data = bytes([selector]) + path.read_bytes()
            (out / ("seed-" + hashlib.sha1(data).hexdigest()[:16])).write_bytes(data)
for helper in pathlib.Path("protocol-fixtures").rglob("ProjectDescriptionHelpers/*.swift"):
    for project in pathlib.Path("protocol-fixtures").rglob("Project.swift"):
        data = bytes([1]) + project.read_bytes() + b"\0" + helper.read_bytes()
        (out / ("seed-" + hashlib.sha1(data).hexdigest()[:16])).write_bytes(data)
for pattern, path in [(b"Sources/**", b"Sources/A/B.swift"), (b"**/*.swift", b"a/b/c.swift"), (b"a?c*", b"abcd")]:
    data = bytes([4]) + pattern + b"\0" + path
    (out / ("seed-" + hashlib.sha1(data).hexdigest()[:16])).write_bytes(data)
PY
echo "built $OUT/project-fuzzer; corpus $(find "$OUT/project-corpus" -type f | wc -l) files"
echo "run:  $OUT/project-fuzzer -runs=1000000 -max_len=16384 -timeout=10 $OUT/project-corpus"
