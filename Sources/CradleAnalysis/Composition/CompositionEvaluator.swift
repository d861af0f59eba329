import CradleSyntax

/// Cradle's composition evaluation (`cradle.md` §7.4, newest code): from each root graph, the
/// providers whose return type is a composition type are expanded by evaluating their bodies in
/// a small language; graph initialisers create graph instances with their own providers and
/// inputs, composition-type initialisers are followed into their stored properties, and every
/// value that cannot be followed becomes an unknown node with a warning instead of a guess.
/// Node keys, evaluation order and limits follow CradleDiagramMaker, so that node numbers agree.
/// The state of one evaluation: nodes, edges and warnings so far, and the caches that make each
/// provider materialise once per graph instance (transient ones once per use context).
final class CompositionEvaluator {
    typealias Location = CompositionDiagram.Location

    /// A graph instance.
    final class GraphInstance {
        let key: String
        let graph: CompositionIndex.Graph
        let inputs: [String: Value]
        let sources: [String: Value]
        private(set) lazy var providers: [ProviderInstance] = graph.providers.enumerated().map { offset, provider in
            ProviderInstance(graph: self, provider: provider, offset: offset)
        }

        init(key: String, graph: CompositionIndex.Graph, inputs: [String: Value], sources: [String: Value]) {
            self.key = key
            self.graph = graph
            self.inputs = inputs
            self.sources = sources
        }
    }

    /// A provider of one graph instance.
    struct ProviderInstance {
        let graph: GraphInstance
        let provider: CompositionIndex.Provider
        let offset: Int

        var key: String { "\(graph.key)/provider/\(provider.factoryName)/\(offset)" }
    }

    /// A composition object and the values of its stored properties.
    final class ObjectInstance {
        let key: String
        let type: CompositionIndex.TypeEntry
        var members: [String: Value] = [:]

        init(key: String, type: CompositionIndex.TypeEntry) {
            self.key = key
            self.type = type
        }
    }

    /// What an expression evaluates to.
    enum Value {
        case graph(GraphInstance)
        case object(ObjectInstance)
        case provider(ProviderInstance, accessKey: String?)
        case unknown(String)
    }

    /// Where names are resolved: a file and the enclosing types.
    struct Context {
        let file: CompositionIndex.File
        let scope: [String]
    }

    private typealias EdgeKey = CompositionDiagram.EdgeKey

    static let depthLimit = 128
    static let objectLimit = 10_000

    let index: CompositionIndex
    let roots: [CompositionTypeID]
    let types: Set<CompositionTypeID>
    private var nodes: [String: CompositionDiagram.Node] = [:]
    private var edges: [EdgeKey: Set<Location>] = [:]
    private var warnings: Set<CompositionDiagram.Warning> = []
    private var materialized: [String: Value] = [:]
    private var evaluating: Set<String> = []
    private var evaluatingDeclarations: Set<String> = []
    private var unknownCount = 0
    private var objectCount = 0
    private var contexts: [Context] = []

    init(index: CompositionIndex, roots: [CompositionTypeID], types: Set<CompositionTypeID>) {
        self.index = index
        self.roots = roots.sorted()
        self.types = types
    }

    func run() -> CompositionDiagram {
        for root in roots {
            guard let graph = index.graphs[root] else { continue }
            let instance = construct(graph, inputs: [:], sources: [:], identity: "root/\(root.targetID)/\(root.lexicalName)")
            for provider in instance.providers { _ = materialize(provider, contextKey: provider.key) }
        }
        return CompositionDiagram(targets: index.targets, nodes: nodes, evidence: edges, warnings: warnings)
    }

    // MARK: Graph instances

