import Foundation

/// `CradleBench check`: the batch checker against its peer and its floor, per code base, in one
/// run (product.md §5). For each path:
/// - `cradle-lsp --check` wall time, best of N, with the release binary on all cores, and its
///   peak resident memory;
/// - one `swiftc -frontend -parse` process over all the same files, as a person would run it
///   (`--batches` also reports 200-file batches, each a new process, the old way);
/// - the read floor: `find PATH -name '*.swift' -print0 | xargs -0 cat > /dev/null`, best of N;
/// - the ratios: how much faster than swiftc, how far above the floor;
/// - `cradle-lsp --analyze --format json` wall time, best of N, and its ratio to `--check`.
func runCheck(_ arguments: [String]) {
    let options = BenchOptions(arguments, valued: ["--iterations", "--binary", "--lines"])
    let iterations = options.int("--iterations", 5, minimum: 1)
    let binary = options.values["--binary"] ?? ".build/release/cradle-lsp"
    let lines = options.int("--lines", 1_000_000, minimum: 1000)
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        say("no executable at \(binary); build it with swift build -c release")
        exit(2)
    }
    var sets: [(name: String, root: String, files: [String])] = options.paths.map { path in
        ((path as NSString).lastPathComponent, path, swiftFiles(under: [path]))
    }
    let directory = NSTemporaryDirectory() + "cradle-bench-check"
    if !options.flags.contains("--no-generated") {
        do {
            let generated = try Generator.writeWorkspace(to: directory, totalLines: lines)
            sets.append(("generated \(lines / 1000)k lines", directory, generated))
        } catch {
            say("cannot write the generated workspace: \(error)")
        }
    }
    say(
        "code base | files | MB | check s | swiftc s (1 process) | check vs swiftc | read floor s | check / floor | peak MiB | analyze s | analyze / check"
    )
    for set in sets {
        let bytes = set.files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
        // Warm the page cache once, so that every contender reads from memory.
        _ = timeShell("find \(quoted(set.root)) -name '*.swift' -print0 | xargs -0 cat > /dev/null")
        var check = Double.infinity
        var peak = 0.0
        for _ in 0..<iterations {
            guard let run = timeCommandWithPeak(binary, ["--check", "--output", "/dev/null", set.root]) else { break }
            check = min(check, run.seconds)
            peak = max(peak, run.peakMiB)
        }
        var floor = Double.infinity
        for _ in 0..<iterations {
            if let seconds = timeShell("find \(quoted(set.root)) -name '*.swift' -print0 | xargs -0 cat > /dev/null") {
                floor = min(floor, seconds)
            }
        }
        var analyze = Double.infinity
        for _ in 0..<iterations {
            guard let run = timeCommandWithPeak(binary, ["--analyze", "--format", "json", "--output", "/dev/null", set.root])
            else {
                break
            }
            analyze = min(analyze, run.seconds)
        }
        var swiftc = Double.infinity
        for _ in 0..<max(1, iterations / 2) {
            if let seconds = timeSwiftcParse(set.files, batchSize: Int.max) { swiftc = min(swiftc, seconds) }
        }
        say(
            String(
                format: "%@ | %d | %.1f | %.3f | %.3f | %.1fx faster | %.3f | %.1fx | %.0f | %.3f | %.2fx", set.name,
                set.files.count,
                Double(bytes) / 1e6, check, swiftc, swiftc / check, floor, check / floor, peak, analyze, analyze / check))
        if options.flags.contains("--batches"), let batched = timeSwiftcParse(set.files, batchSize: 200) {
            say(String(format: "  swiftc in 200-file batches, one process each: %.3f s", batched))
        }
    }
    try? FileManager.default.removeItem(atPath: directory)
}

/// Single-quoted for /bin/sh.
func quoted(_ path: String) -> String {
    "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// Runs a command (standard output and error to /dev/null), returning its wall time and its own
/// peak resident memory in MiB, read with `wait4` so that each run is measured alone.
func timeCommandWithPeak(_ executable: String, _ arguments: [String]) -> (seconds: Double, peakMiB: Double)? {
    var actions: posix_spawn_file_actions_t
    #if os(Linux)
        actions = posix_spawn_file_actions_t()
    #else
        actions = nil
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    var usage = rusage()
    guard wait4(pid, &status, 0, &usage) == pid else { return nil }
    let seconds = now() - start
    #if os(macOS)
        let peak = Double(usage.ru_maxrss) / 1_048_576  // bytes on macOS
    #else
        let peak = Double(usage.ru_maxrss) / 1024  // KiB on Linux
    #endif
    return (seconds, peak)
}
