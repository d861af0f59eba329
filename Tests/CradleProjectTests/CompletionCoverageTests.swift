import CradleSyntax
import Foundation
import Testing

@testable import CradleAnalysis
@testable import CradleProject

/// Completion offers what the example apps already wrote: at every accessor read (after its
/// receiver's `.`, or as a bare word inside an extension of the graph), every override label,
/// every `input.member` read, every registered parameter type and every written `@Provide`
/// lifetime, the item that writes it is among those offered. On the SwiftPM app, the Tuist app
/// (built as DevLog is: `input:` graphs composed in App) and the Xcode app.
@Suite("Completion offers what the example apps wrote")
struct CompletionCoverageTests {
    /// The labels offered at `offset` (an item's filter text when it has one, else its label).
    static func offered(_ workspace: Workspace, _ path: String, _ offset: Int) -> Set<String> {
        Set((workspace.completions(path: path, offset: offset) ?? []).map { $0.filterText ?? $0.label })
    }

    @Test(
        "every use, parameter type and lifetime written is offered where it is written",
        arguments: ["UserSearch", "TuistApp", "XcodeApp"])
    func offersWhatIsWritten(_ name: String) throws {
        let root = PrefilterTests.workspaces.appendingPathComponent(name).path
        let workspace = Project.find(paths: [root], currentDirectory: "/").loadWorkspace(mode: .editor).workspace
        var checked: [String: Int] = [:]
        var missing: [String] = []
        for path in workspace.pathsWithPossibleFindings.sorted() where workspace.seesCradle(path) {
            guard let tree = workspace.tree(of: path) else { continue }
            for graph in workspace.entries[path]?.factories ?? [] {
                for factory in graph.factories {
                    // Reads and override labels, wherever they are.
                    for use in workspace.uses(of: factory, in: graph, graphPath: path) {
                        let offset: Int
                        switch use.kind {
                        case .accessorRead: offset = use.location.range.start
                        case .overrideLabel: offset = use.location.range.end
                        default: continue
                        }
                        checked["\(use.kind)", default: 0] += 1
                        if !Self.offered(workspace, use.location.file, offset).contains(factory.comparisonName) {
                            missing.append("\(use.kind) of \(factory.name) at \(use.location.file)@\(offset)")
                        }
                    }
                    // Each registered parameter type, at its type.
                    for parameter in factory.graphParameters {
                        guard let type = parameter.type,
                            let provider = graph.factories.first(where: { !$0.isExternal && $0.identity == parameter.identity })
                        else { continue }
                        checked["parameter", default: 0] += 1
                        if !Self.offered(workspace, path, type.range.start).contains(provider.returnText) {
                            missing.append("parameter \(parameter.typeText) of \(factory.name) in \(path)")
                        }
                    }
                    // The lifetime written in `@Provide(.x)`, with the `.` written.
                    if let clause = factory.provide.arguments, let argument = clause.arguments.first {
                        let dot = tree.tokenIndex(containing: argument.range.start)
                        if tree.tokens[dot].kind == .prefixPeriod || tree.tokens[dot].kind == .period {
                            checked["lifetime", default: 0] += 1
                            if !Self.offered(workspace, path, Int(tree.tokens[dot].end)).contains(".\(factory.lifetime.rawValue)")
                            {
                                missing.append("lifetime of \(factory.name) in \(path)")
                            }
                        }
                    }
                }
                // Each `input.member` read, after `input.`.
                for read in workspace.inputReads(in: graph, tree: tree) {
                    checked["input", default: 0] += 1
                    if !Self.offered(workspace, path, read.range.start).contains(read.member) {
                        missing.append("input.\(read.member) in \(read.factory.name)")
                    }
                }
            }
        }
        #expect(missing.isEmpty, "\(missing)")
        #expect((checked["accessorRead"] ?? 0) > 0 && (checked["parameter"] ?? 0) > 0, "\(checked)")
        if name == "UserSearch" {
            #expect((checked["overrideLabel"] ?? 0) > 0 && (checked["input"] ?? 0) > 0, "\(checked)")
        }
    }
}
