import Foundation

/// `CradleBench diff [--iterations N] [--binary PATH] [--changed N] PATH...`: `cradle-lsp --diff
/// HEAD~1` against one `cradle-lsp --check` of the same code base, in one run, interleaved
/// (product.md §5; the graph-review issue asks for at most 2.5x). There is no peer: no other DI
/// tool diffs graphs. For each PATH (a code base, git repository or not) the bench copies the
/// files a load reads into a temporary git repository, commits them, appends a comment line to
/// N Swift files (default 5) and commits again, then packs it as a clone is packed, so that `--diff HEAD~1` compares two revisions
/// of real code with a clean working tree, as in CI after a push. Also printed, as the floor of
/// what git itself costs: `git ls-tree -r` plus `git cat-file --batch` of the loaded files.
func runDiff(_ arguments: [String]) {
    let options = BenchOptions(arguments, valued: ["--iterations", "--binary", "--changed"])
    let iterations = options.int("--iterations", 15, minimum: 1)
    let changed = options.int("--changed", 5, minimum: 1)
    let binary = options.values["--binary"] ?? ".build/release/cradle-lsp"
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        say("no executable at \(binary); build it with swift build -c release")
        exit(2)
    }
    let absoluteBinary = URL(fileURLWithPath: binary).standardizedFileURL.path
    say("code base | files | diff HEAD~1 s (median, best) | check s (median, best) | diff / check | git floor s")
    for path in options.paths {
        let name = (path as NSString).lastPathComponent
        let repository = NSTemporaryDirectory() + "cradle-bench-diff-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: repository) }
        guard let files = makeBenchRepository(from: path, at: repository, changing: changed) else {
            say("\(name): cannot make a git repository of it")
            continue
        }
        var diffs: [Double] = []
        var checks: [Double] = []
        var floors: [Double] = []
        // One warm-up each, then interleaved, so that both see the same machine.
        _ = timeRun(absoluteBinary, ["--diff", "HEAD~1", "--quiet", "--output", "/dev/null", "."], in: repository)
        _ = timeRun(absoluteBinary, ["--check", "--quiet", "--output", "/dev/null", "."], in: repository)
        for _ in 0..<iterations {
            if let diff = timeRun(absoluteBinary, ["--diff", "HEAD~1", "--quiet", "--output", "/dev/null", "."], in: repository),
                diff.status <= 1
            {
                diffs.append(diff.seconds)
            }
            if let check = timeRun(absoluteBinary, ["--check", "--quiet", "--output", "/dev/null", "."], in: repository),
                check.status <= 1
            {
                checks.append(check.seconds)
            }
            if let floor = timeShell(
                "cd \(quoted(repository)) && git ls-tree -r HEAD~1 | awk '$4 ~ /\\.swift$|pbxproj$|xcconfig$|xcworkspacedata$/ {print $3}'"
                    + " | git cat-file --batch > /dev/null")
            {
                floors.append(floor)
            }
        }
        guard !diffs.isEmpty, !checks.isEmpty else {
            say("\(name): cradle-lsp failed on the repository")
            continue
        }
        let diff = percentile(diffs, 0.5)
        let check = percentile(checks, 0.5)
        say(
            String(
                format: "%@ | %d | %.3f, %.3f | %.3f, %.3f | %.2fx | %.3f", name, files, diff, diffs.min() ?? 0, check,
                checks.min() ?? 0, diff / check, percentile(floors, 0.5)))
    }
}

/// Copies the Swift files and build definitions under `source` into a new git repository at
/// `folder`, commits them, then appends a comment to `changing` Swift files, commits again and
/// packs the objects (a clone's are packed; loose ones cost git a file each).
/// Returns the number of Swift files, or nil when git fails.
func makeBenchRepository(from source: String, at folder: String, changing: Int) -> Int? {
    let copy =
        "mkdir -p \(quoted(folder)) && cd \(quoted(source)) && find . \\( -name .git -o -name .build \\) -prune -o -type f"
        + " \\( -name '*.swift' -o -name project.pbxproj -o -name contents.xcworkspacedata -o -name '*.xcconfig'"
        + " -o -name .cradle-lsp.json \\) -print0 | tar --null -cf - -T - | tar -xf - -C \(quoted(folder))"
    let identity =
        "GIT_AUTHOR_NAME=bench GIT_AUTHOR_EMAIL=bench@example.com GIT_COMMITTER_NAME=bench GIT_COMMITTER_EMAIL=bench@example.com"
    let commit =
        "cd \(quoted(folder)) && git init -q && git add -A && \(identity) git commit -q -m base"
        + " && find . -name '*.swift' -not -path './.git/*' | sort | head -n \(changing)"
        + " | while IFS= read -r f; do printf '\\n// changed by the bench\\n' >> \"$f\"; done"
        + " && git add -A && \(identity) git commit -q -m change && git repack -adq"
    guard timeShell(copy) != nil, timeShell(commit) != nil else { return nil }
    return swiftFiles(under: [folder]).count
}
