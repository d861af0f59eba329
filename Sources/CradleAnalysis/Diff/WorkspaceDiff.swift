/// What a change does to a workspace's graphs and findings: two sets of graph snapshots
/// compared by graph identity (module and lexical name) and registrations by Cradle type
/// identity, and two lists of findings matched by ``FindingKey/match``. Pure: the loading layer
/// reads both revisions.
public struct WorkspaceDiff: Sendable, Hashable {
    /// The graphs that were added, removed or changed, sorted by identity.
    public var graphs: [GraphChange]
    /// How the analysis of each changed graph moved (its longest chain; fan-in and fan-out of the
    /// registrations on both sides), by graph identity.
    public var analysis: [String: [AnalysisDelta]] = [:]
    /// How many graphs are on both sides and unchanged.
    public var unchangedGraphs: Int
    /// Findings at the head that the base does not have, in the head's order.
    public var introduced: [FindingKey]
    /// Findings at the base that the head does not have, in the base's order.
    public var fixed: [FindingKey]

    /// Whether the change touches no graph and no finding.
    public var isEmpty: Bool { graphs.isEmpty && introduced.isEmpty && fixed.isEmpty }

    /// Compares `base` with `head`.
    public init(base: [GraphSnapshot], head: [GraphSnapshot], baseFindings: [FindingKey], headFindings: [FindingKey]) {
        let before = Self.byIdentity(base)
        let after = Self.byIdentity(head)
        var changes: [GraphChange] = []
        var unchanged = 0
        for identity in Set(before.keys).union(after.keys).sorted() {
            let change = GraphChange(identity: identity, base: before[identity], head: after[identity])
            if change.kind == .unchanged { unchanged += 1 } else { changes.append(change) }
        }
        graphs = changes
        unchangedGraphs = unchanged
        for change in changes where change.kind == .changed {
            guard let base = change.base, let head = change.head else { continue }
            let deltas = AnalysisDelta.deltas(from: base, to: head)
            if !deltas.isEmpty { analysis[change.identity] = deltas }
        }
        introduced = FindingKey.introduced(headFindings, since: baseFindings)
        fixed = FindingKey.introduced(baseFindings, since: headFindings)
    }

    /// Snapshots by identity; a second graph of one identity (two files declaring it) gets `#2`.
    static func byIdentity(_ snapshots: [GraphSnapshot]) -> [String: GraphSnapshot] {
        var result: [String: GraphSnapshot] = [:]
        for snapshot in snapshots {
            var identity = snapshot.identity
            var number = 1
            while result[identity] != nil {
                number += 1
                identity = "\(snapshot.identity)#\(number)"
            }
            result[identity] = snapshot
        }
        return result
    }

    /// The counts a one-line summary states.
    public var counts: (added: Int, removed: Int, changed: Int) {
        (
            graphs.filter { $0.kind == .added }.count, graphs.filter { $0.kind == .removed }.count,
            graphs.filter { $0.kind == .changed }.count
        )
    }
}

/// Whether something is new, gone, different or the same.
public enum ChangeKind: String, Sendable, Hashable {
    case added, removed, changed, unchanged
}

/// Two lists compared as sets: what only the second has, what only the first has.
public struct ListChange<Element: Hashable & Sendable>: Sendable, Hashable {
    public var added: [Element]
    public var removed: [Element]

    /// The elements of `after` not in `before` and of `before` not in `after`, each in its order.
    public init(_ before: [Element], _ after: [Element]) {
        let beforeSet = Set(before)
        let afterSet = Set(after)
        added = after.filter { !beforeSet.contains($0) }
        removed = before.filter { !afterSet.contains($0) }
    }

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty }
}

/// What a change did to one graph.
public struct GraphChange: Sendable, Hashable {
    /// `Module.LexicalName`.
    public var identity: String
    public var kind: ChangeKind
    public var base: GraphSnapshot?
    public var head: GraphSnapshot?
    /// `sources:` elements by type identity.
    public var sources: ListChange<String>
    /// The `input:` type before and after, when it changed.
    public var input: (from: String?, to: String?)?
    /// The registrations added, removed or changed, in the head's order, then removed ones.
    public var registrations: [RegistrationChange]
    /// Input bindings of the graph's members.
    public var inputBindings: ListChange<InputBindingSnapshot>

    /// The graph as it is now, else as it was.
    public var current: GraphSnapshot? { head ?? base }

    init(identity: String, base: GraphSnapshot?, head: GraphSnapshot?) {
        self.identity = identity
        self.base = base
        self.head = head
        sources = ListChange(base?.sources ?? [], head?.sources ?? [])
        input = base?.input == head?.input ? nil : (base?.input, head?.input)
        inputBindings = ListChange(base?.inputBindings ?? [], head?.inputBindings ?? [])
        let before = Dictionary(base?.registrations.map { ($0.identity, $0) } ?? [], uniquingKeysWith: { first, _ in first })
        let afterIdentities = Set(head?.registrations.map(\.identity) ?? [])
        var registrations: [RegistrationChange] = []
        for registration in head?.registrations ?? [] {
            let change = RegistrationChange(base: before[registration.identity], head: registration)
            if change.kind != .unchanged { registrations.append(change) }
        }
        for registration in base?.registrations ?? [] where !afterIdentities.contains(registration.identity) {
            registrations.append(RegistrationChange(base: registration, head: nil))
        }
        self.registrations = registrations
        switch (base, head) {
        case (nil, _): kind = .added
        case (_, nil): kind = .removed
        default:
            kind =
                sources.isEmpty && input == nil && inputBindings.isEmpty && registrations.isEmpty
                ? .unchanged : .changed
        }
    }

