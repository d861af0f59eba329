import CradleSyntax

/// One place to highlight in a document: a use of what the cursor is on, or its declaration.
public struct DocumentHighlight: Sendable, Hashable {
    /// How the place uses it, as LSP's `DocumentHighlightKind` says.
    public enum Kind: Int, Sendable {
        /// Named there by its spelling alone (a read whose receiver's type is unknown).
        case text = 1
        /// Read there: a parameter that takes the registration, an accessor read, an `input`
        /// member read.
        case read = 2
        /// Made or set there: the factory's declaration, a value bound to an `input` member, an
        /// override label that replaces the registration.
        case write = 3
    }

    /// The place.
    public var range: ByteRange
    /// How it is used there.
    public var kind: Kind
}

extension Workspace {
    /// Every place in the file at `path` where the registration under the cursor is used, as
    /// the uses model finds them, with its declaration when the file holds it; on an
    /// `input.member` read, the member's reads in the graph and the values bound to it in the
    /// file. In file order.
    public func documentHighlights(path: String, offset: Int) -> [DocumentHighlight] {
        var highlights: [DocumentHighlight] = []
        if case .inputMember(let graphPath, _, let graph, let member)? = target(at: path, offset: offset) {
            if graphPath == path, let tree = tree(of: graphPath) {
                highlights += inputReads(in: graph, tree: tree).filter { $0.member == member }.map {
                    DocumentHighlight(range: $0.range, kind: .read)
                }
            }
            highlights += inputBindings(of: graph, graphPath: graphPath).filter { $0.binds(member) && $0.expression.file == path }
                .map { DocumentHighlight(range: $0.expression.range, kind: .write) }
        } else if let (graphPath, graph, factory) = usedFactory(at: path, offset: offset) {
            if graphPath == path { highlights.append(DocumentHighlight(range: factory.function.name.range, kind: .write)) }
            for use in uses(of: factory, in: graph, graphPath: graphPath) where use.location.file == path {
                let kind: DocumentHighlight.Kind =
                    switch use.kind {
                    case .possibleAccessorRead: .text
                    case .overrideLabel: .write
                    case .parameter, .accessorRead, .boundInputRead: .read
                    }
                highlights.append(DocumentHighlight(range: use.location.range, kind: kind))
            }
        }
        return highlights.sorted { ($0.range, $0.kind.rawValue) < ($1.range, $1.kind.rawValue) }
    }
}
