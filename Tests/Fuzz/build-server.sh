#!/usr/bin/env bash
# Builds the libFuzzer target for the server's framing and dispatch path
# (.build/fuzz/server-fuzzer) and its seed corpus (.build/fuzz/server-corpus, from the protocol
# fixtures' client messages). Each module is compiled on its own, in dependency order, with
# -sanitize=fuzzer (FUZZ_SANITIZERS=fuzzer,address for AddressSanitizer), then linked.
# Run from the repository root:  bash Tests/Fuzz/build-server.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."

OUT=.build/fuzz
MODULES="$OUT/server-modules"
SANITIZERS="${FUZZ_SANITIZERS:-fuzzer}"
mkdir -p "$OUT/server-corpus"

source Tests/Fuzz/build-modules.sh
build_fuzzer ServerFuzz Tests/Fuzz/ServerFuzzer.swift "$OUT/server-fuzzer" CradleSyntax CradleAnalysis CradleProject CradleProtocol CradleServer

# Seeds: each client line of the protocol fixtures, framed, as one input.
python3 - <<'PY'
import hashlib, pathlib
out = pathlib.Path(".build/fuzz/server-corpus")
for fixture in sorted(pathlib.Path("protocol-fixtures").glob("*.txtar")):
    for line in fixture.read_text(encoding="utf-8").splitlines():
        if line.startswith("=> "):
            body = line[3:].encode()
            data = b"\x07" + b"Content-Length: %d\r\n\r\n" % len(body) + body
            (out / ("seed-" + hashlib.sha1(data).hexdigest()[:16])).write_bytes(data)
PY
echo "built $OUT/server-fuzzer; corpus $(find "$OUT/server-corpus" -type f | wc -l) files"
echo "run:  $OUT/server-fuzzer -runs=1000000 -max_len=8192 -timeout=10 $OUT/server-corpus"
