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
    /// (parameters and accessor uses, as ``references(path:offset:includeDeclaration:)`` counts
    /// them). Each file that can hold an accessor use is scanned once for all the factories.
    public func codeLenses(path: String) -> [FactoryLens] {
        guard let entry = entries[path], seesCradle(path) else { return [] }
        return entry.factories.flatMap { graph in
            let uses = reads(of: graph.factories, in: graph, graphPath: path)
            return zip(graph.factories, uses).map { factory, accessorUses in
                let consumers = graph.factories.reduce(0) { count, consumer in
                    count + consumer.graphParameters.filter { $0.identity == factory.identity }.count
                }
                let count = consumers + accessorUses.count
                let lifetime = factory.isExternal ? Lifetime.transient : factory.lifetime
                return FactoryLens(
                    range: factory.function.name.range,
                    title: ".\(lifetime.rawValue) · " + (count == 1 ? "1 use" : "\(count) uses"))
            }
        }
    }
}
