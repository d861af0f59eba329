import CradleSyntax

/// The one walk over a file's declarations: every declaration in source order, a type before its
/// members, the declarations of `#if` clauses in the scope around the block, each with the
/// lexical path it lives in, by one rule for extensions and nested types. The summary, the entry
/// builder, the type index (``TypeShape``), the composition index, completion and the inert-token
/// scan all walk through it; the token walk of files that are not parsed
/// (``NameUses/declarations(tokens:bytes:)``) mirrors ``Rule/compiler``.
enum DeclarationWalk {
    /// Where the members of a type or extension live: the rule of the tool an answer mirrors.
    enum Rule {
        /// The compiler's, which the macros and every answer of the analysis follow: a type's
        /// body adds its name to the enclosing path; an extension's body is the extended type's
        /// path as written (`extension Outer.Middle { struct Inner {} }` declares
        /// `Outer.Middle.Inner`).
        case compiler
        /// CradleDiagramMaker's type collector (the workspace views, `cradle.md` §7.4): the
        /// members of an extension, or of a type without a name, keep the path they had outside
        /// it.
        case cradleDiagramMaker

        /// The path of `type`'s body, `type` being declared in `path`.
        func bodyPath(of type: TypeDeclaration, in path: [String]) -> [String] {
            switch self {
            case .compiler:
                guard type.kind == .extension else { return path + [type.name?.name ?? ""] }
                if let extended = type.extendedType.flatMap(TypeShape.typeName(of:)) {
                    return extended.split(separator: ".").map(String.init)
                }
                return type.name.map { [$0.name] } ?? path
            case .cradleDiagramMaker:
                guard type.kind != .extension, let name = type.name else { return path }
                return path + [name.name]
            }
        }
    }

    /// One declaration met on the way.
    struct Step {
        /// The declaration (never an `#if` block: its clauses' declarations are met instead).
        var declaration: Declaration
        /// The path of the scope the declaration is in (empty at file scope).
        var path: [String]
        /// For a type or extension, the path of its body (see ``Rule``); else ``path``.
        var bodyPath: [String]
        /// The number, in walk order, of the type or extension whose body holds the declaration
        /// (the first type met is 0; a visit that needs the enclosing type keeps what it needs of
        /// each type by its number); nil at file scope.
        var enclosingNumber: Int?
        /// For a type or extension, its own number in walk order.
        var number: Int?
    }

    /// What the walk does after a step.
    enum Next {
        /// Goes on, into a type's members first.
        case descend
        /// Goes on past a type's members.
        case skipMembers
        /// Ends the walk.
        case stop
    }

    /// How deep types and `#if` clauses may nest before the walk stops descending: as deep as
    /// the parser nests (it stops at 256 levels), so every declaration it read is met.
    static let maximumDepth = 256

    /// Walks `declarations` by `rule`, calling `visit` for each.
    static func walk(_ declarations: [Declaration], rule: Rule = .compiler, _ visit: (Step) -> Next) {
        var count = 0
        func walk(_ declarations: [Declaration], path: [String], enclosing: Int?, depth: Int) -> Bool {
            guard depth < maximumDepth else { return true }
            for declaration in declarations {
                switch declaration {
                case .ifConfig(let block):
                    for clause in block.clauses {
                        guard walk(clause.declarations, path: path, enclosing: enclosing, depth: depth + 1) else {
                            return false
                        }
                    }
                case .type(let type):
                    let number = count
                    count += 1
                    let inner = rule.bodyPath(of: type, in: path)
                    let step = Step(
                        declaration: declaration, path: path, bodyPath: inner, enclosingNumber: enclosing, number: number)
                    switch visit(step) {
                    case .stop: return false
                    case .skipMembers: continue
                    case .descend:
                        guard walk(type.members, path: inner, enclosing: number, depth: depth + 1) else {
                            return false
                        }
                    }
                default:
                    let step = Step(
                        declaration: declaration, path: path, bodyPath: path, enclosingNumber: enclosing, number: nil)
                    if case .stop = visit(step) { return false }
                }
            }
            return true
        }
        _ = walk(declarations, path: [], enclosing: nil, depth: 0)
    }
}
