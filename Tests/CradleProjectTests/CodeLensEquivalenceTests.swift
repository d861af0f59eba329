import CradleAnalysis
import Foundation
import Testing

@testable import CradleProject

/// Code lenses count every factory's uses in one scan of each file that can hold one; the count
/// must be exactly what a references request finds for that factory.
@Suite("Code lenses and references agree")
struct CodeLensEquivalenceTests {
    @Test(
        "on every example workspace, each lens counts what references finds",
        arguments: ["UserSearch", "UserSearchWithMistakes", "TuistApp", "XcodeApp"])
    func lensesCountReferences(_ name: String) {
        let root = PrefilterTests.workspaces.appendingPathComponent(name).path
        let workspace = Project.find(paths: [root], currentDirectory: "/").loadWorkspace(mode: .editor).workspace
        var lenses = 0
        var usesElsewhere = 0
        for path in workspace.pathsWithPossibleFindings.sorted() {
            for lens in workspace.codeLenses(path: path) {
                let references = workspace.references(path: path, offset: lens.range.start, includeDeclaration: false)
                let count = references.count
                #expect(lens.title.hasSuffix(count == 1 ? " 1 use" : " \(count) uses"), "\(path) \(lens.range)")
                usesElsewhere += references.filter { $0.file != path }.count
                lenses += 1
            }
        }
        #expect(lenses > 0)
        #expect(usesElsewhere > 0, "the example must have accessor uses in other files for the comparison to mean much")
    }
}
