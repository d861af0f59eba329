import CradleSyntax

/// What one type declaration, extension or file scope says about its members, read from
/// declarations only: the workspace type index is the union of these over every file. A member's
/// type is the one written (`let x: T`, `var x: T?`, `func f() -> T`) or evident from its value
/// (`let x = T(…)`, `let x = T.shared`, `lazy var x = a.b`, kept as a chain and evaluated when
/// asked); initialisers keep their parameters and the stored properties each one assigns.
struct TypeShape: Sendable, Hashable {
    /// What declares the members.
    enum Kind: Sendable, Hashable {
        /// A class, struct, enum or actor.
        case concrete
        /// A protocol: a receiver of its type may be any conforming type.
        case `protocol`
        /// An extension of the type named by ``TypeShape/path``.
        case `extension`
        /// The file's top level: global variables and functions.
        case fileScope
    }

    /// One property or method.
    struct Member: Sendable, Hashable {
        /// The type written, normalised by ``TypeShape/typeName(of:)``; nil when none is written.
        var type: String?
        /// The type as written, for display (`any UserRepository`).
        var written: String? = nil
        /// The value a property is initialised with, when no type is written.
        var value: MemberChain?
        /// `static` or `class`.
        var isStatic: Bool
        /// A method (its type is the return type).
        var isMethod: Bool
        /// The member's name.
        var range: ByteRange
    }

    /// One initialiser: its parameters, and which stored properties each parameter is assigned to
    /// (`self.repository = repository`).
    struct Initializer: Sendable, Hashable {
        struct Parameter: Sendable, Hashable {
            /// The argument label; nil for `_`.
            var label: String?
            /// The name inside the body.
            var name: String
            /// The type written, normalised.
            var type: String?
            /// The stored properties assigned from the parameter alone.
            var assigned: [String]
        }

        var parameters: [Parameter]
        /// The `init` keyword.
        var range: ByteRange
    }

    /// The type's lexical path (`Outer.Inner`); for an extension, the extended type as written
    /// (without backticks or generic arguments); empty for the file scope.
    var path: String
    var kind: Kind
    /// Whether the declaration is a class (its first inherited type may be a superclass).
    var isClass: Bool
    /// The first type of the inheritance clause, normalised.
    var firstInherited: String?
    /// The members by name; the first declaration of a name wins.
    var members: [String: Member]
    var initializers: [Initializer]
    /// Nested type aliases, by name, to their normalised targets.
    var aliases: [String: String]
    /// The type's name, where it is declared.
    var range: ByteRange

    /// The last component of the type's path.
    var name: Substring { path.split(separator: ".").last ?? Substring(path) }

    // MARK: Reading a tree

    /// Every shape a file declares, outer types before inner ones; the file scope first.
    static func shapes(of tree: SyntaxTree) -> [TypeShape] {
        var file = TypeShape(
            path: "", kind: .fileScope, isClass: false, firstInherited: nil, members: [:], initializers: [], aliases: [:],
            range: ByteRange(start: 0, end: 0))
        var result: [TypeShape] = []
        // The shape of each type by its number in the walk (nil for a type without a name); a
        // member goes into its type's shape.
        var shapeOfType: [Int?] = []
        DeclarationWalk.walk(tree.declarations) { step in
            func add(_ change: (inout TypeShape) -> Void) {
                if let number = step.enclosingNumber {
                    if let index = shapeOfType[number] { change(&result[index]) }
                } else {
                    change(&file)
                }
            }
            switch step.declaration {
            case .type(let type):
                guard let name = type.name else {
                    shapeOfType.append(nil)
                    return .skipMembers
                }
                let isExtension = type.kind == .extension
                var shape = TypeShape(
                    path: step.bodyPath.joined(separator: "."),
                    kind: isExtension ? .extension : type.kind == .protocol ? .protocol : .concrete,
                    isClass: type.kind == .class, firstInherited: type.inheritance.first.flatMap { typeName(of: $0) },
                    members: [:], initializers: [], aliases: [:], range: name.range)
                shape.members.reserveCapacity(type.members.count)
                shapeOfType.append(result.count)
                result.append(shape)
            case .variable(let variable):
                let isStatic = variable.modifiers.contains { $0.keyword == .static || $0.keyword == .class }
                for binding in variable.bindings {
                    guard binding.names.count == 1, let name = binding.names.first else { continue }
                    let type = binding.typeAnnotation.flatMap { typeName(of: $0) }
                    let value = type == nil ? binding.initializer.flatMap { MemberChain.whole(range: $0, in: tree) } : nil
                    add { shape in
                        if shape.members[name.name] == nil {
                            shape.members[name.name] = Member(
                                type: type, written: binding.typeAnnotation.map { tree.text[$0.range] }, value: value,
                                isStatic: isStatic, isMethod: false, range: name.range)
                        }
                    }
                }
            case .function(let function):
                let isStatic = function.modifiers.contains { $0.keyword == .static || $0.keyword == .class }
                add { shape in
                    if shape.members[function.name.name] == nil {
                        shape.members[function.name.name] = Member(
                            type: function.returnType.flatMap { typeName(of: $0) }, value: nil, isStatic: isStatic,
                            isMethod: true, range: function.name.range)
                    }
                }
            case .initializer(let initializer):
                let made = Self.initializer(initializer, in: tree)
                add { $0.initializers.append(made) }
            case .typeAlias(let alias):
                if let target = alias.type.flatMap({ typeName(of: $0) }) { add { $0.aliases[alias.name.name] = target } }
            default:
                break
            }
            return .descend
        }
        return [file] + result
    }

