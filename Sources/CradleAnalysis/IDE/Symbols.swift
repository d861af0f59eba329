import CradleSyntax

/// A graph or a factory in a document's outline.
public struct DocumentSymbol: Sendable, Hashable {
    /// What the entry is: a graph or a factory.
    public enum Kind: String, Sendable { case graph, factory }
    /// The name.
    public var name: String
    /// More, shown beside the name.
    public var detail: String
    /// What it is.
    public var kind: Kind
    /// The whole declaration.
    public var range: ByteRange
    /// The name.
    public var selectionRange: ByteRange
    /// The factories of a graph.
    public var children: [DocumentSymbol]
    /// A factory's lifetime as registered (external factories are `.transient`); nil for graphs.
    public var lifetime: Lifetime?
}

/// A graph or factory found by a workspace symbol search.
public struct WorkspaceSymbol: Sendable, Hashable {
    /// The name.
    public var name: String
    /// What it is.
    public var kind: DocumentSymbol.Kind
    /// Where its name is.
    public var location: Location
    /// The enclosing graph's name, for factories.
    public var container: String?
}

extension Workspace {
    /// The graphs of a file with their factories.
    public func documentSymbols(path: String) -> [DocumentSymbol] {
        guard let entry = entries[path], seesCradle(path) else { return [] }
        return entry.factories.map { graph in
            let declaration = graph.graph.declaration
            let children = graph.factories.map { factory in
                let lifetime = factory.isExternal ? Lifetime.transient : factory.lifetime
                return DocumentSymbol(
                    name: factory.name, detail: "\(factory.returnText) · .\(lifetime.rawValue)", kind: .factory,
                    range: factory.function.range, selectionRange: factory.function.name.range, children: [],
                    lifetime: lifetime)
            }
            return DocumentSymbol(
                name: graph.graph.lexicalPath.joined(separator: "."), detail: "@DependencyGraph", kind: .graph,
                range: declaration.range,
                selectionRange: declaration.name?.range ?? graph.graph.attribute.range, children: children, lifetime: nil)
        }
    }

    /// Graphs and factories whose names contain the query's characters in order (case-insensitive).
    public func workspaceSymbols(matching query: String) -> [WorkspaceSymbol] {
        let needle = Array(query.lowercased())
        func matches(_ name: String) -> Bool {
            var index = needle.startIndex
            for character in name.lowercased() where index < needle.endIndex && character == needle[index] { index += 1 }
            return index == needle.endIndex
        }
        var symbols: [WorkspaceSymbol] = []
        for (path, graph) in allGraphs where seesCradle(path) {
            let graphName = graph.graph.lexicalPath.joined(separator: ".")
            if matches(graphName), let name = graph.graph.declaration.name {
                symbols.append(
                    WorkspaceSymbol(
                        name: graphName, kind: .graph, location: Location(file: path, range: name.range), container: nil))
            }
            for factory in graph.factories where matches(factory.name) || matches(factory.generatedName) {
                symbols.append(
                    WorkspaceSymbol(
                        name: factory.name, kind: .factory, location: Location(file: path, range: factory.function.name.range),
                        container: graphName))
            }
        }
        return symbols
    }
}
