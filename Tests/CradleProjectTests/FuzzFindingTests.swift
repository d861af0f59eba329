import CradleSyntax
import Foundation
import Testing

@testable import CradleProject

/// Inputs the fuzzer (`Tests/Fuzz/ProjectFuzzer.swift`) found, kept so they never come back, and
/// the shapes behind them. The first byte of a finding picks the reader, as in the fuzzer.
@Suite("Fuzz findings")
struct FuzzFindingTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzFindings")

    @Test("every saved finding now reads quickly and without a trap")
    func savedFindings() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).sorted()
        #expect(!names.isEmpty)
        for name in names {
            let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(name)))
            let input = Array(bytes.dropFirst())
            let definition = SwiftPackageReader.read(ManifestSource(path: "/w/Package.swift", text: SourceText(bytes: input)))
            #expect(definition.problems.contains { $0.description.contains("too complex") }, "\(name)")
        }
    }

    @Test("a helper that calls itself twice per call is cut off by the work budget, not followed 2⁶⁴ times")
    func exponentialHelpers() {
        let text = """
            import PackageDescription
            func f(_ x: String) -> [Target] { f(x) + f(x) }
            let package = Package(name: "A", targets: f("A") + [.target(name: "B")])
            """
        let definition = SwiftPackageReader.read(manifest(text))
        #expect(
            reasons(definition).contains(
                "the manifest is too complex to read statically (more than 100000 steps); what was read so far counts"))
    }

    @Test("values that double with every binding stop at the size limit")
    func doublingValues() {
        var lines = ["import PackageDescription", "let v0 = [\"x\", \"x\"]"]
        for index in 1...80 { lines.append("let v\(index) = v\(index - 1) + v\(index - 1)") }
        lines.append("let package = Package(name: \"A\", targets: [.target(name: \"A\")])")
        let definition = SwiftPackageReader.read(manifest(lines.joined(separator: "\n")))
        #expect(definition.modules.map(\.name) == ["A"])
        #expect(reasons(definition).contains { $0.contains("too large") })
    }
}
