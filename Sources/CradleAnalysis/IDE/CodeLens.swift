import CradleSyntax

/// A line shown above a factory: its lifetime and how many uses it has.
public struct FactoryLens: Sendable, Hashable {
    /// The factory's name, where the lens is shown.
    public var range: ByteRange
    /// The text, such as `.shared · 2 uses`.
    public var title: String
}

extension Workspace {
    /// A lens above each factory of a file: its lifetime, how many uses read it and, when tests
    /// replace it, how many override labels do (together, the number references return without
    /// the declaration). Each file that can hold a use is scanned once for all the factories of
    /// a graph. The text is in `language`.
    public func codeLenses(path: String, language: MessageLanguage = .english) -> [FactoryLens] {
        guard let entry = entries[path], seesCradle(path) else { return [] }
        let resolver = TypeResolver(self)
        return entry.factories.flatMap { graph in
            let uses = uses(of: graph.factories, in: graph, graphPath: path, resolver: resolver)
            return zip(graph.factories, uses).map { factory, uses in
                let lifetime = factory.isExternal ? Lifetime.transient : factory.lifetime
                let reads = uses.filter(\.isRead).count
                let overrides = uses.count - reads
                return FactoryLens(
                    range: factory.function.name.range,
                    title: ".\(lifetime.rawValue) · "
                        + (reads == 1 ? LensText.useOne.text(in: language) : LensText.useMany.text(in: language, "\(reads)"))
                        + (overrides == 0
                            ? ""
                            : " · "
                                + (overrides == 1
                                    ? LensText.overrideOne.text(in: language)
                                    : LensText.overrideMany.text(in: language, "\(overrides)")))
                )
            }
        }
    }
}
