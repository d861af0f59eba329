import CradleAnalysis
import Foundation
import Testing

@testable import CradleProject

/// A revision's files held in memory (`--diff`'s other side) are found and loaded by exactly the
/// rules a load from disk follows.
struct RevisionSourceTests {
    static let workspaces = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("protocol-fixtures/workspaces")

    /// The files of `folder` a revision would hold (what `git ls-tree` lists and a load reads),
    /// relative to it, with a `.git` marker as a revision has.
    static func revisionFiles(of folder: String) throws -> [(path: String, bytes: [UInt8], isLink: Bool)] {
        var files: [(path: String, bytes: [UInt8], isLink: Bool)] = [(".git/HEAD", Array("0\n".utf8), false)]
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        while let relative = enumerator.nextObject() as? String {
            guard GitRepository.isLoaded(relative) else { continue }
            let bytes = try #require(SourceReader.contents(of: PathName.join(folder, relative)))
            files.append((relative, bytes, false))
        }
        return files
    }

    /// What a load found and reported, with `folder` taken out of every path.
    static func outcome(_ folder: String, source: FileSource = .disk) -> [String] {
        let project = Project.find(paths: ["."], currentDirectory: folder, source: source)
        let (workspace, loadProblems) = project.loadWorkspace(mode: .batch)
        var lines = project.files.map {
            "file \($0.path) \($0.module) \($0.otherModules) reported=\($0.isReported) onlyForGraphs=\($0.isNeededOnlyForGraphs)"
        }
        lines += project.definitions.map { "definition \($0.file) \($0.modules.map(\.name))" }
        lines += (project.problems + loadProblems).map { "problem \($0)" }
        for file in project.files where file.isReported {
            lines += workspace.review(in: file.path).diagnostics.map { "finding \(file.path) \($0)" }
        }
        return lines.map { $0.replacingOccurrences(of: folder, with: "<root>") }
    }