    /// An initialiser's parameters and the `self.x = parameter` statements of its body.
    private static func initializer(_ declaration: InitializerDeclaration, in tree: SyntaxTree) -> Initializer {
        var parameters = declaration.parameters.parameters.compactMap { parameter -> Initializer.Parameter? in
            guard let local = parameter.localName else { return nil }
            return Initializer.Parameter(
                label: parameter.label, name: local.name, type: parameter.type.flatMap { typeName(of: $0) },
                assigned: [])
        }
        if let body = declaration.body {
            let tokens = tree.tokens
            var index = body.innerTokens.lowerBound
            // `self . member = name` followed by the end of the statement.
            while index + 4 < body.innerTokens.upperBound {
                defer { index += 1 }
                guard tokens[index].kind == .keyword, tokens[index].keyword == .`self`,
                    tokens[index + 1].kind == .period || tokens[index + 1].kind == .prefixPeriod,
                    tokens[index + 2].kind == .identifier, tokens[index + 3].kind == .equal,
                    tokens[index + 4].kind == .identifier
                else { continue }
                let after = index + 5 < tokens.count ? tokens[index + 5] : tokens[index + 4]
                if index + 5 < tokens.count, !after.flags.contains(.isAtStartOfLine), after.kind != .semicolon,
                    after.kind != .rightBrace
                {
                    continue
                }
                let member = tree.canonicalText(ofToken: index + 2, removingBackticks: true)
                let value = tree.canonicalText(ofToken: index + 4, removingBackticks: true)
                if let position = parameters.firstIndex(where: { $0.name == value }) {
                    parameters[position].assigned.append(member)
                }
            }
        }
        return Initializer(parameters: parameters, range: declaration.initKeywordRange)
    }

    /// A type as the index names it: the nominal type under optionals, attributes, `some` and
    /// `any`, as a dotted path without generic arguments or backticks (`Outer.Inner`); nil for
    /// arrays, dictionaries, tuples, functions and compositions, whose members the index does
    /// not follow.
    static func typeName(of type: TypeSyntax) -> String? {
        switch type.withoutParentheses.kind {
        case .identifier(let name, _): return name.name
        case .member(let base, let name, _): return typeName(of: base).map { "\($0).\(name.name)" }
        case .optional(let inner), .implicitlyUnwrappedOptional(let inner), .some(let inner), .any(let inner):
            return typeName(of: inner)
        case .attributed(_, _, let base): return typeName(of: base)
        default: return nil
        }
    }

    /// The shape of the same declarations after an edit that moved their tokens alone; nil
    /// when a position is no token's edge.
    func moved(by edit: TokenEdit) -> TypeShape? {
        guard let range = edit.newRange(range) else { return nil }
        var copy = self
        copy.range = range
        for (name, member) in members {
            guard let memberRange = edit.newRange(member.range) else { return nil }
            var moved = member
            moved.range = memberRange
            if let value = member.value {
                guard let rootRange = edit.newRange(value.rootRange) else { return nil }
                moved.value?.rootRange = rootRange
            }
            copy.members[name] = moved
        }
        for index in initializers.indices {
            guard let initRange = edit.newRange(initializers[index].range) else { return nil }
            copy.initializers[index].range = initRange
        }
        return copy
    }

    /// A 64-bit digest of the shape, for telling whether a file's declarations changed. Members
    /// and aliases are combined in any order (a sum of their own digests): a 7,000-member type
    /// is hashed on every keystroke, and sorting its names cost more than hashing them.
    var digest: Int {
        var hasher = Hasher()
        hasher.combine(path)
        hasher.combine(kind)
        hasher.combine(firstInherited)
        var membersDigest = 0
        for (name, member) in members {
            var memberHasher = Hasher()
            memberHasher.combine(name)
            memberHasher.combine(member.type)
            // The value's chain without its position: an edit above a property moves it, and
            // moves nothing a chain resolves to.
            memberHasher.combine(member.value?.root)
            memberHasher.combine(member.value?.steps)
            memberHasher.combine(member.isStatic)
            membersDigest &+= memberHasher.finalize()
        }
        hasher.combine(members.count)
        hasher.combine(membersDigest)
        for initializer in initializers {
            for parameter in initializer.parameters {
                hasher.combine(parameter.label)
                hasher.combine(parameter.name)
                hasher.combine(parameter.type)
                hasher.combine(parameter.assigned)
            }
        }
        var aliasesDigest = 0
        for (name, target) in aliases {
            var aliasHasher = Hasher()
            aliasHasher.combine(name)
            aliasHasher.combine(target)
            aliasesDigest &+= aliasHasher.finalize()
        }
        hasher.combine(aliases.count)
        hasher.combine(aliasesDigest)
        return hasher.finalize()
    }
}
