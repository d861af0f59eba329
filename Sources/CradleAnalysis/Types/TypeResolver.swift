import CradleSyntax

/// The type of an expression, as far as declarations tell it.
enum ValueType: Sendable, Hashable {
    /// A value of the named type (the index's key: `Outer.Inner`, no generic arguments).
    case instance(String)
    /// The type itself (`AppGraph` in `AppGraph.shared`).
    case metatype(String)
    /// Nothing the index can follow: the caller falls back to names.
    case unknown
}

/// What a member access's receiver is, for a generated accessor read through it.
enum ReceiverKind {
    /// An instance of a workspace graph.
    case graph(path: String, graph: Workspace.GraphFactories)
    /// Something the accessor cannot be read from: a type, another graph, a concrete type of the
    /// workspace that is not a graph.
    case other
    /// A type the index cannot follow (a protocol, a type declared outside the workspace, an
    /// expression that is not a chain): a read by name.
    case unknown
}

/// Where a use sits in its file: the types around it, the parameters of the declaration around
/// it, and the body whose earlier statements may declare locals.
struct UseContext {
    /// The file.
    var path: String
    /// The index keys of the enclosing types and extensions, innermost first: the first is
    /// what implicit `self` is (``DeclarationWalk/Rule/compiler``).
    var types: [String]
    /// The lexical path names are looked up from: the innermost enclosing type's, or for an
    /// extension the extended type's (``DeclarationWalk/Rule/compiler``).
    var scope: [String]
    /// The parameters of the enclosing function, initialiser or subscript.
    var parameters: [Parameter]
    /// The token indexes of the enclosing body, up to the use.
    var body: Range<Int>?
    /// Whether the innermost enclosing type declaration is an extension.
    var isInExtension = false

    /// What implicit `self` is at the use: the innermost enclosing type or extended type.
    var selfType: String? { types.first }

    /// The context of the token at `index` of `tree`.
    init(path: String, token index: Int, tree: SyntaxTree) {
        self.path = path
        types = []
        scope = []
        parameters = []
        body = nil
        let offset = index < tree.tokens.count ? Int(tree.tokens[index].start) : 0
        var lexical: [String] = []
        func visit(_ declarations: [Declaration], depth: Int) {
            guard depth < 64 else { return }
            // Declarations are in source order: the one holding the offset is found by halving.
            var low = 0
            var high = declarations.count
            while low < high {
                let middle = (low + high) / 2
                if declarations[middle].range.end <= offset { low = middle + 1 } else { high = middle }
            }
            for declaration in declarations[low...].prefix(2) where declaration.range.contains(offset) {
                switch declaration {
                case .type(let type):
                    guard type.name != nil else { return }
                    lexical = DeclarationWalk.Rule.compiler.bodyPath(of: type, in: lexical)
                    types.insert(lexical.joined(separator: "."), at: 0)
                    scope = lexical
                    isInExtension = type.kind == .extension
                    visit(type.members, depth: depth + 1)
                case .function(let function):
                    parameters = function.parameters.parameters
                    if let body = function.body { self.body = Self.upTo(index, from: body.innerTokens.lowerBound) }
                case .initializer(let initializer):
                    parameters = initializer.parameters.parameters
                    if let body = initializer.body { self.body = Self.upTo(index, from: body.innerTokens.lowerBound) }
                case .subscript(let declaration):
                    parameters = declaration.parameters.parameters
                    if let accessors = declaration.accessors {
                        self.body = Self.upTo(index, from: tree.tokenIndex(containing: accessors.range.start))
                    }
                case .variable(let variable):
                    for binding in variable.bindings where binding.range.contains(offset) {
                        if let accessors = binding.accessors {
                            body = Self.upTo(index, from: tree.tokenIndex(containing: accessors.range.start))
                        } else if let value = binding.initializer {
                            body = Self.upTo(index, from: tree.tokenIndex(containing: value.start))
                        }
                    }
                case .ifConfig(let block):
                    for clause in block.clauses { visit(clause.declarations, depth: depth + 1) }
                default:
                    break
                }
                return
            }
        }
        visit(tree.declarations, depth: 0)
    }

    /// The tokens from `start` up to the use (none when the use comes first).
    private static func upTo(_ index: Int, from start: Int) -> Range<Int> {
        start..<max(start, index)
    }
}

