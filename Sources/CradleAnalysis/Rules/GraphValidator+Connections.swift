import CradleSyntax

extension GraphValidator {
    /// Step 15 (`cradle.md` §6.0): missing registrations and external results (#38, #39), then
    /// the lifetime matrix (#40–#42), then the first cycle (#43). Each stage stops the next.
    mutating func checkConnections() {
        let providers = registered
        // The first registered provider of each identity, by its index: the cycle search's
        // nodes too.
        var indexByIdentity: [String: Int] = [:]
        indexByIdentity.reserveCapacity(providers.count)
        for (index, provider) in providers.enumerated() where indexByIdentity[provider.identity] == nil {
            indexByIdentity[provider.identity] = index
        }
        var externalByIdentity: [String: Factory] = [:]
        for external in factories where external.isExternal && externalByIdentity[external.identity] == nil {
            externalByIdentity[external.identity] = external
        }

        let before = diagnostics.count
        for factory in factories {
            for parameter in factory.graphParameters {
                if let external = externalByIdentity[parameter.identity] {
                    emit(
                        .externalResultDependency, Message.externalResultDependency(type: parameter.typeText),
                        parameter.typeRange,
                        notes: [note(external.provide.range, Message.externalResultProviderNote(factory: external.name))],
                        fixes: FixBuilder.markExternal(parameter, of: factory, file: file, tree: tree))
                } else if indexByIdentity[parameter.identity] == nil {
                    emit(
                        .missingRegistration, Message.missingRegistration(type: parameter.typeText, factory: factory.name),
                        parameter.typeRange,
                        notes: [note(factory.provide.range, Message.missingRegistrationProviderNote(factory: factory.name))],
                        fixes: FixBuilder.addFactory(for: parameter, in: graph, file: file, tree: tree)
                            + FixBuilder.markExternal(parameter, of: factory, file: file, tree: tree))
                    if let hint = Predictions.nearMiss(
                        for: parameter, of: factory, registered: providers, typeAliases: typeAliases, tree: tree, file: file)
                    {
                        hints.append(hint)
                    }
                }
            }
        }
        if diagnostics.count > before { return }

        for consumer in providers {
            for parameter in consumer.graphParameters {
                guard let dependency = indexByIdentity[parameter.identity].map({ providers[$0] }) else { continue }
                guard let (code, message) = consumer.lifetime.violation(dependingOn: dependency.lifetime) else { continue }
                emit(
                    code, message, parameter.typeRange,
                    fixes: FixBuilder.lifetimeRepairs(consumer: consumer, dependency: dependency, file: file, tree: tree))
            }
        }
        if diagnostics.count > before { return }
        checkCycles(providers, indexByIdentity: indexByIdentity)
    }

    /// #43: an iterative depth-first search over registered providers, roots in declaration
    /// order, edges in parameter order; the first back edge closes the only cycle reported.
    /// `indexByIdentity` gives the first provider of each identity.
    mutating func checkCycles(_ providers: [Factory], indexByIdentity: [String: Int]) {
        // Each provider's edges as indexes, looked up once (a parameter of no registered type
        // has none): the search itself then hashes nothing.
        let edges = providers.map { provider in provider.graphParameters.map { indexByIdentity[$0.identity] } }
        enum Mark { case unvisited, onPath, done }
        var marks = Array(repeating: Mark.unvisited, count: providers.count)
        for root in providers.indices where marks[root] == .unvisited {
            var stack: [(node: Int, edge: Int)] = [(root, 0)]
            marks[root] = .onPath
            while let top = stack.last {
                guard top.edge < edges[top.node].count else {
                    marks[top.node] = .done
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].edge += 1
                guard let target = edges[top.node][top.edge] else { continue }
                switch marks[target] {
                case .onPath:
                    let start = stack.firstIndex { $0.node == target } ?? 0
                    let cycle = stack[start...].map { providers[$0.node] }
                    let parameter = providers[top.node].graphParameters[top.edge]
                    emit(
                        .circularDependency, Message.circularDependency(path: cycle.map(\.comparisonName)), parameter.typeRange,
                        notes: cycle.map {
                            note(
                                $0.provide.range,
                                Message.circularDependencyProviderNote(factory: $0.name, name: $0.comparisonName))
                        })
                    return
                case .unvisited:
                    marks[target] = .onPath
                    stack.append((target, 0))
                case .done:
                    continue
                }
            }
        }
    }
}