    private func construct(
        _ graph: CompositionIndex.Graph, inputs: [String: Value], sources: [String: Value], identity: String
    ) -> GraphInstance {
        let instance = GraphInstance(key: "composition/graph/\(identity)", graph: graph, inputs: inputs, sources: sources)
        let targetID = graph.id.targetID
        nodes[instance.key] = CompositionDiagram.Node(
            key: instance.key, kind: .graph, targetID: targetID,
            label: "\(graph.file.moduleName).\(graph.id.lexicalName)", location: graph.location, graphKey: instance.key)
        let inputMembers = inputMemberNames(of: graph)
        for provider in instance.providers {
            nodes[provider.key] = CompositionDiagram.Node(
                key: provider.key, kind: .provider, targetID: targetID,
                label: "\(provider.provider.typeText)\n\(provider.provider.factoryName)\n.\(provider.provider.lifetime.rawValue)",
                lifetime: provider.provider.lifetime.rawValue, location: graph.location, graphKey: instance.key)
            for dependency in provider.provider.dependencies {
                let candidates = instance.providers.filter { $0.provider.identity == dependency }
                guard candidates.count == 1, let candidate = candidates.first else { continue }
                insertEdge(provider.key, candidate.key, .providerParameter, graph.location)
            }
            let reads = inputReads(of: provider.provider.factoryName, in: graph, members: inputMembers)
            for unsupported in reads.unsupported {
                warnings.insert(
                    CompositionDiagram.Warning(
                        code: unsupported.code, texts: CompositionViewText.unsupportedInputUse.bilingual(),
                        location: Location(targetID: targetID, path: graph.file.path, utf8Offset: unsupported.offset),
                        targetID: targetID, declaration: graph.id.lexicalName, member: provider.provider.factoryName))
            }
            for member in reads.members.sorted() {
                let inputKey = "composition/input/\(identity)/\(member)"
                nodes[inputKey] = CompositionDiagram.Node(
                    key: inputKey, kind: .input, targetID: targetID, label: "input.\(member)", location: graph.location,
                    graphKey: instance.key)
                insertEdge(provider.key, inputKey, .inputRead, graph.location)
                if let value = inputs[member], let destination = nodeKey(for: value, in: instance) {
                    insertEdge(inputKey, destination, .inputBinding, graph.location)
                }
            }
            for name in provider.provider.sourceNames {
                guard let value = sources[name], let destination = nodeKey(for: value, in: instance) else { continue }
                insertEdge(provider.key, destination, .sourceRead, graph.location)
            }
        }
        for name in graph.sourceNames {
            guard let value = sources[name], let destination = nodeKey(for: value, in: instance) else { continue }
            insertEdge(instance.key, destination, .sourceDeclaration, graph.location)
        }
        return instance
    }

    /// The type declaration of a graph's `input:` type when it is a struct.
    private func inputType(of graph: CompositionIndex.Graph) -> CompositionIndex.TypeEntry? {
        guard let name = index.types[graph.id]?.inputTypeName,
            let type = index.resolve(name, in: graph.file, scope: Array(graph.id.lexicalPath.dropLast())),
            type.declaration.kind == .struct
        else { return nil }
        return type
    }

    private func inputMemberNames(of graph: CompositionIndex.Graph) -> Set<String> {
        guard let type = inputType(of: graph) else { return [] }
        return Set(Self.storedLetNames(of: type.declaration, tree: type.file.tree))
    }

    private func inputReads(of factoryName: String, in graph: CompositionIndex.Graph, members: Set<String>) -> InputReadScan {
        guard !members.isEmpty, let type = index.types[graph.id],
            let function = Self.function(named: factoryName, in: type.declaration), let body = function.body
        else { return InputReadScan() }
        let parameters = function.parameters.parameters.compactMap { $0.localName?.name }
        return InputReadScan(body: body, parameters: parameters, memberNames: members, tree: graph.file.tree)
    }

    // MARK: Providers

