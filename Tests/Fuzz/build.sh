#!/usr/bin/env bash
# Builds the libFuzzer target for CradleSyntax and its seed corpus.
# Run from the repository root:  bash Tests/Fuzz/build.sh
# Output: .build/fuzz/syntax-fuzzer and .build/fuzz/corpus/ (does not touch SwiftPM's build).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."   # repository root

OUT=.build/fuzz
CORPUS="$OUT/corpus"
OPT="${FUZZ_OPT:--O}"                          # override with FUZZ_OPT=-Onone if needed
# AddressSanitizer is on by default; FUZZ_SANITIZERS=fuzzer builds a several times faster binary
# for long runs (traps, overflows and property violations still crash it).
SANITIZERS="${FUZZ_SANITIZERS:-fuzzer,address}"
mkdir -p "$OUT/module-cache" "$CORPUS"

# All library sources plus the harness, compiled as one module (no `import CradleSyntax`).
SOURCES=()
while IFS= read -r -d '' f; do SOURCES+=("$f"); done \
    < <(find Sources/CradleSyntax -name '*.swift' -type f -print0 | sort -z)
SOURCES+=(Tests/Fuzz/SyntaxFuzzer.swift)

# -use-ld=lld: the toolchain's lld; the default gold linker works too but prints ~150
# harmless "Cannot export local symbol '__asan_*'" warnings.
CMD=(swiftc -sanitize="$SANITIZERS" -parse-as-library "$OPT" -g -use-ld=lld
     -module-name CradleSyntaxFuzz
     -module-cache-path "$OUT/module-cache"
     "${SOURCES[@]}"
     -o "$OUT/syntax-fuzzer")
echo "+ ${CMD[*]}"
"${CMD[@]}"

# Seed corpus: the repository's own Swift sources and parser snapshot inputs. Existing entries
# (inputs libFuzzer added in earlier runs) are kept; seeds are named by content hash.
seeds=0
while IFS= read -r -d '' f; do
    cp -f "$f" "$CORPUS/seed-$(sha1sum "$f" | cut -c1-16)"
    seeds=$((seeds + 1))
done < <(find Sources -name '*.swift' -type f -print0; \
         find Tests/CradleSyntaxTests/Snapshots -name '*.swift.in' -type f -print0)
echo "copied $seeds seed files into $CORPUS ($(find "$CORPUS" -type f | wc -l) files in total)"

echo
echo "Run the fuzzer with (crash files go to $OUT/crash-<sha1>):"
echo "  $OUT/syntax-fuzzer -runs=10000000 -max_len=4096 -timeout=10 -artifact_prefix=$OUT/ $CORPUS"
echo "Reproduce a crash with:"
echo "  $OUT/syntax-fuzzer $OUT/crash-<sha1>"