/// The messages this file's checks emit.
extension Message {
    /// #38 `missing-registration`; `type` is the parameter type as written.
    static func missingRegistration(type: String, factory: String) -> MessageText {
        MessageText(
            english: "no registration matches parameter type \(quoted(type)) of \(quoted(factory))",
            cradle: "\(quoted(factory))의 매개변수 타입 `\(type)`에 대응하는 등록이 없습니다.")
    }

    /// #39 `external-result-dependency`; `type` is the parameter type as written.
    static func externalResultDependency(type: String) -> MessageText {
        MessageText(
            english: "\(quoted(type)) is a result that needs `@External` input, so it cannot be wired automatically",
            cradle: "`\(type)`은 `@External` 입력이 필요한 생성 결과이므로 graph 의존성으로 자동 연결할 수 없습니다.")
    }

    /// #40 `lifetime-shared-to-transient`.
    static func lifetimeSharedToTransient() -> MessageText {
        MessageText(
            english: "a `.shared` factory cannot take a `.transient` registration as a parameter",
            cradle: "shared 수명의 `@Provide` Factory는 `.transient` 등록을 매개변수로 받을 수 없습니다.")
    }

    /// #41 `lifetime-shared-to-lazy`.
    static func lifetimeSharedToLazy() -> MessageText {
        MessageText(
            english: "a `.shared` factory cannot take a `.lazy` registration as a parameter",
            cradle: "shared 수명의 `@Provide` Factory는 `.lazy` 등록을 매개변수로 받을 수 없습니다.")
    }

    /// #42 `lifetime-lazy-to-transient`.
    static func lifetimeLazyToTransient() -> MessageText {
        MessageText(
            english: "a `.lazy` factory cannot take a `.transient` registration as a parameter",
            cradle: "lazy 수명의 `@Provide` Factory는 `.transient` 등록을 매개변수로 받을 수 없습니다.")
    }

    /// #43 `circular-dependency`; `path` lists the comparison names from the provider the cycle
    /// returns to up to the closing provider. The first name is repeated at the end.
    static func circularDependency(path: [String]) -> MessageText {
        let names = (path + path.prefix(1)).joined(separator: " → ")
        return MessageText(
            english: "there is a circular dependency \(quoted(names))",
            cradle: "`\(names)` 순환 의존성이 있습니다.")
    }

    /// Note of #38 (note id `missingRegistrationProvider`), at the requiring factory's `@Provide`.
    static func missingRegistrationProviderNote(factory: String) -> MessageText {
        MessageText(
            english: "factory \(quoted(factory)) requires this dependency",
            cradle: "\(quoted(factory)) Factory가 이 의존성을 요구합니다.")
    }

    /// Note of #39 (note id `externalResultProvider`), at the external provider's `@Provide`.
    static func externalResultProviderNote(factory: String) -> MessageText {
        MessageText(
            english: "factory \(quoted(factory)) must be called with external input",
            cradle: "\(quoted(factory)) Factory는 외부 입력과 함께 호출해야 합니다.")
    }

    /// Note of #43 (note id `circularDependencyProvider`), at each cycle member's `@Provide`.
    static func circularDependencyProviderNote(factory: String, name: String) -> MessageText {
        MessageText(
            english: "factory \(quoted(factory))'s registration; generated property is \(quoted(name))",
            cradle: "\(quoted(factory)) Factory의 등록입니다. 생성 프로퍼티는 `\(name)`입니다.")
    }
}

extension Lifetime {
    /// What `cradle.md` §5 says of a registered factory of this lifetime taking a registration of
    /// `dependency`'s lifetime: nil when allowed, else the finding's code and message (#40–#42).
    func violation(dependingOn dependency: Lifetime) -> (code: DiagnosticCode, message: MessageText)? {
        switch (self, dependency) {
        case (.shared, .transient): (.lifetimeSharedToTransient, Message.lifetimeSharedToTransient())
        case (.shared, .lazy): (.lifetimeSharedToLazy, Message.lifetimeSharedToLazy())
        case (.lazy, .transient): (.lifetimeLazyToTransient, Message.lifetimeLazyToTransient())
        default: nil
        }
    }
}