    @Test(
        "every example workspace loads from memory as it loads from disk",
        arguments: ["UserSearch", "UserSearchWithMistakes", "TuistApp", "XcodeApp"])
    func sameAsDisk(workspace: String) throws {
        let folder = Self.workspaces.appendingPathComponent(workspace).path
        // On disk, the example is the root only below a `.git` marker of its own, as a revision has.
        let disk = try makeTree(
            Dictionary(
                try Self.revisionFiles(of: folder).map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) },
                uniquingKeysWith: { first, _ in first }))
        let virtual = "/nonexistent-revision-\(UUID().uuidString)"
        let fromDisk = Self.outcome(disk)
        let fromMemory = Self.outcome(
            virtual, source: .revision(folder: virtual, files: try Self.revisionFiles(of: folder)))
        #expect(fromDisk.contains { $0.hasPrefix("file ") }, "the workspace has files")
        #expect(fromMemory == fromDisk)
    }

    @Test("a revision's folders, kinds and links: inside it answered from memory, outside it from the disk")
    func entriesKindsAndLinks() throws {
        let outside = try makeTree(["Real.swift": "let outside = 1\n"])
        let source = FileSource.revision(
            folder: "/rev",
            files: [
                ("Sources/A/One.swift", Array("let one = 1\n".utf8), false),
                ("Sources/B/Two.swift", Array("let two = 2\n".utf8), false),
                ("Sources/A/Linked.swift", Array("../B/Two.swift".utf8), true),
                ("Sources/Folder", Array("B".utf8), true),
                ("Sources/Out.swift", Array("\(outside)/Real.swift".utf8), true),
                ("Sources/Loop.swift", Array("Loop.swift".utf8), true),
                // Links to links: each is followed to its end.
                ("Sources/Chain.swift", Array("A/Linked.swift".utf8), true),
                ("Sources/Alias", Array("Folder".utf8), true),
            ])
        #expect(source.entries(of: "/rev")?.map(\.name) == ["Sources"])
        #expect(
            source.entries(of: "/rev/Sources")?.map(\.name) == [
                "A", "Alias", "B", "Chain.swift", "Folder", "Loop.swift", "Out.swift",
            ])
        #expect(
            source.entries(of: "/rev/Sources")?.map { "\($0.kind)" } == [
                "directory", "link", "directory", "link", "link", "link", "link",
            ])
        #expect(source.contents(of: "/rev/Sources/Chain.swift") == Array("let two = 2\n".utf8))
        #expect(source.kind(ofPath: "/rev/Sources/Alias/Two.swift") == .file)
        #expect(source.realPath("/rev/Sources/Alias") == "/rev/Sources/B")
        // After a link, the rest of the path is looked up under its target, not beside the link:
        // `Alias/Out.swift` is `B/Out.swift` (none), not the link `Sources/Out.swift`.
        #expect(source.kind(ofPath: "/rev/Sources/Alias/Out.swift") == nil)
        #expect(source.entries(of: "/rev/Sources/A")?.map(\.name) == ["Linked.swift", "One.swift"])
        #expect(source.entries(of: "/rev/Missing") == nil)
        #expect(source.kind(ofPath: "/rev/Sources/A/Linked.swift") == .file)
        #expect(source.kind(ofPath: "/rev/Sources/Folder") == .directory)
        #expect(source.kind(ofPath: "/rev/Sources/Folder/Two.swift") == .file)
        #expect(source.kind(ofPath: "/rev/Sources/Loop.swift") == nil, "a link loop is no file")
        #expect(source.kind(ofPath: "/rev/Sources/Nothing.swift") == nil)
        #expect(source.contents(of: "/rev/Sources/A/Linked.swift") == Array("let two = 2\n".utf8))
        #expect(source.contents(of: "/rev/Sources/A/One.swift", limit: 3) == Array("let".utf8))
        #expect(source.contents(of: "/rev/Sources/Out.swift") == Array("let outside = 1\n".utf8), "a link out is read from disk")
        #expect(source.contents(of: outside + "/Real.swift") == Array("let outside = 1\n".utf8))
        #expect(source.contents(of: "/rev/Sources") == nil, "a folder has no contents")
        #expect(source.realPath("/rev/Sources/Folder") == "/rev/Sources/B")
        #expect(source.swiftFiles(under: "/rev/Sources/A").sorted() == ["Linked.swift", "One.swift"])
        #expect(!source.isPseudoFileSystem("/rev/Sources"))
        #expect(source.revisionFolder == "/rev" && FileSource.disk.revisionFolder == nil)
    }

    @Test("a local package whose manifest cannot be read is a problem, and the packages after it are still read")
    func unreadableManifestDoesNotStopTheQueue() {
        func file(_ path: String, _ text: String) -> (path: String, bytes: [UInt8], isLink: Bool) {
            (path, Array(text.utf8), false)
        }
        let source = FileSource.revision(
            folder: "/rev",
            files: [
                file(".git/HEAD", "0\n"),
                file(
                    "App/Package.swift",
                    """
                    // swift-tools-version:5.9
                    import PackageDescription
                    let package = Package(
                        name: "App", dependencies: [.package(path: "../Broken"), .package(path: "../Good")],
                        targets: [.target(name: "App", dependencies: [.product(name: "Good", package: "Good")])])

                    """),
                file("App/Sources/App/A.swift", "import Good\n"),
                // `Package.swift` is a folder here: it exists, and cannot be read as a manifest.
                file("Broken/Package.swift/Notes.swift", "let notes = 1\n"),
                file(
                    "Good/Package.swift",
                    """
                    // swift-tools-version:5.9
                    import PackageDescription
                    let package = Package(
                        name: "Good", products: [.library(name: "Good", targets: ["Good"])], targets: [.target(name: "Good")])

                    """),
                file("Good/Sources/Good/G.swift", "public struct G {}\n"),
            ])
        let project = Project.find(paths: ["App"], currentDirectory: "/rev", source: source)
        #expect(
            project.problems.map(\.description).contains { $0.contains("Broken/Package.swift") && $0.contains("cannot be read") })
        #expect(project.definitions.map(\.file).contains("/rev/Good/Package.swift"), "the next package is read")
        #expect(project.files.contains { $0.absolutePath == "/rev/Good/Sources/Good/G.swift" && $0.module == "Good" })
    }

    @Test("git ls-tree paths: what a load reads, judged on the path's last component")
    func loadedPaths() {
        for path in [
            "A.swift", "Sources/App/Main.swift", "App.xcodeproj/project.pbxproj", "W.xcworkspace/contents.xcworkspacedata",
            "Configs/Base.xcconfig", ".cradle-lsp.json", "Sub/.cradle-lsp.json",
        ] {
            #expect(GitRepository.isLoaded(path), "\(path)")
        }
        for path in [
            "README.md", "swift", "A.swift/Readme", "Sources/A.swiftx", "project.pbxproj.orig", "x.xcconfig.bak",
            "cradle-lsp.json", "Sub/a.cradle-lsp.json", "",
        ] {
            #expect(!GitRepository.isLoaded(path), "\(path)")
        }
    }
}