    private func materialize(_ provider: ProviderInstance, contextKey: String) -> Value {
        let graph = provider.graph.graph
        guard contextKey.split(separator: "/").count <= Self.depthLimit, materialized.count < Self.objectLimit else {
            return unknown(CompositionViewText.analysisLimit.bilingual(), at: graph.location, in: graph, code: .analysisLimit)
        }
        let cacheKey = provider.provider.lifetime == .transient ? "\(provider.key)/\(contextKey)" : provider.key
        if let cached = materialized[cacheKey] { return cached }
        guard evaluating.insert(cacheKey).inserted, evaluatingDeclarations.insert(provider.key).inserted else {
            return unknown(
                CompositionViewText.providerCycle.bilingual(provider.provider.factoryName), at: graph.location, in: graph,
                code: .cyclicEvaluation)
        }
        defer {
            evaluating.remove(cacheKey)
            evaluatingDeclarations.remove(provider.key)
        }
        let context = Context(file: graph.file, scope: graph.id.lexicalPath)
        contexts.append(context)
        defer { contexts.removeLast() }
        let plain = Value.provider(provider, accessKey: contextKey)
        guard let type = index.resolve(provider.provider.identity, in: graph.file, scope: context.scope),
            types.contains(type.id), let declaration = index.types[graph.id],
            let function = Self.function(named: provider.provider.factoryName, in: declaration.declaration)
        else {
            materialized[cacheKey] = plain
            return plain
        }
        let tree = graph.file.tree
        var environment: [String: Value] = [:]
        for parameter in function.parameters.parameters {
            guard let name = parameter.localName?.name else { continue }
            let identity = parameter.type.map { TypeNaming.identity(of: $0, in: tree) }
            let candidates = provider.graph.providers.filter { $0.provider.identity == identity }
            if candidates.count == 1, let candidate = candidates.first {
                environment[name] = .provider(candidate, accessKey: "\(contextKey)/\(name)")
                insertEdge(provider.key, candidate.key, .providerParameter, graph.location)
            } else {
                environment[name] = unknown(CompositionViewText.ambiguousProvider.bilingual(name), at: graph.location, in: graph)
            }
        }
        guard let body = function.body else {
            materialized[cacheKey] = plain
            return plain
        }
        let value = evaluateBody(
            body, named: function.name.text, environment: &environment, graph: provider.graph, contextKey: cacheKey,
            providerKey: provider.key)
        materialized[cacheKey] = value
        return value
    }

    /// A factory body: direct `let`s, then one final `return` or expression.
    private func evaluateBody(
        _ body: CodeBlock, named name: String, environment: inout [String: Value], graph: GraphInstance, contextKey: String,
        providerKey: String
    ) -> Value {
        let syntax = CompositionSyntax(tree: graph.graph.file.tree)
        let statements = syntax.statements(in: body.innerTokens)
        for (position, statement) in statements.enumerated() {
            let isLast = position == statements.count - 1
            switch statement {
            case .binding(let bound, let expression):
                guard let bound, let expression else { continue }
                environment[bound] = evaluate(expression, environment: environment, graph: graph, contextKey: contextKey)
            case .return(let expression?) where isLast, .expression(let expression) where isLast:
                let value = evaluate(expression, environment: environment, graph: graph, contextKey: contextKey)
                if let destination = compositionKey(of: value) {
                    insertEdge(
                        providerKey, destination, .compositionReturn,
                        Location(targetID: graph.graph.id.targetID, path: graph.graph.file.path, utf8Offset: expression.offset))
                }
                return value
            case .return, .expression, .assignment:
                return unknown(
                    CompositionViewText.returnBeforeLastStatement.bilingual(name), at: graph.graph.location, in: graph.graph,
                    code: .unsupportedControlFlow)
            case .other:
                return unknown(
                    CompositionViewText.unsupportedControlFlow.bilingual(name), at: graph.graph.location, in: graph.graph,
                    code: .unsupportedControlFlow)
            }
        }
        return unknown(CompositionViewText.unresolvedReturn.bilingual(name), at: graph.graph.location, in: graph.graph)
    }

    // MARK: Expressions

