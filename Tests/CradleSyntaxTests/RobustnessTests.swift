import CradleTestSupport
import Foundation
import Testing

@testable import CradleSyntax

@Suite("Robustness")
struct RobustnessTests {
    static let deepInputs: [(String, String)] = [
        ("parentheses", String(repeating: "(", count: 100_000)),
        ("brackets", String(repeating: "[", count: 100_000)),
        ("braces", String(repeating: "{", count: 100_000)),
        ("closing", String(repeating: ")]}", count: 50_000)),
        ("nested types", String(repeating: "struct A { ", count: 20_000)),
        ("nested if-config", String(repeating: "#if X\n", count: 20_000)),
        ("type parentheses", "typealias T = " + String(repeating: "(", count: 100_000)),
        ("generic arguments", "typealias T = " + String(repeating: "A<", count: 100_000)),
        ("optionals", "typealias T = Int" + String(repeating: "?", count: 100_000)),
        ("member chain", "typealias T = A" + String(repeating: ".B", count: 100_000)),
        ("metatypes", "typealias T = A" + String(repeating: ".Type", count: 100_000)),
        ("attributes", String(repeating: "@A ", count: 50_000)),
        ("nested comments", String(repeating: "/*", count: 100_000)),
        ("parameter lists", "func f(" + String(repeating: "a: (", count: 50_000)),
        ("some and any", "typealias T = " + String(repeating: "any some ", count: 50_000) + "P"),
    ]

    @Test("deep nesting neither overflows the stack nor loses bytes", arguments: deepInputs.map(\.0))
    func deepNesting(_ name: String) throws {
        let source = try #require(Self.deepInputs.first { $0.0 == name }?.1)
        checkRoundTrip(Array(source.utf8))
    }

    @Test("random bytes round-trip", arguments: 0..<8)
    func randomBytes(_ seed: Int) {
        var generator = SeededGenerator(state: UInt64(seed) &* 7919)
        for _ in 0..<50 {
            let length = Int.random(in: 0..<2048, using: &generator)
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            checkRoundTrip(bytes)
        }
    }

    static let fragments = [
        "@", "Provide", "(", ")", "{", "}", "[", "]", "<", ">", ">>", "?", "!", ":", ",", ".", "->", "=", "\"",
        "\\(", "#", "#if", "#endif", "#else", "/", "//", "/*", "*/", "\n", " ", "func", "var", "let", "class",
        "final", "private", "struct", "extension", "init", "import", "Cradle", "any", "some", "`", "'", "$0",
        "0x", "1.5e", "\"\"\"", "#/", "/#", "@External", "DependencyGraph", "inout", "...", "&", "~", "한", "😀",
    ]

    @Test("random token soup round-trips", arguments: 0..<8)
    func tokenSoup(_ seed: Int) {
        var generator = SeededGenerator(state: UInt64(seed) &+ 1_000_003)
        for _ in 0..<100 {
            let count = Int.random(in: 0..<300, using: &generator)
            let source = (0..<count).map { _ in Self.fragments.randomElement(using: &generator) ?? "" }.joined()
            checkRoundTrip(Array(source.utf8))
        }
    }

    /// Long mode: with `CRADLE_CORPUS=DIR`, every Swift file under DIR is checked for round trip,
    /// and for the first 40 files, deleting each of the first 2,000 tokens in turn. Without it,
    /// this runs over the repository's own sources, deleting tokens in the first 6 files.
    @Test("a corpus of real files round-trips, also with each token deleted")
    func corpus() throws {
        let corpus = ProcessInfo.processInfo.environment["CRADLE_CORPUS"]
        let (fileLimit, tokenLimit) = corpus == nil ? (6, 400) : (40, 2_000)
        let root =
            corpus
            ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources").path
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(root + "/" + relative) }
        }
        #expect(!files.isEmpty)
        for (number, file) in files.sorted().enumerated() {
            let bytes = [UInt8](FileManager.default.contents(atPath: file) ?? Data())
            let tree = checkRoundTrip(bytes)
            guard number < fileLimit else { continue }
            for token in tree.tokens.dropLast().prefix(tokenLimit) {
                var mutated = bytes
                mutated.removeSubrange(Int(token.start)..<Int(token.end))
                checkRoundTrip(mutated)
            }
        }
    }
}
