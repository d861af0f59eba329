#!/usr/bin/env bash
# Shared by build-server.sh and build-project.sh: compiles the given library modules one by one,
# in dependency order, with -sanitize=$SANITIZERS into $MODULES (object and module files), so
# that a harness imports them like any client, then links the harness into a fuzzer.
# Usage (sourced, from the repository root):
#   SANITIZERS=fuzzer MODULES=.build/fuzz/x-modules build_fuzzer HarnessModule Tests/Fuzz/X.swift OUTPUT Mod1 Mod2 ...

build_module() {  # name; dependencies are found through -I
    local name=$1
    local sources=()
    while IFS= read -r -d '' f; do sources+=("$f"); done < <(find "Sources/$name" -name '*.swift' -type f -print0 | sort -z)
    swiftc -sanitize="$SANITIZERS" -parse-as-library -O -wmo -package-name cradle_lsp -module-name "$name" -I "$MODULES" \
        -emit-module -emit-module-path "$MODULES/$name.swiftmodule" -c -o "$MODULES/$name.o" "${sources[@]}"
}

build_fuzzer() {  # harness module name, harness file, output, then the modules in dependency order
    local harness=$1 file=$2 output=$3
    shift 3
    mkdir -p "$MODULES"
    for module in "$@"; do
        echo "+ module $module"
        build_module "$module"
    done
    swiftc -sanitize="$SANITIZERS" -parse-as-library -O -module-name "$harness" -I "$MODULES" -use-ld=lld \
        "$file" "$MODULES"/*.o -o "$output"
}
