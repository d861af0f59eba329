import CradleSyntax

/// Change a factory's lifetime (`refactor.rewrite`), checked against `cradle.md` §5 first.
extension Workspace {
    /// One action per other lifetime. Each is tried on a copy of the workspace: when it adds an
    /// error, the action is disabled and names what would reject it (for §5, the consumers and
    /// where they are); when every added error is a consumer that §5 rejects, a second action
    /// shortens those consumers too (and theirs, as far as needed), if that leaves no error.
    func lifetimeRefactorings(for factory: Factory, in graph: GraphFactories, path: String, language: MessageLanguage)
        -> [Refactoring]
    {
        let current: Lifetime = factory.isExternal ? .transient : factory.lifetime
        var result: [Refactoring] = []
        for lifetime in [Lifetime.shared, .lazy, .transient] where lifetime != current {
            let title = RefactoringText.makeLifetime.text(in: language, factory.name, lifetime.rawValue)
            let changes = [factory.name: lifetime]
            guard let (edits, added, after) = trying(changes, in: graph, path: path) else { continue }
            guard !added.isEmpty else {
                result.append(Refactoring(title: title, kind: .rewrite, edits: edits))
                continue
            }
            result.append(
                Refactoring(
                    title: title, kind: .rewrite, edits: edits,
                    disabledReason: added.map { after.describeRejection($0, in: path, language: language) }
                        .joined(separator: "; ")))
            if let cascade = cascading(changes, in: graph, path: path), cascade.changes.count > 1 {
                let others = cascade.changes.filter { $0.key != factory.name }.sorted { $0.key < $1.key }
                    .map { "`\($0.key)` `.\($0.value.rawValue)`" }
                result.append(
                    Refactoring(
                        title: RefactoringText.makeLifetimeCascade.text(
                            in: language, factory.name, lifetime.rawValue, others.joined(separator: ", ")),
                        kind: .rewrite, edits: cascade.edits))
            }
        }
        return result
    }

    /// The edits setting each named factory's lifetime, and the errors they add to the graph's
    /// file; nil when a name is no factory of the graph.
    private func trying(_ changes: [String: Lifetime], in graph: GraphFactories, path: String) -> (
        edits: [TextEdit], added: [Diagnostic], after: Workspace
    )? {
        guard let tree = tree(of: path) else { return nil }
        var edits: [TextEdit] = []
        for (name, lifetime) in changes.sorted(by: { $0.key < $1.key }) {
            guard let factory = graph.factories.first(where: { $0.name == name }) else { return nil }
            edits += FixBuilder.setLifetime(lifetime, of: factory, file: path, tree: tree).flatMap(\.edits)
        }
        guard let after = applying(edits) else { return nil }
        return (edits, addedErrors(after, in: [path]), after)
    }

    /// Shortens, step by step, the consumers §5 rejects after `changes` (a `.shared` consumer of
    /// a `.lazy` value becomes `.lazy`, of a `.transient` one `.transient`; a `.lazy` consumer of
    /// a `.transient` one `.transient`) until nothing is added, or gives up (nil) when another
    /// error appears.
    private func cascading(_ changes: [String: Lifetime], in graph: GraphFactories, path: String) -> (
        changes: [String: Lifetime], edits: [TextEdit]
    )? {
        let targets = Set(changes.keys)
        var changes = changes
        for _ in 0...graph.factories.count {
            guard let (edits, added, after) = trying(changes, in: graph, path: path) else { return nil }
            if added.isEmpty { return (changes, edits) }
            for finding in added {
                let lifetime: Lifetime
                switch finding.code {
                case .lifetimeSharedToLazy: lifetime = .lazy
                case .lifetimeSharedToTransient, .lifetimeLazyToTransient: lifetime = .transient
                default: return nil
                }
                // The consumer: the factory whose parameter the finding is on.
                // The changed factory's own dependencies rejecting it: no consumer to shorten.
                guard let consumer = after.factory(holding: finding, in: path), !targets.contains(consumer.name) else {
                    return nil
                }
                changes[consumer.name] = lifetime
            }
        }
        return nil
    }

    /// The factory of the file whose declaration holds a finding.
    private func factory(holding finding: Diagnostic, in path: String) -> Factory? {
        entries[path]?.factories.lazy.flatMap(\.factories).first { $0.function.range.contains(finding.range.start) }
    }

    /// An added error, as a disabled action's reason: for §5, the consumer that would reject the
    /// new lifetime and where it is.
    private func describeRejection(_ finding: Diagnostic, in path: String, language: MessageLanguage) -> String {
        let place = place(Location(file: path, range: finding.range))
        let message = finding.localized(to: language).message
        guard let consumer = factory(holding: finding, in: path),
            [.lifetimeSharedToLazy, .lifetimeSharedToTransient, .lifetimeLazyToTransient].contains(finding.code)
        else { return "\(message) (\(finding.code.rawValue), \(place))" }
        return RefactoringText.consumerRejects.text(
            in: language, consumer.name, consumer.lifetime.rawValue, place, message, finding.code.rawValue)
    }
}
