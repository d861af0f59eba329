/// How a `sources:` element's type is looked up, by the rule of the Cradle tool an answer
/// mirrors (`cradle.md` §2.8, §7): the one home of the names each tool tries, in order. The
/// caller says whether a graph of a tried name is declared where that tool looks (the modules
/// a compiling module sees, one target's diagrams, the other modules' diagrams).
///
/// CradleDiagramMaker's views resolve through each target's imports and dependencies with an
/// ambiguity rule of their own: ``CompositionIndex/resolveSource(_:in:)`` keeps that rule beside
/// the index it needs.
enum SourceLookup {
    /// The Cradle tool whose look-up an answer follows.
    enum Rule {
        /// Cradle's macro, as the compiler builds it (the `unresolved-source` finding, and
        /// navigation): the name through the graph's enclosing scopes, innermost first, then
        /// `Module.Path`.
        case macro
        /// CradlePlugin's diagram of one target: a dotted name exactly, a plain one through the
        /// graph's enclosing scopes; never a module prefix.
        case cradlePlugin
        /// CradlePlugin's workspace view, for a source its own target does not declare: the
        /// name exactly in another module, then `Module.Path`.
        case cradlePluginElsewhere
    }

    /// A name a tool tries.
    enum Candidate: Hashable {
        /// A lexical path (`Outer.AuthGraph`), in whichever modules the tool looks.
        case lexical(String)
        /// A lexical path in one module (`Auth.AuthGraph`).
        case qualified(module: String, path: String)
    }

    /// The names a tool tries for a source type written `identity`, in a graph whose
    /// enclosing types are `scope`, in the order it tries them.
    static func candidates(for identity: String, scope: [String], rule: Rule) -> [Candidate] {
        var result: [Candidate]
        switch rule {
        case .macro:
            result = LexicalScope.candidates(for: identity, in: scope).map(Candidate.lexical)
        case .cradlePlugin:
            return identity.contains(".")
                ? [.lexical(identity)] : LexicalScope.candidates(for: identity, in: scope).map(Candidate.lexical)
        case .cradlePluginElsewhere:
            result = [.lexical(identity)]
        }
        if let qualified = LexicalScope.moduleQualified(identity) {
            result.append(.qualified(module: qualified.module, path: qualified.path))
        }
        return result
    }
}
