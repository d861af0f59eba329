import Foundation
import Testing

@testable import CradleProject

/// A value handed back from another thread.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// The walk reads only what it should (`product.md` §4): regular files, typed before anything
/// opens them; never a pseudo file system; symbolic links followed once; `/`, the home
/// directory and roots over the entry limit refused with a problem.
@Suite("Walk safety")
struct WalkSafetyTests {
    static let graph =
        "import Cradle\n@DependencyGraph\nfinal class G {\n    @Provide private func makeClock() -> Clock { Clock() }\n}\n"

    /// Runs `body` on another thread and waits a generous 20 s: a blocking open would hang it.
    func finishes<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T? {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = body()
            done.signal()
        }
        guard done.wait(timeout: .now() + 20) == .success else { return nil }
        return box.value
    }

    @Test("a folder holds a Swift file only outside the skipped folders, whichever comes first")
    func holdsSwiftFile() throws {
        #expect(FileWalk.isSkippedFolder(".hidden") && FileWalk.isSkippedFolder("Pods") && !FileWalk.isSkippedFolder("Sources"))
        let skippedOnly = try makeTree([".build/A.swift": "", "Pods/B.swift": "", "DerivedData/C.swift": "", "README.md": ""])
        #expect(!FileWalk.holdsSwiftFile(skippedOnly))
        // Skipped folders before and after the file in any listing order: the walk goes on past them.
        let mixed = try makeTree([
            ".a/A.swift": "", "Pods/B.swift": "", "node_modules/C.swift": "", "z/y/D.swift": "", "DerivedData/E.swift": "",
        ])
        #expect(FileWalk.holdsSwiftFile(mixed))
    }

    @Test("a FIFO named like a Swift file is a warning, never opened; the other files load")
    func fifoIsNeverOpened() throws {
        let root = try makeTree(["Sources/A/A.swift": Self.graph])
        #expect(mkfifo(root + "/Sources/A/p.swift", 0o644) == 0)
        #expect(mkfifo(root + "/Package.swift", 0o644) == 0)
        let result = finishes {
            let project = Project.find(paths: [root], currentDirectory: "/", style: .absolute)
            let loaded = project.loadWorkspace(mode: .batch)
            return (project.files.map(\.path), project.problems, loaded.workspace.entries.count)
        }
        let (files, problems, loaded) = try #require(result, "the walk blocked on the FIFO")
        #expect(files == [root + "/Sources/A/A.swift"])
        #expect(loaded == 1)
        #expect(problems.contains(.notRegularFile(path: root + "/Sources/A/p.swift")))
        #expect(problems.allSatisfy { !$0.isFatal })
    }

    @Test("a FIFO given by name is a warning too, and reading one returns nothing at once")
    func fifoGivenByName() throws {
        let root = try makeTree(["A.swift": Self.graph])
        #expect(mkfifo(root + "/p.swift", 0o644) == 0)
        let result = finishes {
            (
                Project.find(paths: [root + "/p.swift"], currentDirectory: "/").problems,
                SourceReader.contents(of: root + "/p.swift")
            )
        }
        let (problems, bytes) = try #require(result, "reading the FIFO blocked")
        #expect(problems == [.notRegularFile(path: root + "/p.swift")])
        #expect(bytes == nil)
        #expect(SourceReader.contents(of: root + "/A.swift", limit: 6) == Array("import".utf8))
    }

    @Test("a symbolic link into a pseudo file system is never entered")
    func pseudoFileSystemsAreSkipped() throws {
        let root = try makeTree(["A.swift": Self.graph])
        try FileManager.default.createSymbolicLink(atPath: root + "/proc", withDestinationPath: "/proc/self")
        try FileManager.default.createSymbolicLink(atPath: root + "/devices", withDestinationPath: "/dev")
        var walk = FileWalk()
        walk.walk(root)
        #expect(walk.swiftFiles == [root + "/A.swift"])
        #expect(walk.entriesSeen == 3, "only the root's own entries were listed")
        #expect(FileWalk.isPseudoFileSystem("/proc") && FileWalk.isPseudoFileSystem("/sys/kernel"))
        #expect(!FileWalk.isPseudoFileSystem(root) && !FileWalk.isPseudoFileSystem("/process"))
        #if os(Linux)
            // By file system type too, wherever it is mounted.
            #expect(FileWalk.fileSystemType(of: "/proc") == 0x9fa0)
            #expect(FileWalk.fileSystemType(of: root).map(FileWalk.pseudoFileSystemTypes.contains) == false)
        #endif
    }

    @Test("symbolic links are followed once; a loop is a warning")
    func symlinkLoops() throws {
        let root = try makeTree(["Sub/A.swift": Self.graph])
        try FileManager.default.createSymbolicLink(atPath: root + "/Sub/again", withDestinationPath: root)
        try FileManager.default.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: root + "/Sub")
        let project = Project.find(paths: [root], currentDirectory: "/", style: .absolute)
        #expect(project.files.map(\.absolutePath).filter { $0.hasSuffix("A.swift") }.count == 1)
        #expect(project.problems.contains { if case .symlinkLoop = $0 { true } else { false } })
    }

    @Test("`/` and the home directory are refused as roots, with a problem that stops a batch run")
    func refusedRoots() throws {
        let home = try makeTree(["A.swift": Self.graph, ".git/HEAD": "", "Code/B.swift": Self.graph])
        var limits = WalkLimits()
        limits.homeDirectory = home
        let slash = Project.find(paths: ["/"], currentDirectory: "/", limits: limits)
        #expect(slash.problems.map(\.description) == ["/: the file system root is not a workspace; not indexed"])
        #expect(slash.files.isEmpty && slash.roots.isEmpty)
        #expect(slash.problems.allSatisfy { $0.stopsRun })
        let homeProject = Project.find(paths: ["."], currentDirectory: home, limits: limits)
        #expect(homeProject.problems.map(\.description) == [".: the home directory is not a workspace; not indexed"])
        #expect(homeProject.files.isEmpty)
        // A folder under the home directory is its own root, whatever the home directory holds.
        let code = Project.find(paths: ["Code"], currentDirectory: home, limits: limits)
        #expect(code.roots == [home + "/Code"])
        #expect(code.files.map(\.path) == ["Code/B.swift"])
        #expect(WorkspaceRoot.find(for: home + "/Code/B.swift", homeDirectory: home) == home + "/Code")
        // A file given by name is checked without walking its root.
        let file = Project.find(paths: ["A.swift"], currentDirectory: home, limits: limits)
        #expect(file.problems.isEmpty)
        #expect(file.files.map(\.path) == ["A.swift"])
    }

    @Test("a root over the entry limit is refused and none of its files load; others still do")
    func entryLimit() throws {
        let big = try makeTree(Dictionary(uniqueKeysWithValues: (0..<30).map { ("F\($0).swift", "") }))
        let small = try makeTree(["A.swift": Self.graph])
        var limits = WalkLimits()
        limits.maximumEntries = 20
        let project = Project.find(paths: [big, small], currentDirectory: "/", style: .absolute, limits: limits)
        #expect(project.problems == [.refusedRoot(path: big, reason: limits.overLimitReason)])
        #expect(project.problems.first?.description.contains("holds more than 20 files and folders") == true)
        #expect(project.files.map(\.path) == [small + "/A.swift"])
        #expect(project.roots == [small])
        limits.maximumEntries = 40
        #expect(Project.find(paths: [big], currentDirectory: "/", limits: limits).files.count == 30)
    }

    @Test("a cancelled walk and load stop early")
    func cancellation() throws {
        let root = try makeTree([
            "A.swift": Self.graph, "B/B.swift": Self.graph, "C/Mock.swift": Self.graph,
            ".cradle-lsp.json": #"{"exclude": ["C/**"]}"#,
        ])
        var limits = WalkLimits()
        limits.isCancelled = { true }
        let project = Project.find(paths: [root], currentDirectory: "/", limits: limits)
        #expect(project.files.isEmpty)
        // Nothing after the walk runs: a given file is not added, and the glob the walk never
        // reached is no problem.
        let given = Project.find(paths: [root, root + "/A.swift"], currentDirectory: "/", limits: limits)
        #expect(given.files.isEmpty)
        #expect(given.problems.isEmpty, "\(given.problems)")
        let whole = Project.find(paths: [root], currentDirectory: "/")
        #expect(whole.files.count == 2)
        #expect(whole.loadWorkspace(mode: .batch, isCancelled: { true }).workspace.entries.isEmpty)
    }
}
