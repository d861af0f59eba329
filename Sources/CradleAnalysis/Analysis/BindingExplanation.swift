import CradleSyntax

/// Why a factory parameter gets the registration it gets, and why the others it might be taken
/// for do not satisfy it ("why this binding", as Metro's IDE action says it): the registration
/// chosen, then each near miss with a reason code.
public struct BindingExplanation: Sendable, Hashable {
    /// Why a candidate is, or is not, the binding.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// Same type identity in the same graph (`cradle.md` §3): the binding.
        case sameIdentity = "same-identity"
        /// The type is near but not the same identity (`any P` against `P`, `[T]` against
        /// `Array<T>`, another module path or other generic arguments, a type alias).
        case identityDiffers = "identity-differs"
        /// An external method returns it: its result is no registration (#39).
        case externalResult = "external-result"
        /// Another graph registers it; parameters link only within their graph (§2.7), so it is
        /// reached by reading a source or an input member, not as a parameter.
        case otherGraph = "other-graph"
        /// Another graph registers it in a module this one does not see.
        case notVisible = "not-visible"
    }

    /// One registration considered.
    public struct Candidate: Sendable, Hashable {
        public var graph: String
        public var factory: String
        /// The registration's type as written.
        public var type: String
        public var module: String
        public var location: Location
        public var reason: Reason
        /// The reason in words, naming what to do about it: English unless the explanation was
        /// `localized(to:)` another language.
        public var detail: String
        /// The reason in every language; `detail` is one of them.
        public var details: MessageText
    }

    /// The factory and graph the parameter belongs to, and its type as written.
    public var factory: String
    public var graph: String
    public var parameter: String
    /// The registration that satisfies it, if one does.
    public var chosen: Candidate?
    /// What `cradle.md` §5 says against the chosen one, if anything: the finding's message and
    /// code, English unless the explanation was `localized(to:)` another language.
    public var lifetimeViolation: String?
    /// The violation in every language; `lifetimeViolation` is one of them.
    public var lifetimeViolationTexts: MessageText?
    /// The near misses, in the graph first, then in other graphs by module and name.
    public var candidates: [Candidate]

    /// This explanation with its details and violation in `language`.
    public func localized(to language: MessageLanguage) -> BindingExplanation {
        var copy = self
        copy.chosen = chosen?.localized(to: language)
        copy.lifetimeViolation = lifetimeViolationTexts?.text(in: language)
        copy.candidates = candidates.map { $0.localized(to: language) }
        return copy
    }
}

extension BindingExplanation.Candidate {
    /// This candidate with its detail in `language`.
    public func localized(to language: MessageLanguage) -> BindingExplanation.Candidate {
        var copy = self
        copy.detail = details.text(in: language)
        return copy
    }
}

/// What explaining many parameters shares, computed once: every registration by identity, and
/// per graph its tree, type aliases, sources, the input members it reads, and each
/// registration's near-miss facts.
final class ExplanationIndex {
    struct GraphFacts {
        var tree: SyntaxTree?
        var aliases: [String: TypeSyntax]
        var sources: Set<String>
        var readsInput: Bool
        var registrations: [(factory: Factory, facts: Predictions.RegistrationFacts?)]
    }

    let workspace: Workspace
    /// Every registration of every graph, by identity.
    let byIdentity: [String: [(path: String, graph: Workspace.GraphFactories, factory: Factory)]]
    private var graphs: [String: GraphFacts] = [:]

    init(_ workspace: Workspace) {
        self.workspace = workspace
        var byIdentity: [String: [(path: String, graph: Workspace.GraphFactories, factory: Factory)]] = [:]
        for (path, graph) in workspace.allGraphs {
            for factory in graph.factories where !factory.isExternal {
                byIdentity[factory.identity, default: []].append((path, graph, factory))
            }
        }
        self.byIdentity = byIdentity
    }

    /// The facts of one graph, gathered the first time it is asked for.
    func facts(of graph: Workspace.GraphFactories, path: String) -> GraphFacts {
        let key = path + "#" + graph.graph.lexicalPath.joined(separator: ".")
        if let known = graphs[key] { return known }
        let tree = workspace.tree(of: path)
        let aliases = workspace.entries[path]?.summary.typeAliases ?? [:]
        let facts = GraphFacts(
            tree: tree, aliases: aliases,
            sources: Set(graph.sources.flatMap { [$0.type.identity, $0.type.text] }),
            readsInput: tree.map { !workspace.memberReads(ofInputIn: graph, tree: $0).isEmpty } ?? false,
            registrations: graph.factories.map { factory in
                (
                    factory,
                    factory.isExternal ? nil : tree.map { Predictions.RegistrationFacts(factory, typeAliases: aliases, tree: $0) }
                )
            })
        graphs[key] = facts
        return facts
    }
}

