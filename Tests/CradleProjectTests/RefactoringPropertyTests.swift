import CradleSyntax
import Foundation
import Testing

@testable import CradleAnalysis
@testable import CradleProject

/// Every refactoring offered on every factory and graph of every example workspace, applied: an
/// enabled one leaves every file parsing as well as before and adds no error anywhere; a
/// disabled lifetime change would add one (its reason is real).
@Suite("Every offered refactoring keeps the graph valid")
struct RefactoringPropertyTests {
    @Test(
        "applied to the example apps, no refactoring adds an error or a syntax error",
        arguments: ["UserSearch", "UserSearchWithMistakes", "TuistApp", "XcodeApp"])
    func everyRefactoring(_ name: String) throws {
        let root = PrefilterTests.workspaces.appendingPathComponent(name).path
        let workspace = Project.find(paths: [root], currentDirectory: "/").loadWorkspace(mode: .editor).workspace
        let files = workspace.pathsWithPossibleFindings.sorted()
        var applied = 0
        var disabled = 0
        var moved = 0
        for path in files {
            for graph in workspace.entries[path]?.factories ?? [] {
                // Each factory's name, the graph's name, and every factory of the graph selected.
                var ranges = graph.factories.map {
                    ByteRange(start: $0.function.name.range.start, end: $0.function.name.range.start)
                }
                if let name = graph.graph.declaration.name {
                    ranges.append(ByteRange(start: name.range.start, end: name.range.start))
                }
                if let first = graph.factories.first, let last = graph.factories.last, graph.factories.count > 1 {
                    ranges.append(ByteRange(start: first.function.range.start, end: last.function.range.end))
                }
                for range in ranges {
                    for refactoring in workspace.refactorings(path: path, range: range) {
                        let after = try #require(
                            workspace.applying(refactoring.edits, creating: refactoring.createdFiles), "\(refactoring.title)")
                        let added = workspace.addedErrors(after, in: after.pathsWithPossibleFindings.sorted())
                        if refactoring.disabledReason == nil {
                            applied += 1
                            if !refactoring.createdFiles.isEmpty { moved += 1 }
                            #expect(added.isEmpty, "\(name): \(refactoring.title) adds \(added.map(\.message))")
                            for file in Set(refactoring.edits.map(\.file)) {
                                #expect(
                                    (after.tree(of: file)?.errors.count ?? 0) <= (workspace.tree(of: file)?.errors.count ?? 0),
                                    "\(name): \(refactoring.title) breaks the syntax of \(file)")
                            }
                        } else if refactoring.kind == .rewrite {
                            disabled += 1
                            #expect(!added.isEmpty, "\(name): \(refactoring.title) is disabled, yet adds no error")
                        }
                    }
                }
            }
        }
        #expect(applied > 0, "\(name): some refactoring applies")
        print(
            "\(name): \(applied) refactorings applied (\(moved) moves to a new file), \(disabled) disabled lifetime changes checked"
        )
    }
}
