import CradleSyntax

/// One source file as the composition view reads it: the target it belongs to and its tree.
public struct CompositionSource: Sendable {
    public var targetID: String
    public var path: String
    public var tree: SyntaxTree

    public init(targetID: String, path: String, tree: SyntaxTree) {
        self.targetID = targetID
        self.path = path
        self.tree = tree
    }
}

/// A type declaration named by target and lexical path (`App`, `["AppGraph"]`).
public struct CompositionTypeID: Sendable, Hashable, Comparable {
    public var targetID: String
    public var lexicalPath: [String]

    public init(targetID: String, lexicalPath: [String]) {
        self.targetID = targetID
        self.lexicalPath = lexicalPath
    }

    /// The lexical path joined with `.`.
    public var lexicalName: String { lexicalPath.joined(separator: ".") }

    public static func < (lhs: CompositionTypeID, rhs: CompositionTypeID) -> Bool {
        if lhs.targetID != rhs.targetID { return lhs.targetID < rhs.targetID }
        return lhs.lexicalName < rhs.lexicalName
    }
}

/// The declarations the composition evaluation reads, per target: every nominal type (for
/// shadowing), class, struct, enum and actor declarations with their direct members, and the
/// graphs with their providers (`cradle.md` §7.4).
struct CompositionIndex {
    /// A file's context: where its declarations live and which modules it may name.
    struct File {
        var targetID: String
        var moduleName: String
        var path: String
        var tree: SyntaxTree
        var imports: Set<String>
        var dependencies: Set<String>
    }

    /// A class, struct, enum or actor declaration.
    struct TypeEntry {
        var id: CompositionTypeID
        var file: File
        var declaration: TypeDeclaration
        /// The `input:` type of a graph's attribute, as written.
        var inputTypeName: String?
        var nameOffset: Int
    }

    /// A registered provider of a graph.
    struct Provider {
        var factoryName: String
        var typeText: String
        var identity: String
        var lifetime: Lifetime
        /// The identities of its parameters.
        var dependencies: [String]
        /// The source storage names its body reads.
        var sourceNames: [String]
        /// The generated accessor name (without backticks).
        var accessorName: String
    }

    /// A graph declaration (diagram-enabled) with its providers sorted by factory name.
    struct Graph {
        var id: CompositionTypeID
        var file: File
        var declaration: GraphDeclaration
        var providers: [Provider]
        var sourceNames: [String]
        var location: CompositionDiagram.Location
    }

    private(set) var targets: [CompositionDiagram.Target]
    private(set) var nominalTypes: Set<CompositionTypeID> = []
    private(set) var types: [CompositionTypeID: TypeEntry] = [:]
    private(set) var graphs: [CompositionTypeID: Graph] = [:]
    private(set) var excludedGraphs: Set<CompositionTypeID> = []
    /// Graphs declared more than once in one target (the first is kept), with every declaration's place.
    private(set) var duplicateGraphs: [CompositionTypeID: [CompositionDiagram.Location]] = [:]