    public static func == (lhs: GraphChange, rhs: GraphChange) -> Bool {
        lhs.identity == rhs.identity && lhs.base == rhs.base && lhs.head == rhs.head
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
        hasher.combine(base)
        hasher.combine(head)
    }
}

/// What a change did to one registration (by type identity).
public struct RegistrationChange: Sendable, Hashable {
    public var identity: String
    public var kind: ChangeKind
    public var base: RegistrationSnapshot?
    public var head: RegistrationSnapshot?
    /// The parameters the graph satisfies, by identity.
    public var dependencies: ListChange<String>
    /// The source graphs the body reads, by identity.
    public var sourceReads: ListChange<String>

    /// The registration as it is now, else as it was.
    public var current: RegistrationSnapshot {
        head ?? base ?? RegistrationSnapshot(identity: identity, typeText: identity, factoryName: "", lifetime: .shared)
    }

    /// The lifetime before and after, when it changed.
    public var lifetime: (from: Lifetime, to: Lifetime)? {
        guard let base, let head, base.lifetime != head.lifetime else { return nil }
        return (base.lifetime, head.lifetime)
    }

    /// The `@External` parameters before and after, when they changed.
    public var externalParameters: (from: [String], to: [String])? {
        guard let base, let head, base.externalParameters != head.externalParameters else { return nil }
        return (base.externalParameters, head.externalParameters)
    }

    /// The factory's name before and after, when it changed.
    public var factoryName: (from: String, to: String)? {
        guard let base, let head, base.factoryName != head.factoryName else { return nil }
        return (base.factoryName, head.factoryName)
    }

    init(base: RegistrationSnapshot?, head: RegistrationSnapshot?) {
        identity = head?.identity ?? base?.identity ?? ""
        self.base = base
        self.head = head
        dependencies = ListChange(base?.dependencies ?? [], head?.dependencies ?? [])
        sourceReads = ListChange(base?.sourceReads ?? [], head?.sourceReads ?? [])
        switch (base, head) {
        case (nil, _): kind = .added
        case (_, nil): kind = .removed
        case (let base?, let head?):
            kind =
                base.lifetime == head.lifetime && dependencies.isEmpty && base.externalParameters == head.externalParameters
                    && base.factoryName == head.factoryName && sourceReads.isEmpty ? .unchanged : .changed
        }
    }
}

/// One way a graph's analysis moved between two revisions: the longest chain (no registration),
/// or a registration's fan-in or fan-out.
public struct AnalysisDelta: Sendable, Hashable {
    public enum Metric: String, Sendable, Hashable {
        case longestChain, fanIn, fanOut
    }

    public var metric: Metric
    /// The registration's type as written; nil for the longest chain.
    public var registration: String?
    public var from: Int
    public var to: Int

    /// The deltas of one graph: its longest chain, then each registration present on both sides
    /// (by identity) whose fan-in or fan-out changed, in the head's order.
    static func deltas(from base: GraphSnapshot, to head: GraphSnapshot) -> [AnalysisDelta] {
        let before = network(base)
        let after = network(head)
        var deltas: [AnalysisDelta] = []
        let chain = (
            before: GraphAnalyzer.longestChains(before, limit: 1).first?.count ?? 1,
            after: GraphAnalyzer.longestChains(after, limit: 1).first?.count ?? 1
        )
        if chain.before != chain.after {
            deltas.append(AnalysisDelta(metric: .longestChain, registration: nil, from: chain.before - 1, to: chain.after - 1))
        }
        let (inBefore, outBefore) = GraphAnalyzer.fans(before)
        let (inAfter, outAfter) = GraphAnalyzer.fans(after)
        for registration in head.registrations {
            guard let old = before.index(of: registration.identity), let new = after.index(of: registration.identity) else {
                continue
            }
            if inBefore[old] != inAfter[new] {
                deltas.append(
                    AnalysisDelta(metric: .fanIn, registration: registration.typeText, from: inBefore[old], to: inAfter[new]))
            }
            if outBefore[old] != outAfter[new] {
                deltas.append(
                    AnalysisDelta(metric: .fanOut, registration: registration.typeText, from: outBefore[old], to: outAfter[new]))
            }
        }
        return deltas
    }

    /// A snapshot's network, as `--analyze` builds a graph's: its registrations by identity
    /// (external methods, which take `@External` values, are none), an edge per dependency one
    /// of them satisfies.
    static func network(_ snapshot: GraphSnapshot) -> DependencyNetwork {
        let registrations = snapshot.registrations.filter(\.externalParameters.isEmpty)
        let identities = Set(registrations.map(\.identity))
        return DependencyNetwork(
            nodes: registrations.map {
                DependencyNetwork.Node(key: $0.identity, label: $0.typeText, kind: "registration")
            },
            dependencyEdges: registrations.flatMap { registration in
                registration.dependencies.filter(identities.contains).map { (registration.identity, $0) }
            })
    }

    /// The delta in English: `longest chain 2 → 3`, `fan-out of \`Feed\` 1 → 2`.
    public var text: String { text(in: .english) }

    /// The delta in `language`.
    public func text(in language: MessageLanguage) -> String {
        switch metric {
        case .longestChain: DiffText.longestChain.text(in: language, String(from), String(to))
        case .fanIn: DiffText.fanIn.text(in: language, registration ?? "", String(from), String(to))
        case .fanOut: DiffText.fanOut.text(in: language, registration ?? "", String(from), String(to))
        }
    }
}