    private func evaluate(
        _ expression: CompositionExpression, environment: [String: Value], graph: GraphInstance, contextKey: String
    ) -> Value {
        let descriptor = graph.graph
        switch expression {
        case .reference(let name, _):
            return environment[name]
                ?? unknown(CompositionViewText.unresolvedValue.bilingual(name), at: descriptor.location, in: descriptor)
        case .member(let base, let name, let offset):
            return evaluateMember(
                evaluate(base, environment: environment, graph: graph, contextKey: contextKey), name: name, graph: graph,
                contextKey: "\(contextKey)/\(offset)")
        case .call(let callee, let arguments, let offset):
            return evaluateCall(
                callee: callee, arguments: arguments, offset: offset, environment: environment, graph: graph,
                contextKey: contextKey)
        case .parenthesized(let inner, _):
            return evaluate(inner, environment: environment, graph: graph, contextKey: contextKey)
        case .unsupported(let text, _):
            return unknown(
                CompositionViewText.unsupportedExpression.bilingual(text), at: descriptor.location, in: descriptor,
                code: .unsupportedExpression)
        }
    }

    private func evaluateCall(
        callee: String, arguments: [(label: String?, value: CompositionExpression)], offset: Int,
        environment: [String: Value], graph: GraphInstance, contextKey: String
    ) -> Value {
        let descriptor = graph.graph
        let context = contexts.last ?? Context(file: descriptor.file, scope: descriptor.id.lexicalPath)
        guard let type = index.resolve(callee, in: context.file, scope: context.scope) else {
            return unknown(CompositionViewText.unresolvedInitializer.bilingual(callee), at: descriptor.location, in: descriptor)
        }
        let identity = "\(contextKey)/\(context.file.path)/\(offset)/\(type.id.lexicalName)"
        if let created = index.graphs[type.id] {
            let inputExpression = arguments.first { $0.label == "input" }?.value
            let inputs = inputArguments(
                inputExpression, environment: environment, graph: graph, contextKey: contextKey, inputGraph: created)
            let sourceNames = Set(created.sourceNames)
            var sources: [String: Value] = [:]
            for argument in arguments {
                guard let label = argument.label, sourceNames.contains(label), sources[label] == nil else { continue }
                sources[label] = evaluate(argument.value, environment: environment, graph: graph, contextKey: contextKey)
            }
            let instance = construct(created, inputs: inputs, sources: sources, identity: identity)
            for provider in instance.providers {
                _ = materialize(provider, contextKey: "\(identity)/\(provider.provider.factoryName)")
            }
            return .graph(instance)
        }
        let values = arguments.map { argument in
            (
                label: argument.label,
                value: evaluate(argument.value, environment: environment, graph: graph, contextKey: contextKey)
            )
        }
        guard types.contains(type.id) else {
            return unknown(CompositionViewText.notCompositionType.bilingual(callee), at: descriptor.location, in: descriptor)
        }
        guard contextKey.split(separator: "/").count <= Self.depthLimit, objectCount < Self.objectLimit else {
            return unknown(
                CompositionViewText.objectLimit.bilingual(), at: descriptor.location, in: descriptor, code: .analysisLimit)
        }
        objectCount += 1
        return .object(constructObject(type, arguments: values, identity: identity, graph: graph))
    }

    private func evaluateMember(_ base: Value, name: String, graph: GraphInstance, contextKey: String) -> Value {
        let descriptor = graph.graph
        switch base {
        case .graph(let instance):
            let matches = instance.providers.filter { $0.provider.accessorName == name }
            if matches.count == 1, let provider = matches.first { return .provider(provider, accessKey: contextKey) }
            return unknown(CompositionViewText.unresolvedAccessor.bilingual(name), at: descriptor.location, in: descriptor)
        case .object(let object):
            return object.members[name]
                ?? unknown(CompositionViewText.unresolvedStoredMember.bilingual(name), at: descriptor.location, in: descriptor)
        case .provider(let provider, let accessKey):
            let value = materialize(provider, contextKey: accessKey ?? contextKey)
            if case .provider = value {
                return unknown(CompositionViewText.plainProviderMember.bilingual(name), at: descriptor.location, in: descriptor)
            }
            return evaluateMember(value, name: name, graph: graph, contextKey: contextKey)
        case .unknown:
            return unknown(CompositionViewText.unresolvedMemberSource.bilingual(name), at: descriptor.location, in: descriptor)
        }
    }

