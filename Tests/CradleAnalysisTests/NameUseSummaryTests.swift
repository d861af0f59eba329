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
            // A graph's own body adds implicit uses of its own; a file with a graph is never light.
            if entry.factories.isEmpty {
                #expect(light.implicitMemberUses == entry.implicitMemberUses, "\(path)")
            } else {
                #expect(light.implicitMemberUses.isSubset(of: entry.implicitMemberUses), "\(path)")
            }
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
            extension Outer.Inner: Equatable {
                struct Deeper { typealias Nested = Int }
            }
            extension Array where Element == Int {
                struct InArray {}
            }
            actor Worker {}
            protocol Service { associatedtype Value }
            let actor = 1
            """
        let declared = NameUseSummary(lexing: SourceText(text), keeping: nil).declaredTypes
        #expect(
            Set(declared.keys) == [
                "Outer", "Outer.Inner", "Outer.Alias", "Outer.FromExtension", "Outer.Inner.Deeper", "Outer.Inner.Deeper.Nested",
                "Array.InArray", "Worker", "Service",
            ])
        let entry = Workspace.entry(FileSummary(SourceInput(path: "T.swift", module: "M", text: SourceText(text))), generation: 1)
        #expect(entry.declaredTypes == declared)
    }

    @Test("a suppression comment is found wherever its dash falls in an eight-byte word, and near misses are not")
    func suppressionMention() {
        let needle = "cradle-lsp:ignore"
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        let pieces = ["-", "->", "a", " ", "cradle-lsp", "cradle-lsp:ignor", "radle-lsp:ignore", "\n", "한"]
        for length in 0..<40 {
            for _ in 0..<20 {
                var bytes: [UInt8] = []
                while bytes.count < length { bytes += Array(pieces[next(pieces.count)].utf8) }
                if next(3) == 0 { bytes.insert(contentsOf: Array(needle.utf8), at: next(bytes.count + 1)) }
                let naive =
                    bytes.count >= needle.utf8.count
                    && (0...(bytes.count - needle.utf8.count)).contains {
                        bytes[$0..<$0 + needle.utf8.count].elementsEqual(needle.utf8)
                    }
                #expect(NameUseSummary.mentionsSuppression(bytes) == naive, "\(bytes)")
            }
        }
        #expect(NameUseSummary.mentionsSuppression(Array(needle.utf8)))
        #expect(!NameUseSummary.mentionsSuppression(Array(needle.dropLast().utf8)))
        #expect(NameUseSummary.mentionsSuppression(Array((String(repeating: "-", count: 100) + needle).utf8)))
    }
}