    init(targets: [CompositionDiagram.Target], sources: [CompositionSource]) {
        self.targets = targets.sorted { $0.id < $1.id }
        let byID = Dictionary(targets.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for source in sources.sorted(by: { ($0.targetID, $0.path) < ($1.targetID, $1.path) }) {
            guard let target = byID[source.targetID] else { continue }
            let tree = source.tree
            var imports: Set<String> = []
            for case .import(let declaration) in tree.declarations {
                if let first = declaration.path.first { imports.insert(first.name) }
            }
            let file = File(
                targetID: target.id, moduleName: target.moduleName, path: source.path, tree: tree, imports: imports,
                dependencies: Set(target.dependencies))
            collectTypes(of: file)
            // Only a file that names `DependencyGraph` can declare a graph.
            guard Self.contains(tree.text.bytes, Self.graphAttributeBytes) else { continue }
            let summary = FileSummary(path: source.path, module: target.moduleName, tree: tree)
            for graph in summary.graphs where graph.declaration.kind == .class || graph.declaration.kind == .actor {
                let id = CompositionTypeID(targetID: target.id, lexicalPath: graph.lexicalPath)
                if graph.arguments.isDiagramDisabled {
                    excludedGraphs.insert(id)
                    continue
                }
                let entry = Self.graph(graph, id: id, file: file)
                guard let first = graphs[id] else {
                    graphs[id] = entry
                    continue
                }
                duplicateGraphs[id, default: [first.location]].append(entry.location)
            }
        }
    }

    private static let graphAttributeBytes = Array("DependencyGraph".utf8)

    /// Whether `bytes` contain `word`.
    private static func contains(_ bytes: [UInt8], _ word: [UInt8]) -> Bool {
        ByteSearch.firstOccurrence(of: word, in: bytes) != nil
    }

    /// The file's types and type aliases by CradleDiagramMaker's paths: a type nested in an
    /// extension keeps the path it had outside it, as Cradle's collector does.
    private mutating func collectTypes(of file: File) {
        DeclarationWalk.walk(file.tree.declarations, rule: .cradleDiagramMaker) { step in
            switch step.declaration {
            case .type(let type):
                guard let name = type.name, type.kind != .extension else { break }
                let id = CompositionTypeID(targetID: file.targetID, lexicalPath: step.bodyPath)
                nominalTypes.insert(id)
                if type.kind != .protocol, types[id] == nil {
                    types[id] = TypeEntry(
                        id: id, file: file, declaration: type, inputTypeName: Self.inputTypeName(type, tree: file.tree),
                        nameOffset: name.range.start)
                }
            case .typeAlias(let alias):
                nominalTypes.insert(CompositionTypeID(targetID: file.targetID, lexicalPath: step.path + [alias.name.name]))
            default:
                break
            }
            return .descend
        }
    }

    /// The `input:` type of a `@DependencyGraph` attribute, as written before `.self`.
    private static func inputTypeName(_ type: TypeDeclaration, tree: SyntaxTree) -> String? {
        guard
            let attribute = type.attributes.first(where: {
                $0.qualifiedName == "DependencyGraph" || $0.qualifiedName == "Cradle.DependencyGraph"
            })
        else { return nil }
        return GraphAttributes(attribute, in: tree).inputs.first?.type.text
    }

    private static func graph(_ graph: GraphDeclaration, id: CompositionTypeID, file: File) -> Graph {
        let tree = file.tree
        let sourceNames = graph.arguments.sources.map { $0.type.comparisonName }
        var providers = DiagramBuilder.providers(of: graph, sourceNames: Set(sourceNames), tree: tree).map { drawn in
            Provider(
                factoryName: drawn.provider.factoryName, typeText: drawn.provider.typeText, identity: drawn.provider.identity,
                lifetime: drawn.provider.lifetime, dependencies: drawn.provider.dependencies,
                sourceNames: drawn.provider.sourceNames,
                accessorName: TypeNaming.generatedName(of: drawn.returnType).map(TypeNaming.comparisonName) ?? "")
        }
        providers.sort { $0.factoryName < $1.factoryName }
        let offset = graph.declaration.name?.range.start ?? graph.declaration.range.start
        return Graph(
            id: id, file: file, declaration: graph, providers: providers, sourceNames: sourceNames,
            location: CompositionDiagram.Location(targetID: file.targetID, path: file.path, utf8Offset: offset))
    }

    /// The index of `targetIDs` only.
    func restricted(to targetIDs: Set<String>) -> CompositionIndex {
        var copy = self
        copy.targets = targets.filter { targetIDs.contains($0.id) }
        copy.nominalTypes = nominalTypes.filter { targetIDs.contains($0.targetID) }
        copy.types = types.filter { targetIDs.contains($0.key.targetID) }
        copy.graphs = graphs.filter { targetIDs.contains($0.key.targetID) }
        copy.excludedGraphs = excludedGraphs.filter { targetIDs.contains($0.targetID) }
        copy.duplicateGraphs = duplicateGraphs.filter { targetIDs.contains($0.key.targetID) }
        return copy
    }

    /// The moduleName of a target.
    func moduleName(of targetID: String) -> String {
        targets.first { $0.id == targetID }?.moduleName ?? targetID
    }

    /// Resolves a type name written in `file` inside the types `scope` (Cradle's rule): the
    /// innermost enclosing scope of the file's own target that declares the first component
    /// decides; otherwise a `Module.`-qualified name or an unqualified one in a target the file
    /// both imports and depends on, when exactly one matches.
    func resolve(_ name: String, in file: File, scope: [String]) -> TypeEntry? {
        let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = components.first, !first.isEmpty, !components.contains(where: \.isEmpty) else { return nil }
        var current = scope
        while true {
            if nominalTypes.contains(CompositionTypeID(targetID: file.targetID, lexicalPath: current + [first])) {
                return types[CompositionTypeID(targetID: file.targetID, lexicalPath: current + components)]
            }
            guard !current.isEmpty else { break }
            current.removeLast()
        }
        var candidates: Set<CompositionTypeID> = []
        if components.count > 1, let module = targets.first(where: { $0.moduleName == first }),
            file.moduleName == module.moduleName
                || (file.imports.contains(module.moduleName) && file.dependencies.contains(module.id))
        {
            candidates.insert(CompositionTypeID(targetID: module.id, lexicalPath: Array(components.dropFirst())))
        }
        for target in targets where file.imports.contains(target.moduleName) && file.dependencies.contains(target.id) {
            candidates.insert(CompositionTypeID(targetID: target.id, lexicalPath: components))
        }
        let resolved = candidates.filter { nominalTypes.contains($0) }.sorted()
        guard resolved.count == 1, let id = resolved.first else { return nil }
        return types[id]
    }
}
