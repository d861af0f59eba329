import Foundation
import Testing

@testable import CradleProject

/// `--diff` reads a revision's blob from the working tree only when the file's object ID, as
/// computed here, equals the blob's: the ID must be git's, byte for byte.
struct GitObjectIDTests {
    @Test("blob IDs are git's: the empty blob, a short text, and every length around SHA-1's block and padding edges")
    func blobIDs() throws {
        #expect(GitObjectID.blob([]) == "e69de29bb2d1d6434b8b29ae775ad8c2e48c5391")
        #expect(GitObjectID.blob(Array("abc\n".utf8)) == "8baef1b4abc478178b004d62031cf7fe6db6f903")
        let git = try #require(GitRepository.findExecutable(ProcessInfo.processInfo.environment["PATH"] ?? ""))
        let folder = NSTemporaryDirectory() + "cradle-object-ids-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var state: UInt64 = 3
        var contents: [[UInt8]] = []
        var paths: [String] = []
        for length in [1, 47, 48, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1_000, 70_001] {
            let bytes = (0..<length).map { _ -> UInt8 in
                state = state &* 6_364_136_223_846_793_005 &+ 1
                return UInt8(truncatingIfNeeded: state >> 56)
            }
            let path = folder + "/\(length)"
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            contents.append(bytes)
            paths.append(path)
        }
        let result = GitRepository.run(git, ["hash-object", "--no-filters"] + paths, in: folder)
        let expected = String(decoding: result.output, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(expected.count == contents.count)
        for (bytes, id) in zip(contents, expected) {
            #expect(GitObjectID.blob(bytes) == id, "\(bytes.count) bytes")
        }
    }

    @Test("only 40 lower-case hexadecimal digits name a SHA-1 object")
    func sha1Names() {
        #expect(GitObjectID.isSHA1("8baef1b4abc478178b004d62031cf7fe6db6f903"))
        #expect(!GitObjectID.isSHA1("8BAEF1B4ABC478178B004D62031CF7FE6DB6F903"))
        #expect(!GitObjectID.isSHA1(String(repeating: "a", count: 64)))
        #expect(!GitObjectID.isSHA1("8baef1b4abc478178b004d62031cf7fe6db6f90g"))
    }
}