/// Answers "what type is this expression" for one query from the workspace type index: the
/// shapes of every type, extension and file scope (``TypeShape``) and the graphs' generated
/// members (accessors, source graphs, `input`), across files and the modules a file sees.
/// Made for one query and dropped after it; it remembers what it looked up.
final class TypeResolver {
    let workspace: Workspace
    /// Graphs by the last component of their lexical path.
    private var graphsByName: [String: [(path: String, graph: Workspace.GraphFactories)]] = [:]
    private var shapesByPath: [String: [TypeShape]] = [:]
    private var memberMemo: [MemberKey: ValueType?] = [:]
    /// Per file, its identifier tokens by name, once the file has been scanned for locals often.
    /// (Kept with the file's token count, so a query over another text of the file rebuilds it.)
    private var identifierIndex: [String: (Int, [String: [Int]])] = [:]
    /// Per file, how many local look-ups scanned it before it was indexed.
    private var lookUpsByPath: [String: Int] = [:]
    /// How many scans of one file's bodies come before its identifiers are indexed.
    static let scansBeforeIndexing = 8
    /// How deep an evaluation may nest (a property's value naming another property …).
    static let maximumDepth = 16

    private struct MemberKey: Hashable {
        var type: String
        var member: String
        var isStatic: Bool
        var isCall: Bool
        var module: String
    }

    init(_ workspace: Workspace) {
        self.workspace = workspace
        graphsByName = workspace.graphLists.byName
    }

    // MARK: The index

    /// The shapes a file declares (cached by the workspace for parsed files; read from the tree
    /// for the rest).
    func shapes(in path: String) -> [TypeShape] {
        if let known = shapesByPath[path] { return known }
        let shapes = workspace.typeShapes(of: path)
        shapesByPath[path] = shapes
        return shapes
    }

    /// The shapes of the type `name` (a key such as `Outer.Inner`, or `Module.Type`) in files
    /// that `module` sees.
    func shapes(ofType name: String, from module: String) -> [TypeShape] {
        let last = Workspace.lastComponent(of: name)
        var found: [TypeShape] = []
        for path in workspace.typePaths[last] ?? [] where workspace.canSee(path, from: module) {
            for shape in shapes(in: path) where shape.kind != .fileScope && Self.matches(shape.path, name) {
                found.append(shape)
            }
        }
        return found
    }

    /// Whether a shape's path is what a written name means, loosely: equal, or one a qualified
    /// form of the other (`Inner` written inside `Outer`, `Module.Type`).
    static func matches(_ shapePath: String, _ name: String) -> Bool {
        shapePath == name || shapePath.hasSuffix("." + name) || name.hasSuffix("." + shapePath)
    }

    /// The visible graphs named `name` (by last component, or by full lexical path when dotted).
    func graphs(named name: String, from module: String) -> [(path: String, graph: Workspace.GraphFactories)] {
        let last = Workspace.lastComponent(of: name)
        return (graphsByName[last] ?? []).filter { candidate in
            let lexical = candidate.graph.graph.lexicalPath.joined(separator: ".")
            return Self.matches(lexical, name) && workspace.canSee(candidate.path, from: module)
        }
    }

    /// Whether the name is a type the workspace declares or a graph.
    func isTypeName(_ name: String, from module: String) -> Bool {
        !graphs(named: name, from: module).isEmpty || !shapes(ofType: name, from: module).isEmpty
    }

    /// The target of a type alias named `name` at file scope or in an enclosing type, if any.
    func alias(_ name: String, from module: String) -> String? {
        let last = Workspace.lastComponent(of: name)
        for path in workspace.typePaths[last] ?? [] where workspace.canSee(path, from: module) {
            for shape in shapes(in: path) {
                if let target = shape.aliases[last], shape.path.isEmpty || Self.matches(shape.path + "." + last, name) {
                    return target
                }
            }
        }
        return nil
    }

    // MARK: Members

    /// The type of member `member` of `type` (static members of a metatype), or nil when no
    /// declaration or generated member of that name is known.
    func memberType(
        of type: ValueType, named member: String, isCall: Bool, module: String, depth: Int = 0
    ) -> ValueType? {
        let (name, isStatic): (String, Bool)
        switch type {
        case .instance(let typeName): (name, isStatic) = (typeName, false)
        case .metatype(let typeName): (name, isStatic) = (typeName, true)
        case .unknown: return .unknown
        }
        let key = MemberKey(type: name, member: member, isStatic: isStatic, isCall: isCall, module: module)
        if let known = memberMemo[key] { return known }
        memberMemo[key] = .some(.unknown)  // a cycle evaluates to unknown
        let result = computeMemberType(of: name, named: member, isStatic: isStatic, isCall: isCall, module: module, depth: depth)
        memberMemo[key] = .some(result)
        return result
    }

