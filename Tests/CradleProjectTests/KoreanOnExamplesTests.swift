import CradleSyntax
import CradleTestSupport
import Foundation
import Testing

@testable import CradleAnalysis
@testable import CradleProject

/// With Korean chosen, no English sentence reaches the user: on every example app, every hover
/// (each factory and each of its uses), code lens, inlay hint, finding, note and fix title,
/// refactoring title and disabled reason, completion detail, documentation and deprecation at
/// each use, and the analysis report is free of English prose. English words Cradle's Korean
/// keeps (graph, Factory, source graph, workspace …) and code in backticks or fences are fine;
/// three English words in a row are a sentence that escaped the table.
@Suite("Korean on the example apps")
struct KoreanOnExamplesTests {
    @Test("the sentence finder finds English and lets Cradle's Korean through")
    func finder() {
        #expect(EnglishSentences.first(in: "registration of `Clock` in `AppGraph`") == nil)
        #expect(EnglishSentences.first(in: "created once per graph instance") == "created once per")
        #expect(EnglishSentences.first(in: "`makeFeed` Factory가 source graph 4개를 읽습니다.") == nil)
        #expect(EnglishSentences.first(in: "```swift\nlet graph = AppGraph()\n```\n등록 없음") == nil)
    }

    @Test(
        "no English sentence in any answer, in Korean",
        arguments: ["UserSearch", "UserSearchWithMistakes", "TuistApp", "XcodeApp"])
    func noEnglish(_ name: String) throws {
        let root = PrefilterTests.workspaces.appendingPathComponent(name).path
        let workspace = Project.find(paths: [root], currentDirectory: "/").loadWorkspace(mode: .editor).workspace
        let texts = Self.answers(workspace, in: .cradle)
        #expect(texts.count > 20, "\(texts.count) texts")
        var english: [String] = []
        for (place, text) in texts {
            if let sentence = EnglishSentences.first(in: text) { english.append("\(place): \"\(sentence)\" in \(text)") }
        }
        #expect(english.isEmpty, "\(english.prefix(20).joined(separator: "\n"))")
        // The same answers in English are sentences: the finder would see a text that escaped.
        let inEnglish = Self.answers(workspace, in: .english)
        #expect(inEnglish.count == texts.count)
        #expect(inEnglish.filter { EnglishSentences.first(in: $0.text) != nil }.count > texts.count / 4)
    }

    /// Every text the editor features give on the workspace, in `korean`.
    static func answers(_ workspace: Workspace, in korean: MessageLanguage) -> [(where: String, text: String)] {
        var texts: [(where: String, text: String)] = []
        for path in workspace.pathsWithPossibleFindings.sorted() where workspace.seesCradle(path) {
            let file = (path as NSString).lastPathComponent
            for lens in workspace.codeLenses(path: path, language: korean) { texts.append(("lens \(file)", lens.title)) }
            for hint in workspace.inlayHints(path: path, language: korean) { texts.append(("hint \(file)", hint.label)) }
            for finding in workspace.diagnostics(in: path).map({ $0.localized(to: korean) }) {
                texts.append(("finding \(file)", finding.message))
                texts += finding.notes.map { ("note \(file)", $0.message) }
                texts += finding.fixes.map { ("fix \(file)", $0.title) }
            }
            for graph in workspace.entries[path]?.factories ?? [] {
                for factory in graph.factories {
                    let name = factory.function.name.range
                    if let hover = workspace.hover(path: path, offset: name.start, language: korean) {
                        texts.append(("hover \(factory.name)", hover.markdown))
                    }
                    for refactoring in workspace.refactorings(path: path, range: name, language: korean) {
                        texts.append(("refactoring \(factory.name)", refactoring.title))
                        if let reason = refactoring.disabledReason { texts.append(("disabled \(factory.name)", reason)) }
                    }
                    for parameter in factory.graphParameters {
                        guard let type = parameter.type else { continue }
                        if let hover = workspace.hover(path: path, offset: type.range.start, language: korean) {
                            texts.append(("hover parameter of \(factory.name)", hover.markdown))
                        }
                    }
                    for use in workspace.uses(of: factory, in: graph, graphPath: path) {
                        let where_ = "\(use.kind) of \(factory.name)"
                        if let hover = workspace.hover(
                            path: use.location.file, offset: use.location.range.start, language: korean)
                        {
                            texts.append(("hover \(where_)", hover.markdown))
                        }
                        for item in workspace.completions(
                            path: use.location.file, offset: use.location.range.end, language: korean) ?? []
                        {
                            texts.append(("completion \(where_)", item.detail))
                            if let documentation = item.documentation { texts.append(("completion \(where_)", documentation)) }
                            if let deprecation = item.deprecation { texts.append(("completion \(where_)", deprecation)) }
                        }
                    }
                }
            }
        }
        return texts
    }
}
