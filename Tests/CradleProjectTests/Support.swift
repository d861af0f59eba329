import CradleSyntax
import Foundation

@testable import CradleProject

/// The folder every tree of this test process is written under, removed when the process exits.
let scratchFolder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent(
    "cradle-project-tests-\(UUID().uuidString)")
private let removesScratchFolderAtExit: Void = { atexit { try? FileManager.default.removeItem(at: scratchFolder) } }()

/// Writes `files` (relative path → text) under a new temporary folder and returns its path.
func makeTree(_ files: [String: String]) throws -> String {
    removesScratchFolderAtExit
    let root = scratchFolder.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    for (path, text) in files {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
    return URL(fileURLWithPath: root.path).resolvingSymlinksInPath().path
}

/// A manifest's source at a made-up absolute path.
func manifest(_ text: String, at path: String = "/work/App/Package.swift") -> ManifestSource {
    ManifestSource(path: path, text: SourceText(text))
}

/// The problems' reasons (the file is the manifest in these tests).
func reasons(_ definition: BuildDefinition) -> [String] {
    definition.problems.map { problem in
        if case .manifest(_, let reason) = problem { return reason.english }
        return problem.description
    }
}