    // MARK: Inputs

    /// The value passed for each member of `inputGraph`'s input: through the memberwise
    /// initialiser, or through the input type's one initialiser whose labels match, followed
    /// into its `self.member = …` assignments.
    private func inputArguments(
        _ expression: CompositionExpression?, environment: [String: Value], graph: GraphInstance, contextKey: String,
        inputGraph: CompositionIndex.Graph
    ) -> [String: Value] {
        guard case .call(let callee, let arguments, _)? = expression, let inputType = inputType(of: inputGraph) else {
            return unknownMembers(of: inputGraph, .inputInitializerUnresolved)
        }
        let callerContext = contexts.last ?? Context(file: graph.graph.file, scope: graph.graph.id.lexicalPath)
        guard index.resolve(callee, in: callerContext.file, scope: callerContext.scope)?.id == inputType.id else {
            return unknownMembers(of: inputGraph, .inputInitializerUnverified)
        }
        let tree = inputType.file.tree
        let members = Self.storedLetNames(of: inputType.declaration, tree: tree)
        guard !members.isEmpty else { return unknownMembers(of: inputGraph, .inputWithoutStoredLet) }
        let values = arguments.map { evaluate($0.value, environment: environment, graph: graph, contextKey: contextKey) }
        let labels = arguments.map(\.label)
        if Self.hasMemberwiseInitializer(inputType.declaration, tree: tree), labels == members.map(Optional.some) {
            return Dictionary(zip(members, values), uniquingKeysWith: { first, _ in first })
        }
        let initializers = Self.initializers(of: inputType.declaration, labels: labels)
        guard initializers.count == 1, let initializer = initializers.first else {
            return unknownMembers(of: inputGraph, .inputInitializerAmbiguous)
        }
        var parameters: [String: Value] = [:]
        for (parameter, value) in zip(initializer.parameters.parameters, values) {
            let name = parameter.localName?.name ?? ""
            guard parameters[name] == nil else {
                return unknownMembers(of: inputGraph, .inputInitializerParameterClash)
            }
            parameters[name] = value
        }
        guard let body = initializer.body else { return unknownMembers(of: inputGraph, .inputInitializerWithoutBody) }
        var result: [String: Value] = [:]
        let memberSet = Set(members)
        for statement in CompositionSyntax(tree: tree).statements(in: body.innerTokens) {
            guard case .assignment(let member, let value) = statement, memberSet.contains(member) else {
                return unknownMembers(of: inputGraph, .inputInitializerUnsupported)
            }
            guard result[member] == nil else { return unknownMembers(of: inputGraph, .inputMemberAssignedTwice) }
            result[member] = evaluate(value, environment: parameters, graph: graph, contextKey: contextKey)
        }
        guard Set(result.keys) == memberSet else {
            return unknownMembers(of: inputGraph, .inputMembersIncomplete)
        }
        return result
    }

    /// Every member of a graph's input as unknown, with one warning at the graph.
    private func unknownMembers(of graph: CompositionIndex.Graph, _ message: CompositionViewText) -> [String: Value] {
        guard let name = index.types[graph.id]?.inputTypeName,
            let type = index.resolve(name, in: graph.file, scope: Array(graph.id.lexicalPath.dropLast()))
        else { return [:] }
        var result: [String: Value] = [:]
        for member in Self.storedLetNames(of: type.declaration, tree: type.file.tree) {
            result[member] = unknown(message.bilingual(), at: graph.location, in: graph)
        }
        return result
    }

