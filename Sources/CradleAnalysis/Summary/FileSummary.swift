import CradleSyntax

/// One Swift file handed to the analyzer: a name for diagnostics, its module, its text.
public struct SourceInput: Sendable {
    public var path: String
    public var module: String
    public var text: SourceText

    public init(path: String, module: String, text: SourceText) {
        self.path = path
        self.module = module
        self.text = text
    }
}

/// What the analyzer needs from one file, read from its declarations only.
public struct FileSummary: Sendable {
    public let path: String
    public let module: String
    public private(set) var tree: SyntaxTree
    /// Whether the file itself imports Cradle or one of its declarations.
    public let importsCradle: Bool
    /// Whether the file has `@_exported import Cradle`, which makes Cradle visible module-wide.
    public let exportsCradle: Bool
    /// Every type declaration carrying `@DependencyGraph` or `@Cradle.DependencyGraph`.
    public let graphs: [GraphDeclaration]
    /// `@Provide` attributes whose immediate enclosing declaration is not a class or actor
    /// carrying an attribute spelled exactly `DependencyGraph` (`cradle.md` #23).
    public let misplacedProvides: [Attribute]
    /// `@Provide` attributes on declarations inside bodies (local functions, types, properties),
    /// which the peer macro always rejects (`cradle.md` #23); see ``LocalProvides``.
    public let localProvides: [ByteRange]
    /// Names of protocols declared in the file (for the bodyless-factory prediction).
    public let protocolNames: Set<String>
    /// Type aliases declared in the file, by name (for near-miss hints).
    public let typeAliases: [String: TypeSyntax]

    /// Parses and summarises a file.
    public init(_ input: SourceInput) {
        self.init(path: input.path, module: input.module, tree: SyntaxTree(parsing: input.text))
    }

    /// This summary with its tree reduced to the text (see `SyntaxTree(textOnly:)`); everything
    /// summarised stays.
    public func withTextOnlyTree() -> FileSummary {
        var copy = self
        copy.tree = SyntaxTree(textOnly: tree.text)
        return copy
    }

    /// This summary of a text-only tree for `text`, a new version of the text with the same
    /// tokens, moved. Only for a summary that holds no positions (no graphs, no `@Provide`
    /// attributes, no type aliases): the rest (imports, protocol names) is the same.
    func replacingText(_ text: SourceText) -> FileSummary {
        var copy = self
        copy.tree = SyntaxTree(textOnly: text)
        return copy
    }

    /// The full tree: ``tree`` itself, or parsed again from its text when the summary was reduced
    /// to it (a workspace entry's summary always is). A summary whose text the workspace dropped
    /// has none to parse; ``Workspace/tree(of:)`` reads such a text back.
    public var syntaxTree: SyntaxTree {
        tree.isTextOnly ? SyntaxTree(parsing: tree.text) : tree
    }

    /// Summarises an already parsed file.
    public init(path: String, module: String, tree: SyntaxTree) {
        self.path = path
        self.module = module
        self.tree = tree
        var collector = DeclarationCollector(tree: tree)
        collector.collect(tree.declarations)
        var importsCradle = false
        var exportsCradle = false
        for declaration in collector.imports where declaration.path.first?.name == "Cradle" {
            importsCradle = true
            if declaration.attributes.contains(where: { $0.qualifiedName == "_exported" }) { exportsCradle = true }
        }
        self.importsCradle = importsCradle
        self.exportsCradle = exportsCradle
        self.graphs = collector.graphs
        self.misplacedProvides = collector.misplacedProvides
        self.localProvides = LocalProvides.ranges(in: tree, excluding: collector.provideStarts)
        self.protocolNames = collector.protocolNames
        self.typeAliases = collector.typeAliases
    }
}

/// A `@DependencyGraph` declaration with its members flattened out of `#if` blocks.
public struct GraphDeclaration: Sendable {
    public let declaration: TypeDeclaration
    /// The `@DependencyGraph` attribute.
    public let attribute: Attribute
    /// What the attribute's arguments say, read once.
    public let arguments: GraphAttributes
    /// Enclosing type names and the graph's own name (`["Outer", "AppGraph"]`).
    public let lexicalPath: [String]
    /// Members in declaration order, every `#if` branch included.
    public let members: [GraphMember]

