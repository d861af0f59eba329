import CradleSyntax

/// A hint shown inline after `@Provide`: the lifetime (when implicit) and the generated accessor.
public struct InlayHint: Sendable, Hashable {
    /// Where the hint is shown.
    public var offset: Int
    /// The text.
    public var label: String
}

extension Workspace {
    /// After each valid factory's `@Provide`: the lifetime when it is implicit, and the accessor;
    /// in `language`.
    public func inlayHints(path: String, language: MessageLanguage = .english) -> [InlayHint] {
        guard let entry = entries[path], seesCradle(path) else { return [] }
        var hints: [InlayHint] = []
        for graph in entry.factories {
            for factory in graph.factories {
                let hasArgument = !(factory.provide.arguments?.arguments.isEmpty ?? true)
                let accessor = factory.isExternal ? "\(factory.generatedName)(…)" : factory.generatedName
                let label =
                    hasArgument
                    ? "→ \(accessor)" : LensText.implicitLifetime.text(in: language, factory.lifetime.rawValue, accessor)
                hints.append(InlayHint(offset: factory.provide.range.end, label: label))
            }
        }
        return hints
    }
}