    // MARK: Composition objects

    private func constructObject(
        _ type: CompositionIndex.TypeEntry, arguments: [(label: String?, value: Value)], identity: String, graph: GraphInstance
    ) -> ObjectInstance {
        let descriptor = graph.graph
        contexts.append(Context(file: type.file, scope: type.id.lexicalPath))
        defer { contexts.removeLast() }
        let object = ObjectInstance(key: "composition/object/\(identity)", type: type)
        nodes[object.key] = CompositionDiagram.Node(
            key: object.key, kind: .compositionObject, targetID: type.id.targetID,
            label: "\(type.file.moduleName).\(type.id.lexicalName)",
            location: Location(targetID: type.id.targetID, path: type.file.path, utf8Offset: type.nameOffset),
            graphKey: object.key)
        let tree = type.file.tree
        let syntax = CompositionSyntax(tree: tree)
        let stored = Set(Self.storedLetNames(of: type.declaration, tree: tree))
        for case .variable(let variable) in type.declaration.members {
            for binding in variable.bindings {
                guard binding.names.count == 1, let name = binding.names.first?.name, stored.contains(name),
                    let initializer = binding.initializer
                else { continue }
                let expression = syntax.expression(Self.tokens(of: initializer, in: tree))
                let value = evaluate(expression, environment: [:], graph: graph, contextKey: identity)
                object.members[name] = value
                recordStorage(value, in: object, expression: expression)
            }
        }
        let initializers = Self.initializers(of: type.declaration, labels: arguments.map(\.label))
        if initializers.isEmpty, arguments.isEmpty { return object }
        guard initializers.count == 1, let initializer = initializers.first else {
            _ = unknown(
                CompositionViewText.objectInitializerAmbiguous.bilingual(), at: descriptor.location, in: descriptor,
                code: .ambiguousInitializer)
            return object
        }
        var environment: [String: Value] = [:]
        for (parameter, argument) in zip(initializer.parameters.parameters, arguments) {
            let name = parameter.localName?.name ?? ""
            guard environment[name] == nil else {
                _ = unknown(
                    CompositionViewText.objectInitializerParameterClash.bilingual(), at: descriptor.location, in: descriptor,
                    code: .ambiguousInitializer)
                return object
            }
            environment[name] = argument.value
        }
        for (member, value) in object.members where environment[member] == nil { environment[member] = value }
        guard let body = initializer.body else { return object }
        for statement in syntax.statements(in: body.innerTokens) {
            guard case .assignment(let member, let expression) = statement, stored.contains(member) else {
                _ = unknown(
                    CompositionViewText.objectInitializerUnsupported.bilingual(), at: descriptor.location, in: descriptor,
                    code: .unsupportedControlFlow)
                return object
            }
            guard object.members[member] == nil else {
                _ = unknown(
                    CompositionViewText.objectMemberAssignedTwice.bilingual(), at: descriptor.location, in: descriptor,
                    code: .unsupportedMember)
                return object
            }
            let value = evaluate(expression, environment: environment, graph: graph, contextKey: identity)
            object.members[member] = value
            recordStorage(value, in: object, expression: expression)
            if environment[member] == nil { environment[member] = value }
        }
        return object
    }

    /// A stored property's value: created by the expression (a call) or retained (a reference or member).
    private func recordStorage(_ value: Value, in object: ObjectInstance, expression: CompositionExpression) {
        guard let destination = compositionKey(of: value) else { return }
        let kind: CompositionDiagram.EdgeKind
        switch expression.unwrapped {
        case .call: kind = .compositionCreation
        case .reference, .member: kind = .compositionRetention
        default: return
        }
        insertEdge(
            object.key, destination, kind,
            Location(targetID: object.type.id.targetID, path: object.type.file.path, utf8Offset: expression.offset))
    }

