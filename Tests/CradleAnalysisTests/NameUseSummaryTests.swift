import CradleSyntax
import Foundation
import Testing

@testable import CradleAnalysis

/// `NameUseSummary` reads from tokens alone what a parsed entry reads from the tree; where the
/// workspace keeps a file without Cradle code that way, every answer must stay the same.
@Suite("Name uses from tokens")
struct NameUseSummaryTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every Swift file of the example workspaces and of the repository's own sources.
    static var corpus: [String] {
        ["protocol-fixtures/workspaces", "Sources", "Tests/CradleAnalysisTests"].flatMap { folder -> [String] in
            let root = repository.appendingPathComponent(folder)
            return (FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".swift") }.map { root.appendingPathComponent($0).path }
        }.sorted()
    }

    @Test("names, extensions and declared types agree with the parsed entry on real files")
    func parity() throws {
        let files = Self.corpus
        #expect(files.count > 100)
        for path in files {
            let text = SourceText(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
            let entry = Workspace.entry(FileSummary(SourceInput(path: path, module: "M", text: text)), generation: 1)
            let light = NameUseSummary(lexing: text, keeping: nil)
            #expect(light.memberNames == entry.memberNames, "\(path)")
            #expect(light.extendedTypeNames == entry.extendedTypeNames, "\(path)")
            #expect(light.implicitMemberUses == entry.implicitMemberUses, "\(path)")
            #expect(light.declaredTypes == entry.declaredTypes, "\(path)")
        }
    }

    @Test("declared types: nesting, extensions, bodies, aliases, modifiers that are keywords")
    func declaredTypes() {
        let text = """
            struct Outer {
                class func make() -> Outer { struct Hidden {}; return Outer() }
                enum Inner { case a }
                typealias Alias = Int
                var computed: Int { struct AlsoHidden {}; return 1 }
            }
            extension Outer {
                struct FromExtension {}
            }
            actor Worker {}
            protocol Service { associatedtype Value }
            let actor = 1
            """
        let declared = NameUseSummary(lexing: SourceText(text), keeping: nil).declaredTypes
        #expect(Set(declared.keys) == ["Outer", "Outer.Inner", "Outer.Alias", "FromExtension", "Worker", "Service"])
        let entry = Workspace.entry(FileSummary(SourceInput(path: "T.swift", module: "M", text: SourceText(text))), generation: 1)
        #expect(entry.declaredTypes == declared)
    }
}
