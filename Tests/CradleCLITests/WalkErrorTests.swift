import Foundation
import Testing

/// What `--check` does with roots it must not walk or files it must not open (`product.md` §4):
/// a warning and on, or a clear stop.
@Suite("Walk errors")
struct WalkErrorTests {
    @Test("a FIFO named `p.swift` is a warning; the check goes on and reports the other files")
    func fifo() throws {
        let root = try makeWorkspace(["Sources/App/AppGraph.swift": Array(brokenGraph.utf8)])
        #expect(mkfifo(root.path + "/Sources/App/p.swift", 0o644) == 0)
        let run = try runTool(["--check", "."], in: root)
        #expect(run.status == 1)
        #expect(run.stderr.contains("warning: Sources/App/p.swift: not a regular file (a FIFO, socket or device); skipped"))
        #expect(run.stdout.contains("Sources/App/AppGraph.swift:"))
    }

    @Test("`/` as a path stops with a message and status 2, without walking it")
    func slash() throws {
        let run = try runTool(["--check", "/"], in: URL(fileURLWithPath: "/"))
        #expect(run.status == 2)
        #expect(run.stderr == "cradle-lsp: error: /: the file system root is not a workspace; not indexed\n")
        #expect(run.stdout.isEmpty)
    }

    @Test("the home directory as a path stops with a message and status 2")
    func home() throws {
        let home = try makeWorkspace(["A.swift": Array(brokenGraph.utf8)])
        let run = try runTool(["--check", "."], in: home, environment: ["HOME": home.resolvingSymlinksInPath().path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("error: .: the home directory is not a workspace; not indexed"))
    }
}