    private func computeMemberType(
        of name: String, named member: String, isStatic: Bool, isCall: Bool, module: String, depth: Int
    ) -> ValueType? {
        guard depth < Self.maximumDepth else { return .unknown }
        if let target = alias(name, from: module), target != name {
            return memberType(
                of: isStatic ? .metatype(target) : .instance(target), named: member, isCall: isCall, module: module,
                depth: depth + 1)
        }
        // What the macro generates.
        for (_, graph) in graphs(named: name, from: module) {
            if isStatic {
                if member == "shared", graph.isSharedGraph, !isCall { return .instance(name) }
                continue
            }
            if let factory = graph.factories.first(where: { $0.comparisonName == member }) {
                guard factory.isExternal == isCall else { return .unknown }
                return TypeShape.typeName(of: factory.returnType).map(ValueType.instance) ?? .unknown
            }
            if let source = graph.sources.first(where: { $0.type.comparisonName == member }), !isCall {
                return .instance(source.type.identity)
            }
            if member == "input", !isCall, let input = graph.graph.arguments.inputs.first {
                return .instance(input.type.identity)
            }
        }
        // What the declarations say.
        var superclasses: [String] = []
        for shape in shapes(ofType: name, from: module) {
            if isStatic, !isCall, shape.aliases[member] != nil || workspace.typePaths[member] != nil {
                let nested = shape.path + "." + member
                if !shapes(ofType: nested, from: module).isEmpty { return .metatype(nested) }
                if let target = shape.aliases[member] { return .metatype(target) }
            }
            if let declared = shape.members[member], declared.isStatic == isStatic {
                guard declared.isMethod == isCall else { return .unknown }
                if let type = declared.type { return .instance(type) }
                if let value = declared.value {
                    let context = ShapeContext(type: shape.path, isStatic: isStatic)
                    return evaluate(value, in: context, module: module, depth: depth + 1)
                }
                return .unknown
            }
            if shape.isClass, let inherited = shape.firstInherited { superclasses.append(inherited) }
        }
        for superclass in superclasses where superclass != name {
            if let type = memberType(
                of: isStatic ? .metatype(superclass) : .instance(superclass), named: member, isCall: isCall, module: module,
                depth: depth + 1)
            {
                return type
            }
        }
        return nil
    }

    /// A member's value evaluated inside its type: `self` and bare names are the type's members.
    private struct ShapeContext {
        var type: String
        var isStatic: Bool
    }

    private func evaluate(_ chain: MemberChain, in context: ShapeContext, module: String, depth: Int) -> ValueType {
        var type: ValueType
        switch chain.root {
        case .selfValue:
            type = context.isStatic ? .metatype(context.type) : .instance(context.type)
        case .name(let name):
            if let member = memberType(
                of: context.isStatic ? .metatype(context.type) : .instance(context.type), named: name, isCall: false,
                module: module, depth: depth)
            {
                type = member
            } else if isTypeName(name, from: module) || name.first?.isUppercase == true {
                type = .metatype(name)
            } else {
                return .unknown
            }
        case .call(let name):
            if let member = memberType(
                of: context.isStatic ? .metatype(context.type) : .instance(context.type), named: name, isCall: true,
                module: module, depth: depth)
            {
                type = member
            } else if isTypeName(name, from: module) || name.first?.isUppercase == true {
                type = .instance(name)
            } else {
                return .unknown
            }
        }
        return apply(chain.steps, to: type, module: module, depth: depth)
    }

    /// The type after each step of a chain.
    func apply(_ steps: [MemberChain.Step], to start: ValueType, module: String, depth: Int) -> ValueType {
        var type = start
        for step in steps {
            guard type != .unknown else { return .unknown }
            switch step {
            case .member(let name):
                type = memberType(of: type, named: name, isCall: false, module: module, depth: depth) ?? .unknown
            case .call(let name):
                if case .metatype(let base) = type, isTypeName(base + "." + name, from: module) {
                    type = .instance(base + "." + name)
                } else {
                    type = memberType(of: type, named: name, isCall: true, module: module, depth: depth) ?? .unknown
                }
            }
        }
        return type
    }

