import Foundation
import Testing

@testable import CradleSyntax

/// Parser snapshots: each `Snapshots/NAME.swift.in` is parsed and its ``SyntaxTree/dump()`` is
/// compared with `Snapshots/NAME.txt`. Set `CRADLE_UPDATE_SNAPSHOTS=1` to rewrite the expected
/// files, then review the diff.
@Suite("Parser snapshots")
struct ParserSnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static var inputs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift.in") }.sorted()
    }

    @Test("there are snapshot inputs")
    func hasInputs() {
        #expect(Self.inputs.count >= 4)
    }

    @Test("the tree of each snapshot input matches", arguments: inputs)
    func snapshot(_ name: String) throws {
        let input = Self.directory.appendingPathComponent(name)
        let bytes = [UInt8](try Data(contentsOf: input))
        let tree = checkRoundTrip(bytes)
        let actual = tree.dump()
        let expectedURL = input.deletingPathExtension().deletingPathExtension().appendingPathExtension("txt")
        if ProcessInfo.processInfo.environment["CRADLE_UPDATE_SNAPSHOTS"] == "1" {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected, "snapshot \(name) differs; rerun with CRADLE_UPDATE_SNAPSHOTS=1 and review")
    }

    @Test("deleting any one token never traps and still round-trips", arguments: inputs)
    func deleteEachToken(_ name: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.directory.appendingPathComponent(name)))
        let tree = SyntaxTree(parsing: SourceText(bytes: bytes))
        for token in tree.tokens.dropLast() {
            var mutated = bytes
            mutated.removeSubrange(Int(token.start)..<Int(token.end))
            checkRoundTrip(mutated)
        }
    }
}