    /// The graph's name as written.
    public var name: String { declaration.name?.text ?? "" }
}

/// One member of a graph and the `#if` branches it sits in.
public struct GraphMember: Sendable {
    public let declaration: Declaration
    /// The `#if` clauses enclosing the member, outermost first.
    public let branch: [BranchStep]
}

/// One level of `#if` nesting: which block (by its start offset) and which clause.
public struct BranchStep: Sendable, Hashable {
    public let block: Int
    public let clause: Int
}

/// Walks declarations to find imports, graphs and misplaced `@Provide` attributes.
private struct DeclarationCollector {
    let tree: SyntaxTree
    var imports: [ImportDeclaration] = []
    var graphs: [GraphDeclaration] = []
    var misplacedProvides: [Attribute] = []
    /// Where every `@Provide` attribute the declaration tree holds starts.
    var provideStarts: Set<Int> = []
    var protocolNames: Set<String> = []
    var typeAliases: [String: TypeSyntax] = [:]

    /// Whether `type` is where the `@Provide` peer macro accepts factories: a class or actor
    /// with an attribute spelled exactly `DependencyGraph` (`cradle.md` §1.4).
    static func acceptsFactories(_ type: TypeDeclaration?) -> Bool {
        guard let type, type.kind == .class || type.kind == .actor else { return false }
        return type.attributes.contains { $0.path.count == 1 && $0.name == "DependencyGraph" }
    }

    static func isProvide(_ attribute: Attribute) -> Bool {
        attribute.qualifiedName == "Provide" || attribute.qualifiedName == "Cradle.Provide"
    }

    mutating func collect(_ declarations: [Declaration]) {
        // Whether each type, by its number in the walk, accepts factories.
        var accepting: [Bool] = []
        DeclarationWalk.walk(declarations) { step in
            let declaration = step.declaration
            for attribute in declaration.attributes where Self.isProvide(attribute) {
                provideStarts.insert(attribute.range.start)
            }
            if let provide = declaration.attributes.first(where: Self.isProvide),
                !(step.enclosingNumber.map { accepting[$0] } ?? false)
            {
                misplacedProvides.append(provide)
            }
            if case .type(let type) = declaration { accepting.append(Self.acceptsFactories(type)) }
            switch declaration {
            case .import(let declaration):
                imports.append(declaration)
            case .typeAlias(let alias):
                if let type = alias.type { typeAliases[alias.name.name] = type }
            case .type(let type):
                if type.kind == .protocol, let name = type.name { protocolNames.insert(name.name) }
                if let attribute = type.attributes.first(where: {
                    $0.qualifiedName == "DependencyGraph" || $0.qualifiedName == "Cradle.DependencyGraph"
                }) {
                    graphs.append(
                        GraphDeclaration(
                            declaration: type, attribute: attribute, arguments: GraphAttributes(attribute, in: tree),
                            lexicalPath: step.bodyPath, members: Self.flatten(type.members, branch: [])))
                }
            default:
                break
            }
            return .descend
        }
    }

    static func flatten(_ declarations: [Declaration], branch: [BranchStep]) -> [GraphMember] {
        var members: [GraphMember] = []
        for declaration in declarations {
            if case .ifConfig(let block) = declaration {
                for (index, clause) in block.clauses.enumerated() {
                    members += flatten(
                        clause.declarations, branch: branch + [BranchStep(block: block.range.start, clause: index)])
                }
            } else {
                members.append(GraphMember(declaration: declaration, branch: branch))
            }
        }
        return members
    }
}

extension FileSummary {
    /// Whether the file can see Cradle (`product.md` §3): it imports Cradle, or its module is one
    /// of `exportingModules` (a file of it has `@_exported import Cradle`). The one place the
    /// rule is written; ``seeingCradle(_:)`` and `Workspace.seesCradle` apply it.
    public func seesCradle(exportingModules: Set<String>) -> Bool {
        importsCradle || exportingModules.contains(module)
    }

    /// The files among `summaries` that can see Cradle, the exporting modules taken from them.
    public static func seeingCradle(_ summaries: [FileSummary]) -> [FileSummary] {
        let exporting = Set(summaries.filter(\.exportsCradle).map(\.module))
        return summaries.filter { $0.seesCradle(exportingModules: exporting) }
    }
}