    private func compositionKey(of value: Value) -> String? {
        switch value {
        case .object(let object): object.key
        case .graph(let graph): graph.key
        case .provider, .unknown: nil
        }
    }

    // MARK: Nodes, edges and warnings

    /// The node an input or source value points at; an unknown value gets a fresh unknown node.
    private func nodeKey(for value: Value, in graph: GraphInstance) -> String? {
        switch value {
        case .provider(let provider, _): return provider.key
        case .graph(let instance): return instance.key
        case .object: return nil
        case .unknown:
            unknownCount += 1
            let key = "composition/unknown/\(graph.key)/\(unknownCount)"
            nodes[key] = CompositionDiagram.Node(
                key: key, kind: .unknown, targetID: graph.graph.id.targetID, label: "미해석", location: graph.graph.location,
                graphKey: graph.key)
            return key
        }
    }

    private func unknown(
        _ message: MessageText, at location: Location, in graph: CompositionIndex.Graph,
        code: CompositionDiagram.WarningCode = .unresolvedType
    ) -> Value {
        warnings.insert(
            CompositionDiagram.Warning(
                code: code, texts: message, location: location, targetID: graph.id.targetID,
                declaration: graph.id.lexicalName))
        return .unknown(message.cradle)
    }

    private func insertEdge(_ source: String, _ destination: String, _ kind: CompositionDiagram.EdgeKind, _ location: Location) {
        edges[EdgeKey(source: source, destination: destination, kind: kind), default: []].insert(location)
    }

    // MARK: Declarations

    /// The direct stored `let` properties, in order: no attributes, not `lazy`, `static` or
    /// `class`, one identifier binding without accessors.
    static func storedLetNames(of type: TypeDeclaration, tree: SyntaxTree) -> [String] {
        type.members.compactMap { member -> String? in
            guard case .variable(let variable) = member, variable.isLet, variable.attributes.isEmpty,
                !variable.modifiers.contains(where: { $0.keyword == .lazy || $0.keyword == .static || $0.keyword == .class }),
                variable.bindings.count == 1, let binding = variable.bindings.first, binding.accessors == nil,
                binding.names.count == 1, let name = binding.names.first,
                tree.tokenIndex(containing: binding.patternRange.start) == tree.tokenIndex(containing: name.range.start),
                binding.patternRange.end == name.range.end
            else { return nil }
            return name.name
        }
    }

    /// Whether Swift synthesises the memberwise initialiser the input call uses: stored `let`s,
    /// no initialiser declared and no property with a default value.
    static func hasMemberwiseInitializer(_ type: TypeDeclaration, tree: SyntaxTree) -> Bool {
        guard !storedLetNames(of: type, tree: tree).isEmpty else { return false }
        for member in type.members {
            if case .initializer = member { return false }
            if case .variable(let variable) = member, variable.bindings.contains(where: { $0.initializer != nil }) {
                return false
            }
        }
        return true
    }

    /// The direct initialisers whose argument labels are exactly `labels`.
    static func initializers(of type: TypeDeclaration, labels: [String?]) -> [InitializerDeclaration] {
        type.members.compactMap { member -> InitializerDeclaration? in
            guard case .initializer(let initializer) = member, initializer.parameters.parameters.map(\.label) == labels
            else { return nil }
            return initializer
        }
    }

    /// The first direct member function named `name`.
    static func function(named name: String, in type: TypeDeclaration) -> FunctionDeclaration? {
        for case .function(let function) in type.members where function.name.text == name { return function }
        return nil
    }

    /// The tokens covering a byte range.
    static func tokens(of range: ByteRange, in tree: SyntaxTree) -> Range<Int> {
        let first = tree.tokenIndex(containing: range.start)
        var last = first
        while last < tree.tokens.count, Int(tree.tokens[last].start) < range.end, tree.tokens[last].kind != .endOfFile {
            last += 1
        }
        return first..<last
    }
}
