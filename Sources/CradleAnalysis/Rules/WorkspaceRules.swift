import CradleSyntax

/// The workspace rules: findings of one file that need the whole workspace (`sources:` graphs
/// the module cannot see, registrations nothing uses). Their messages follow.
extension Workspace {
    /// Findings that need the whole workspace, for one file: `sources:` graphs that the module
    /// cannot see (`cradle.md` §2.8), and registrations the uses model finds no use of
    /// (``unusedFactories(of:graphPath:modules:pass:)``).
    func workspaceFindings(for path: String, entry: Entry, pass: SharedResolver? = nil) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let modules = modules(compiling: entry.summary)
        for graph in entry.factories {
            let scope = Array(graph.graph.lexicalPath.dropLast())
            for source in graph.sources {
                // The compiler builds the file once for each module that compiles it: the first
                // module the element does not resolve from is where the build fails.
                let message = modules.lazy.compactMap { module -> MessageText? in
                    switch self.resolution(of: source.type.identity, scope: scope, from: module) {
                    case .visible: nil
                    case .nowhere: Message.unresolvedSource(type: source.type.text)
                    case .onlyIn(let declaring):
                        Message.invisibleSource(type: source.type.text, declaredIn: declaring, module: module)
                    }
                }.first
                guard let message else { continue }
                findings.append(Diagnostic(code: .unresolvedSource, message: message, file: path, range: source.range))
            }
            guard graph.isValid else { continue }
            let unread = unusedFactories(of: graph, graphPath: path, modules: modules, pass: pass)
            let unreadSet = Set(unread.map(ObjectIdentifier.init))
            for factory in graph.factories where unreadSet.contains(ObjectIdentifier(factory)) {
                findings.append(
                    Diagnostic(
                        code: .unusedRegistration,
                        message: Message.unusedRegistration(type: factory.returnText, factory: factory.name),
                        file: path, range: factory.function.name.range, tags: [.unnecessary]))
            }
        }
        findings += overrideCallFindings(in: path, pass: pass)
        return findings
    }

    /// Where a `sources:` type resolves from a module.
    enum SourceResolution: Equatable {
        /// A graph the module can see declares it.
        case visible
        /// Only modules the module does not depend on declare it.
        case onlyIn([String])
        case nowhere
    }

    /// How a source type resolves by the macro's rule (``SourceLookup/Rule/macro``), among the
    /// graphs of modules that `module` sees (itself and its dependencies).
    func resolution(of name: String, scope: [String], from module: String) -> SourceResolution {
        var invisible: Set<String> = []
        for candidate in SourceLookup.candidates(for: name, scope: scope, rule: .macro) {
            switch candidate {
            case .lexical(let path):
                for declaring in (graphNameCounts[path] ?? [:]).keys {
                    if visibility.canSee(declaring, from: module) { return .visible }
                    invisible.insert(declaring)
                }
            case .qualified(let declaring, let path):
                guard graphNameCounts[path]?[declaring] != nil else { continue }
                if visibility.canSee(declaring, from: module) { return .visible }
                invisible.insert(declaring)
            }
        }
        return invisible.isEmpty ? .nowhere : .onlyIn(invisible.sorted())
    }
}

/// The messages this file's checks emit.
extension Message {
    /// A registration nothing consumes.
    static func unusedRegistration(type: String, factory: String) -> MessageText {
        MessageText(
            english: "nothing in the workspace uses registration type \(quoted(type)) of \(quoted(factory))",
            cradle: "workspace의 어느 곳도 \(quoted(factory)) Factory의 등록 타입 \(quoted(type))에 의존하지 않습니다.")
    }

    /// A `sources:` element naming a graph that exists nowhere in the workspace.
    static func unresolvedSource(type: String) -> MessageText {
        MessageText(
            english: "source graph \(quoted(type)) is not declared anywhere in the workspace",
            cradle: "\(quoted(type)) source graph가 workspace 어디에도 선언되어 있지 않습니다.")
    }

    /// A `sources:` element naming a graph declared only in modules that the graph's module does
    /// not depend on, so the compiler cannot see it.
    static func invisibleSource(type: String, declaredIn modules: [String], module: String) -> MessageText {
        let names = modules.map(quoted).joined(separator: ", ")
        return MessageText(
            english:
                "source graph \(quoted(type)) is declared in module\(modules.count == 1 ? "" : "s") \(names), which \(quoted(module)) does not depend on",
            cradle:
                "\(quoted(type)) source graph는 \(names) module에 선언되어 있지만 \(quoted(module)) module은 그 module에 의존하지 않습니다."
        )
    }
}
