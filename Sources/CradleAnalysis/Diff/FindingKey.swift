import CradleSyntax

/// A finding as `--diff`, `--new-since` and baselines match it across revisions: by code, graph,
/// registration and message, never by line, so code moving up or down matches itself. A finding
/// outside every graph is matched by its file too.
public struct FindingKey: Sendable, Hashable {
    public var code: String
    public var severity: Severity
    /// `Module.LexicalName` of the graph the finding sits in; empty outside graphs.
    public var graph: String
    /// The registered type of the factory the finding sits in; empty outside factories.
    public var registration: String
    public var message: String
    /// Where the finding is, for display; part of the match only outside graphs.
    public var file: String
    /// The 1-based line, for display only.
    public var line: Int

    public init(
        code: String, severity: Severity, graph: String, registration: String, message: String, file: String, line: Int
    ) {
        self.code = code
        self.severity = severity
        self.graph = graph
        self.registration = registration
        self.message = message
        self.file = file
        self.line = line
    }

    /// What two findings must share to be the same finding.
    public var match: String {
        [code, graph, registration, message, graph.isEmpty ? file : ""].joined(separator: "\u{1F}")
    }

    /// The findings of `current` that `previous` does not account for: each earlier finding
    /// accounts for one current finding with the same ``match``.
    public static func introduced(_ current: [FindingKey], since previous: [FindingKey]) -> [FindingKey] {
        introducedIndices(current, since: previous).map { current[$0] }
    }

    /// The positions in `current` of the findings ``introduced(_:since:)`` returns.
    public static func introducedIndices(_ current: [FindingKey], since previous: [FindingKey]) -> [Int] {
        var available: [String: Int] = [:]
        for key in previous { available[key.match, default: 0] += 1 }
        var result: [Int] = []
        for (index, key) in current.enumerated() {
            if let count = available[key.match], count > 0 {
                available[key.match] = count - 1
            } else {
                result.append(index)
            }
        }
        return result
    }
}

extension Workspace {
    /// The keys of `diagnostics`, in their order: the graph and factory each one starts in.
    public func findingKeys(_ diagnostics: [Diagnostic]) -> [FindingKey] {
        var lineIndexes: [String: LineIndex] = [:]
        return diagnostics.map { diagnostic in
            var graphName = ""
            var registration = ""
            let offset = diagnostic.range.start
            if let entry = entries[diagnostic.file] {
                let graphs = entry.summary.graphs.filter {
                    $0.declaration.range.start <= offset && offset < max($0.declaration.range.end, $0.declaration.range.start + 1)
                }
                // The innermost graph: a nested graph starts later than the one around it.
                if let graph = graphs.max(by: { $0.declaration.range.start < $1.declaration.range.start }) {
                    graphName = "\(entry.summary.module).\(graph.lexicalPath.joined(separator: "."))"
                    if let tree = tree(of: diagnostic.file) {
                        registration = Self.registration(at: offset, in: graph, tree: tree)
                    }
                }
            }
            let index: LineIndex?
            if let known = lineIndexes[diagnostic.file] {
                index = known
            } else if let text = text(of: diagnostic.file) {
                index = LineIndex(text)
                lineIndexes[diagnostic.file] = index
            } else {
                index = nil
            }
            return FindingKey(
                code: diagnostic.code.rawValue, severity: diagnostic.severity, graph: graphName, registration: registration,
                message: diagnostic.message, file: diagnostic.file, line: (index?.line(of: offset) ?? 0) + 1)
        }
    }

    /// The registered type of the `@Provide` member of `graph` that holds `offset`, else its
    /// function's name with `()`, else empty.
    static func registration(at offset: Int, in graph: GraphDeclaration, tree: SyntaxTree) -> String {
        for member in graph.members {
            let range = member.declaration.range
            guard range.start <= offset, offset < range.end, case .function(let function) = member.declaration else { continue }
            if let returnType = function.returnType { return TypeNaming.identity(of: returnType, in: tree) }
            return "\(function.name.text)()"
        }
        return ""
    }
}