    // MARK: Expressions at a use

    /// The type of a chain written at the token `index` of `tree` (in file `path`).
    func type(of chain: MemberChain, at index: Int, in path: String, tree: SyntaxTree, depth: Int = 0) -> ValueType {
        guard depth < Self.maximumDepth else { return .unknown }
        let module = workspace.modules(of: path).first ?? ""
        let context = UseContext(path: path, token: index, tree: tree)
        let root = rootType(of: chain.root, context: context, at: index, tree: tree, module: module, depth: depth)
        return apply(chain.steps, to: root, module: module, depth: depth)
    }

    /// The type of what a bare name means at a use: a local, a parameter, a member of an
    /// enclosing type, a type, or a global.
    func rootType(
        of root: MemberChain.Root, context: UseContext, at index: Int, tree: SyntaxTree, module: String, depth: Int
    ) -> ValueType {
        switch root {
        case .selfValue:
            return context.types.first.map(ValueType.instance) ?? .unknown
        case .name(let name):
            if let local = localType(of: name, context: context, tree: tree, depth: depth) { return local }
            if let parameter = context.parameters.first(where: { $0.localName?.name == name }) {
                return parameter.type.flatMap { TypeShape.typeName(of: $0) }.map(ValueType.instance) ?? .unknown
            }
            for type in context.types {
                if let member = memberType(of: .instance(type), named: name, isCall: false, module: module, depth: depth) {
                    return member
                }
                if let member = memberType(of: .metatype(type), named: name, isCall: false, module: module, depth: depth) {
                    return member
                }
            }
            if let global = globalType(of: name, from: module, depth: depth) { return global }
            if let first = name.first, first.isUppercase || isTypeName(name, from: module) {
                return .metatype(
                    LexicalScope.candidates(for: name, in: context.scope).first { isTypeName($0, from: module) } ?? name)
            }
            return .unknown
        case .call(let name):
            for type in context.types {
                if let member = memberType(of: .instance(type), named: name, isCall: true, module: module, depth: depth) {
                    return member
                }
            }
            if let first = name.first, first.isUppercase || isTypeName(name, from: module) {
                return .instance(
                    LexicalScope.candidates(for: name, in: context.scope).first { isTypeName($0, from: module) } ?? name)
            }
            return .unknown
        }
    }

    /// A global variable's type, from the file scopes of the files the module sees.
    private func globalType(of name: String, from module: String, depth: Int) -> ValueType? {
        for path in workspace.globalPaths[name] ?? [] where workspace.canSee(path, from: module) {
            for shape in shapes(in: path) where shape.kind == .fileScope {
                guard let member = shape.members[name], !member.isMethod else { continue }
                if let type = member.type { return .instance(type) }
                if let value = member.value {
                    return evaluate(value, in: ShapeContext(type: "", isStatic: false), module: module, depth: depth + 1)
                }
                return .unknown
            }
        }
        return nil
    }

    /// The type of a local named `name` declared in the context's body before its use: the last
    /// `let`/`var`/`if let`/`guard let` binding of that name, a closure parameter or a `for`
    /// variable (whose types are unknown). Nil when the body declares none.
    func localType(of name: String, context: UseContext, tree: SyntaxTree, depth: Int) -> ValueType? {
        guard let body = context.body, !body.isEmpty else { return nil }
        let tokens = tree.tokens
        // The body ends at the use: what it declares before the use, innermost last.
        for cursor in identifierSites(named: name, in: body, path: context.path, tree: tree) {
            guard cursor >= 1 else { continue }
            let before = tokens[cursor - 1]
            let after = cursor + 1 < tokens.count ? tokens[cursor + 1] : tokens[cursor]
            let isBinding = before.kind == .keyword && (before.keyword == .let || before.keyword == .var)
            if !isBinding {
                // `{ name in`, `{ name, other in`, `for name in`.
                if before.kind == .keyword, before.keyword == .for { return .unknown }
                if before.kind == .leftBrace || before.kind == .comma,
                    after.kind == .keyword && after.keyword == .in || after.kind == .comma
                {
                    if isClosureParameterList(from: cursor, in: tokens) { return .unknown }
                }
                continue
            }
            if after.kind == .colon, cursor + 2 < tokens.count {
                var end = cursor + 2
                while end + 2 < tokens.count, tokens[end + 1].kind == .period, tokens[end + 2].kind == .identifier { end += 2 }
                guard tokens[cursor + 2].kind == .identifier else { return .unknown }
                let typeText = tree.canonicalText(
                    of: ByteRange(start: Int(tokens[cursor + 2].start), end: Int(tokens[end].end)), removingBackticks: true)
                return .instance(typeText)
            }
            if after.kind == .equal, cursor + 2 < tokens.count,
                let (chain, next) = MemberChain.forward(from: cursor + 2, in: tree), endsStatement(at: next, in: tokens)
            {
                // Evaluated where it is written: a local may shadow the name it is initialised from.
                return type(of: chain, at: cursor - 1, in: context.path, tree: tree, depth: depth + 1)
            }
            return .unknown
        }
        return nil
    }

