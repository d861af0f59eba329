import CradleSyntax

/// A line shown above a factory: its lifetime and how many uses it has.
public struct FactoryLens: Sendable, Hashable {
    /// The factory's name, where the lens is shown.
    public var range: ByteRange
    /// The text, such as `.shared · 2 uses`.
    public var title: String
}

extension Workspace {
    /// A lens above each factory of a file: its lifetime and how many consumers use it
    /// (parameters and accessor uses).
    public func codeLenses(path: String) -> [FactoryLens] {
        documentSymbols(path: path).flatMap { graph in
            graph.children.map { factory in
                let uses = references(path: path, offset: factory.selectionRange.start, includeDeclaration: false).count
                let lifetime = factory.lifetime.map { ".\($0.rawValue)" } ?? ""
                return FactoryLens(
                    range: factory.selectionRange, title: "\(lifetime) · " + (uses == 1 ? "1 use" : "\(uses) uses"))
            }
        }
    }
}
