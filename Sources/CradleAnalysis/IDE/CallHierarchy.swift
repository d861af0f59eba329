import CradleSyntax

/// One node of the call hierarchy over a graph: a factory, or a place that uses one through
/// its generated accessor.
public struct CallHierarchyNode: Sendable, Hashable {
    /// What the node stands for.
    public enum Kind: String, Sendable {
        /// A `@Provide` factory of a graph.
        case factory
        /// A use of a factory's accessor (`graph.clock`), outside the graph.
        case accessorUse
        /// A label of `G.override(…)` that replaces the factory (a test).
        case overrideLabel
    }

    /// The factory's name, or the accessor's for a use.
    public var name: String
    /// The graph and the registered type (`AppGraph · Clock`).
    public var detail: String
    /// What the node stands for.
    public var kind: Kind
    /// The file of the node.
    public var file: String
    /// The whole declaration, or the use.
    public var range: ByteRange
    /// The name to select: the factory's name, or the use.
    public var selectionRange: ByteRange
}

/// A call into or out of a node: the node at the other end, and where in the caller it happens.
public struct CallHierarchyCall: Sendable, Hashable {
    /// The caller (for incoming calls) or the callee (for outgoing calls).
    public var node: CallHierarchyNode
    /// The ranges, in the caller's file, that make the call: parameter types or accessor uses.
    public var ranges: [ByteRange]
}

extension Workspace {
    /// The factory under the cursor, on its `@Provide`, its name, its registered type, or a
    /// parameter type that another factory of the graph satisfies.
    public func prepareCallHierarchy(path: String, offset: Int) -> [CallHierarchyNode] {
        guard let (graphPath, graph, factory) = usedFactory(at: path, offset: offset) else { return [] }
        return [node(of: factory, in: graph, path: graphPath)]
    }

    /// The uses of the factory at `offset`, as the uses model finds them, by caller: the
    /// factories of its graph that take it as a parameter, each accessor read in every module that
    /// sees the graph's module, and the factories of other graphs that read a bound `input` member.
    public func incomingCalls(path: String, offset: Int) -> [CallHierarchyCall] {
        guard let (graphPath, graph, factory) = usedFactory(at: path, offset: offset) else { return [] }
        let graphName = graph.graph.lexicalPath.joined(separator: ".")
        var calls: [CallHierarchyCall] = []
        for use in uses(of: factory, in: graph, graphPath: graphPath) {
            let caller: CallHierarchyNode
            if let consumer = use.consumer {
                caller = node(of: consumer.factory, in: consumer.graph, path: consumer.path)
            } else {
                let isOverride = use.kind == .overrideLabel
                caller = CallHierarchyNode(
                    name: isOverride ? "override(\(factory.generatedName):)" : factory.generatedName,
                    detail: "\(graphName) · \(factory.returnText)", kind: isOverride ? .overrideLabel : .accessorUse,
                    file: use.location.file, range: use.location.range, selectionRange: use.location.range)
            }
            if let index = calls.firstIndex(where: { $0.node == caller }) {
                calls[index].ranges.append(use.location.range)
            } else {
                calls.append(CallHierarchyCall(node: caller, ranges: [use.location.range]))
            }
        }
        return calls
    }

    /// The dependencies of the factory at `offset`: for each of its graph parameters, the
    /// factory of the graph that satisfies it.
    public func outgoingCalls(path: String, offset: Int) -> [CallHierarchyCall] {
        guard let (graphPath, graph, factory) = usedFactory(at: path, offset: offset) else { return [] }
        var calls: [CallHierarchyCall] = []
        for parameter in factory.graphParameters {
            guard let provider = graph.factories.first(where: { $0.identity == parameter.identity }) else { continue }
            let callee = node(of: provider, in: graph, path: graphPath)
            if let index = calls.firstIndex(where: { $0.node == callee }) {
                calls[index].ranges.append(parameter.typeRange)
            } else {
                calls.append(CallHierarchyCall(node: callee, ranges: [parameter.typeRange]))
            }
        }
        // Through input bindings: the factories whose accessors feed the `input.member`s it reads.
        if inputType(of: graph) != nil, let tree = tree(of: graphPath) {
            let reads = inputReads(in: graph, tree: tree).filter { $0.factory === factory }
            let bindings = reads.isEmpty ? [] : inputBindings(of: graph, graphPath: graphPath)
            for read in reads {
                for binding in bindings where binding.binds(read.member) {
                    guard let provider = binding.provider else { continue }
                    let callee = node(of: provider.factory, in: provider.graph, path: provider.graphPath)
                    if let index = calls.firstIndex(where: { $0.node == callee }) {
                        if !calls[index].ranges.contains(read.range) { calls[index].ranges.append(read.range) }
                    } else {
                        calls.append(CallHierarchyCall(node: callee, ranges: [read.range]))
                    }
                }
            }
        }
        return calls
    }

    private func node(of factory: Factory, in graph: GraphFactories, path: String) -> CallHierarchyNode {
        CallHierarchyNode(
            name: factory.function.name.name, detail: "\(graph.graph.lexicalPath.joined(separator: ".")) · \(factory.returnText)",
            kind: .factory, file: path, range: factory.function.range, selectionRange: factory.function.name.range)
    }
}