    /// The identifier tokens spelled `name` (backticks aside) in `range`, last first. The first
    /// few look-ups in a file compare bytes along the range; after that the file's identifiers
    /// are indexed by name once, so resolving every chain of a long function (an app's
    /// composition code reading hundreds of accessors) stays linear.
    private func identifierSites(named name: String, in range: Range<Int>, path: String, tree: SyntaxTree) -> [Int] {
        if let (size, index) = identifierIndex[path], size == tree.tokens.count {
            let sites = index[name] ?? []
            // Ascending: halve to the first site at or after the range's end, then walk back.
            var low = 0
            var high = sites.count
            while low < high {
                let middle = (low + high) / 2
                if sites[middle] < range.upperBound { low = middle + 1 } else { high = middle }
            }
            return Array(sites[..<low].reversed().prefix { $0 >= range.lowerBound })
        }
        lookUpsByPath[path, default: 0] += 1
        if lookUpsByPath[path, default: 0] > Self.scansBeforeIndexing {
            var index: [String: [Int]] = [:]
            for (offset, token) in tree.tokens.enumerated() where token.kind == .identifier {
                index[tree.canonicalText(of: token.range, removingBackticks: true), default: []].append(offset)
            }
            identifierIndex[path] = (tree.tokens.count, index)
            return identifierSites(named: name, in: range, path: path, tree: tree)
        }
        let needle = Array(name.utf8)
        let bytes = tree.text.bytes
        let tokens = tree.tokens
        var sites: [Int] = []
        var cursor = min(range.upperBound, tokens.count) - 1
        while cursor >= range.lowerBound {
            defer { cursor -= 1 }
            let token = tokens[cursor]
            guard token.kind == .identifier else { continue }
            let isBackticked = token.flags.contains(.isBackticked) && token.length >= 2
            let start = Int(token.start) + (isBackticked ? 1 : 0)
            let length = token.length - (isBackticked ? 2 : 0)
            guard length == needle.count, bytes[start..<start + length].elementsEqual(needle) else { continue }
            sites.append(cursor)
        }
        return sites
    }

    /// Whether the identifier at `index` is in the parameter list of a closure (`{ a, b in`).
    private func isClosureParameterList(from index: Int, in tokens: [Token]) -> Bool {
        var cursor = index
        while cursor < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].kind == .comma {
            cursor += 1
        }
        return cursor < tokens.count && tokens[cursor].kind == .keyword && tokens[cursor].keyword == .in
    }

    /// Whether an expression that stops before the token at `index` is the whole value: the
    /// statement or condition ends there.
    private func endsStatement(at index: Int, in tokens: [Token]) -> Bool {
        guard index < tokens.count else { return true }
        let token = tokens[index]
        if token.flags.contains(.isAtStartOfLine) { return true }
        switch token.kind {
        case .semicolon, .rightBrace, .leftBrace, .comma, .endOfFile, .rightParen: return true
        case .keyword: return token.keyword == .else
        default: return false
        }
    }

    // MARK: Receivers

    /// What the receiver of a member access is, as a graph or not.
    func classify(_ type: ValueType, from module: String, depth: Int = 0) -> ReceiverKind {
        guard case .instance(let name) = type else { return type == .unknown ? .unknown : .other }
        if let graph = graphs(named: name, from: module).first { return .graph(path: graph.path, graph: graph.graph) }
        if depth < Self.maximumDepth, let target = alias(name, from: module), target != name {
            return classify(.instance(target), from: module, depth: depth + 1)
        }
        let shapes = shapes(ofType: name, from: module)
        if !shapes.isEmpty, shapes.contains(where: { $0.kind == .concrete }), !shapes.contains(where: { $0.kind == .protocol }) {
            return .other
        }
        return .unknown
    }
}
