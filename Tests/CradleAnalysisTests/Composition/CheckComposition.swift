import CradleSyntax
import Foundation
import Testing

@testable import CradleAnalysis

/// The composition view of a fixture (`Sources/<Module>/…` files; `dependencies` maps a module
/// to the modules it depends on, directly or not), with `roots` and `types` written
/// `Module.Type` (inferred when nil). Every warning must be a caret expectation of the fixture,
/// `warning CODE: message`, under the word it points at, and every expectation a warning.
@discardableResult
func checkComposition(
    _ source: String, dependencies: [String: [String]] = [:], roots: [String]? = nil, types: [String]? = nil,
    reversed: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
) -> CompositionDiagram {
    let fixture = Fixture(source)
    let modules = Set(fixture.files.map(\.module)).union(dependencies.keys)
    let targets = modules.sorted().map { CompositionDiagram.Target(id: $0, moduleName: $0, dependencies: dependencies[$0] ?? []) }
    var sources = fixture.files.map { file in
        CompositionSource(targetID: file.module, path: file.path, tree: SyntaxTree(parsing: SourceText(file.text)))
    }
    if reversed { sources.reverse() }
    let scope = CompositionScope(targets: reversed ? targets.reversed() : targets, sources: sources)
    let dependedOn = Set(dependencies.values.flatMap { $0 })
    let inferred = scope.inferredSelection(topTargets: modules.subtracting(dependedOn))
    func ids(_ names: [String]) -> [CompositionTypeID] {
        names.map { name in
            let parts = name.split(separator: ".").map(String.init)
            return CompositionTypeID(targetID: parts.first ?? "", lexicalPath: Array(parts.dropFirst()))
        }
    }
    let selection = CompositionSelection(
        roots: roots.map(ids) ?? inferred.roots, types: types.map(ids) ?? inferred.types)
    let diagram = scope.diagram(selection)
    checkWarnings(of: diagram, against: fixture, sourceLocation: sourceLocation)
    return diagram
}

/// The declarations view of a fixture (`Sources/<Module>/…` files; `dependencies` maps a module
/// to the modules it depends on, directly or not; `modules` adds targets without files). Every
/// warning must be a caret expectation of the fixture, and every expectation a warning.
@discardableResult
func checkDeclarations(
    _ source: String, dependencies: [String: [String]] = [:], modules extra: Set<String> = [],
    sourceLocation: SourceLocation = #_sourceLocation
) -> CompositionDiagram {
    let fixture = Fixture(source)
    let modules = Set(fixture.files.map(\.module)).union(dependencies.keys).union(extra)
    let targets = modules.sorted().map { CompositionDiagram.Target(id: $0, moduleName: $0, dependencies: dependencies[$0] ?? []) }
    let sources = fixture.files.map { file in
        CompositionSource(targetID: file.module, path: file.path, tree: SyntaxTree(parsing: SourceText(file.text)))
    }
    let diagram = CompositionScope(targets: targets, sources: sources).declarations()
    checkWarnings(of: diagram, against: fixture, sourceLocation: sourceLocation)
    return diagram
}

/// Matches a diagram's warnings one to one with the fixture's caret expectations.
private func checkWarnings(of diagram: CompositionDiagram, against fixture: Fixture, sourceLocation: SourceLocation) {
    let texts = Dictionary(fixture.files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
    var actual: [Fixture.Expectation] = []
    for warning in diagram.warnings {
        guard let location = warning.location, let text = texts[location.path] else {
            Issue.record("warning without a place in the fixture: \(warning)", sourceLocation: sourceLocation)
            continue
        }
        let tree = SyntaxTree(parsing: SourceText(text))
        let token = tree.tokens[tree.tokenIndex(containing: location.utf8Offset)]
        let lines = LineIndex(tree.text)
        let position = lines.position(of: location.utf8Offset)
        actual.append(
            Fixture.Expectation(
                file: location.path, range: ByteRange(start: location.utf8Offset, end: Int(token.end)), kind: "warning",
                code: warning.code.rawValue, message: warning.message, line: position.line + 1, column: position.column + 1))
    }
    let expected = Set(fixture.expectations)
    let found = Set(actual)
    for missing in expected.subtracting(found).sorted(by: { $0.description < $1.description }) {
        Issue.record("expected, not reported: \(missing)", sourceLocation: sourceLocation)
    }
    for unexpected in found.subtracting(expected).sorted(by: { $0.description < $1.description }) {
        Issue.record("reported, not expected: \(unexpected)", sourceLocation: sourceLocation)
    }
}

/// Compares a rendering with `Expected/<name>`; `CRADLE_UPDATE_SNAPSHOTS=1` rewrites the file
/// instead (review the diff).
func checkExpectedFile(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected")
        .appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["CRADLE_UPDATE_SNAPSHOTS"] == "1" {
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: url)
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
        Issue.record("no expected file \(name); run with CRADLE_UPDATE_SNAPSHOTS=1", sourceLocation: sourceLocation)
        return
    }
    #expect(String(decoding: data, as: UTF8.self) == text, sourceLocation: sourceLocation)
}

extension CompositionDiagram {
    /// The labels of the nodes of `kind`.
    func labels(_ kind: NodeKind) -> [String] { nodes.filter { $0.kind == kind }.map(\.label) }

    /// The edges of `kind` as `source label -> destination label`.
    func edges(_ kind: EdgeKind) -> [String] {
        let labels = Dictionary(nodes.map { ($0.key, $0.label) }, uniquingKeysWith: { first, _ in first })
        return edges.filter { $0.kind == kind }.map { "\(labels[$0.source] ?? "?") -> \(labels[$0.destination] ?? "?")" }
    }
}