extension Workspace {
    /// The explanation of the parameter of `factory` (in `graph` of `path`).
    func explanation(
        of parameter: FactoryParameter, of factory: Factory, in graph: GraphFactories, path: String,
        index: ExplanationIndex? = nil
    ) -> BindingExplanation {
        let index = index ?? ExplanationIndex(self)
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        let module = modules(of: path).first ?? ""
        let facts = index.facts(of: graph, path: path)
        func candidate(
            _ registration: Factory, graph other: GraphFactories, path otherPath: String, reason: BindingExplanation.Reason,
            detail: MessageText
        ) -> BindingExplanation.Candidate {
            BindingExplanation.Candidate(
                graph: other.graph.lexicalPath.joined(separator: "."), factory: registration.name, type: registration.returnText,
                module: modules(of: otherPath).first ?? "",
                location: Location(file: otherPath, range: registration.function.name.range),
                reason: reason, detail: detail.english, details: detail)
        }
        var explanation = BindingExplanation(
            factory: factory.name, graph: graphName, parameter: parameter.typeText, chosen: nil, lifetimeViolation: nil,
            lifetimeViolationTexts: nil, candidates: [])
        if let chosen = graph.factories.first(where: { !$0.isExternal && $0.identity == parameter.identity }) {
            explanation.chosen = candidate(
                chosen, graph: graph, path: path, reason: .sameIdentity,
                detail: AnalysisText.sameIdentity.bilingual(chosen.returnText, parameter.typeText, graphName))
            if !factory.isExternal, let (code, message) = factory.lifetime.violation(dependingOn: chosen.lifetime) {
                let violation = MessageText(
                    english: "\(message.english) (\(code.rawValue))", cradle: "\(message.cradle) (\(code.rawValue))")
                explanation.lifetimeViolation = violation.english
                explanation.lifetimeViolationTexts = violation
            }
        }
        let probe = facts.tree.flatMap { Predictions.NearMissProbe(parameter, typeAliases: facts.aliases, tree: $0) }
        for (other, otherFacts) in facts.registrations where other.name != factory.name {
            if other.isExternal, other.identity == parameter.identity {
                explanation.candidates.append(
                    candidate(
                        other, graph: graph, path: path, reason: .externalResult,
                        detail: AnalysisText.externalResult.bilingual(other.name)))
            } else if let probe, let otherFacts, let kind = probe.kind(of: other, facts: otherFacts) {
                explanation.candidates.append(
                    candidate(
                        other, graph: graph, path: path, reason: .identityDiffers,
                        detail: Self.describe(kind, parameter.typeText, other.returnText)))
            }
        }
        // Other graphs: a registration of the same identity is not a parameter.
        for (otherPath, other, registration) in index.byIdentity[parameter.identity] ?? []
        where !(otherPath == path && other.graph.lexicalPath == graph.graph.lexicalPath) {
            let otherName = other.graph.lexicalPath.joined(separator: ".")
            let otherModule = modules(of: otherPath).first ?? ""
            if !canSee(otherPath, from: module) {
                explanation.candidates.append(
                    candidate(
                        registration, graph: other, path: otherPath, reason: .notVisible,
                        detail: AnalysisText.notVisible.bilingual(otherName, otherModule, module)))
                continue
            }
            let how: MessageText
            if facts.sources.contains(otherName) || facts.sources.contains(other.graph.lexicalPath.last ?? "") {
                let storage = TypeNaming.lowerCamelCase(other.graph.lexicalPath.last ?? "")
                how = AnalysisText.readThroughSource.bilingual(storage, registration.generatedName, otherName, graphName)
            } else if facts.readsInput {
                how = AnalysisText.bindThroughInput.bilingual(graphName)
            } else {
                how = AnalysisText.addSource.bilingual(otherName)
            }
            explanation.candidates.append(
                candidate(
                    registration, graph: other, path: otherPath, reason: .otherGraph,
                    detail: MessageText(
                        english: AnalysisText.otherGraph.text(in: .english, otherName, how.english),
                        cradle: AnalysisText.otherGraph.text(in: .cradle, otherName, how.cradle))))
        }
        return explanation
    }

    /// The explanation at a position: on a factory parameter (its type or name).
    public func bindingExplanation(path: String, offset: Int) -> BindingExplanation? {
        guard case .parameter(let graphPath, let graph, let factory, let parameter)? = target(at: path, offset: offset) else {
            return nil
        }
        return explanation(of: parameter, of: factory, in: graph, path: graphPath)
    }

    /// A near miss in words.
    static func describe(_ kind: Predictions.NearMissKind, _ parameter: String, _ registration: String) -> MessageText {
        switch kind {
        case .sugar: AnalysisText.nearMissSugar.bilingual(registration, parameter)
        case .typeAlias: AnalysisText.nearMissTypeAlias.bilingual(registration, parameter)
        case .existential: AnalysisText.nearMissExistential.bilingual(registration, parameter)
        case .qualification: AnalysisText.nearMissQualification.bilingual(registration, parameter)
        }
    }
}
