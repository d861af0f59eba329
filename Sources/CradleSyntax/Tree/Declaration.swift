/// A declaration, or a stretch of text the parser could not read as one. The cases with a
/// payload are indirect: a declaration is then a pointer, which keeps declaration lists small
/// and cheap to build.
public enum Declaration: Sendable, Hashable {
    indirect case `import`(ImportDeclaration)
    /// `class`, `struct`, `enum`, `actor`, `protocol` or `extension`.
    indirect case type(TypeDeclaration)
    indirect case function(FunctionDeclaration)
    indirect case initializer(InitializerDeclaration)
    indirect case `subscript`(SubscriptDeclaration)
    indirect case variable(VariableDeclaration)
    indirect case typeAlias(TypeAliasDeclaration)
    indirect case enumCase(EnumCaseDeclaration)
    indirect case associatedType(AssociatedTypeDeclaration)
    /// A freestanding macro used as a declaration: `#Preview { … }`, `#warning("…")`.
    indirect case macroExpansion(MacroExpansionDeclaration)
    /// `#if … #elseif … #else … #endif`, with every branch's declarations kept.
    indirect case ifConfig(IfConfigDeclaration)
    /// `deinit`, `operator`, `precedencegroup` and `macro` declarations, which the tool only
    /// needs to skip and name.
    indirect case other(OtherDeclaration)
    /// Top-level statements (as in `main.swift`), or text that could not be parsed.
    case unparsed(ByteRange)

    /// The declaration's range, attributes and modifiers included.
    public var range: ByteRange {
        switch self {
        case .import(let d): d.range
        case .type(let d): d.range
        case .function(let d): d.range
        case .initializer(let d): d.range
        case .subscript(let d): d.range
        case .variable(let d): d.range
        case .typeAlias(let d): d.range
        case .enumCase(let d): d.range
        case .associatedType(let d): d.range
        case .macroExpansion(let d): d.range
        case .ifConfig(let d): d.range
        case .other(let d): d.range
        case .unparsed(let r): r
        }
    }

    /// The attributes written before the declaration.
    public var attributes: [Attribute] {
        switch self {
        case .import(let d): d.attributes
        case .type(let d): d.attributes
        case .function(let d): d.attributes
        case .initializer(let d): d.attributes
        case .subscript(let d): d.attributes
        case .variable(let d): d.attributes
        case .typeAlias(let d): d.attributes
        case .enumCase(let d): d.attributes
        case .associatedType(let d): d.attributes
        case .macroExpansion, .ifConfig, .unparsed: []
        case .other(let d): d.attributes
        }
    }

    /// The modifiers written before the declaration.
    public var modifiers: [Modifier] {
        switch self {
        case .import(let d): d.modifiers
        case .type(let d): d.modifiers
        case .function(let d): d.modifiers
        case .initializer(let d): d.modifiers
        case .subscript(let d): d.modifiers
        case .variable(let d): d.modifiers
        case .typeAlias(let d): d.modifiers
        case .enumCase(let d): d.modifiers
        case .associatedType(let d): d.modifiers
        case .macroExpansion, .ifConfig, .unparsed: []
        case .other(let d): d.modifiers
        }
    }
}

/// `import Cradle`, `@_exported import Cradle`, `import struct Cradle.External`.
public struct ImportDeclaration: Sendable, Hashable {
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    /// The declaration kind of a scoped import (`struct`, `func`, …), if written.
    public var kind: Keyword?
    /// The module and, for scoped imports, the declaration: `["Cradle", "External"]`.
    public var path: [Identifier]
    public var range: ByteRange
}

/// A nominal type declaration or an extension.
public struct TypeDeclaration: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
    }

    public var kind: Kind
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    /// The `class`/`struct`/… keyword.
    public var keywordRange: ByteRange
    /// The declared name; for an extension, the last component of the extended type.
    public var name: Identifier?
    /// For an extension: the extended type.
    public var extendedType: TypeSyntax?
    public var genericParameters: GenericParameterClause?
    /// The inheritance clause's types in order (`@unchecked Sendable` is an attributed type).
    public var inheritance: [TypeSyntax]
    public var whereClause: ByteRange?
    /// From `{` to `}`; nil when the body is missing.
    public var memberBlock: ByteRange?
    public var members: [Declaration]
    public var range: ByteRange
}

/// `<T: P, each U>` after a name.
public struct GenericParameterClause: Sendable, Hashable {
    public var range: ByteRange
    public var names: [Identifier]
}

/// A `func` declaration.
public struct FunctionDeclaration: Sendable, Hashable {
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var funcKeywordRange: ByteRange
    /// The name: an identifier, a backticked identifier or an operator.
    public var name: Identifier
    public var genericParameters: GenericParameterClause?
    public var parameters: ParameterClause
    public var effects: EffectSpecifiers
    public var returnType: TypeSyntax?
    public var whereClause: ByteRange?
    public var body: CodeBlock?
    public var range: ByteRange
}

/// An `init` declaration.
public struct InitializerDeclaration: Sendable, Hashable {
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var initKeywordRange: ByteRange
    /// `?` or `!` after `init`, if written.
    public var optionalMark: String?
    public var genericParameters: GenericParameterClause?
    public var parameters: ParameterClause
    public var effects: EffectSpecifiers
    public var whereClause: ByteRange?
    public var body: CodeBlock?
    public var range: ByteRange
}

/// A `subscript` declaration.
public struct SubscriptDeclaration: Sendable, Hashable {
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var keywordRange: ByteRange
    public var genericParameters: GenericParameterClause?
    public var parameters: ParameterClause
    public var returnType: TypeSyntax?
    public var whereClause: ByteRange?
    public var accessors: AccessorBlock?
    public var range: ByteRange
}

/// A parenthesised parameter list.
public struct ParameterClause: Sendable, Hashable {
    public var range: ByteRange
    public var parameters: [Parameter]
}

/// One parameter: `@External _ id: UserID`, `retries: Int = 3`, `values: Int...`.
public struct Parameter: Sendable, Hashable {
    /// Attributes before the name, such as property wrappers (`@External`).
    public var attributes: [Attribute]
    /// Modifiers before the name (`isolated`, `_const`), rare.
    public var modifiers: [Modifier]
    /// The first name: the argument label, or the only name.
    public var firstName: Identifier?
    /// The second name: the local name, when two are written.
    public var secondName: Identifier?
    public var type: TypeSyntax?
    /// The `...` of a variadic parameter.
    public var ellipsisRange: ByteRange?
    /// The default value's expression, after `=`.
    public var defaultValue: ByteRange?
    public var range: ByteRange

    /// The argument label callers write; nil for `_`.
    public var label: String? {
        guard let first = firstName, !(first.name == "_" && !first.isBackticked) else { return nil }
        return first.name
    }

    /// The name used inside the body: the second name, else the first.
    public var localName: Identifier? { secondName ?? firstName }
}

/// A braced body whose statements are not parsed; its tokens stay available.
public struct CodeBlock: Sendable, Hashable {
    /// From `{` to `}` inclusive.
    public var range: ByteRange
    /// The index range of the tokens between the braces in ``SyntaxTree/tokens``.
    public var innerTokens: Range<Int>
}

/// A `let` or `var` declaration with one or more bindings.
public struct VariableDeclaration: Sendable, Hashable {
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    /// Whether the keyword is `let`.
    public var isLet: Bool
    public var keywordRange: ByteRange
    public var bindings: [PatternBinding]
    public var range: ByteRange
}

/// One binding of a variable declaration: `name: Type = value { accessors }`.
public struct PatternBinding: Sendable, Hashable {
    /// The pattern's range (the name, for a simple binding).
    public var patternRange: ByteRange
    /// The names the pattern binds.
    public var names: [Identifier]
    public var typeAnnotation: TypeSyntax?
    /// The initial value's expression, after `=`.
    public var initializer: ByteRange?
    public var accessors: AccessorBlock?
    public var range: ByteRange
}

/// The braces after a property or subscript: an accessor list or an implicit getter.
public struct AccessorBlock: Sendable, Hashable {
    public var range: ByteRange
    /// The accessors by name (`get`, `set`, `willSet`, `didSet`, `_modify`, `init`, …).
    public var accessors: [Accessor]
    /// Whether the braces hold a getter's statements directly (`var x: Int { 1 }`).
    public var isImplicitGetter: Bool

    /// Whether there is a getter, explicit or implicit.
    public var hasGetter: Bool {
        isImplicitGetter || accessors.contains { $0.name == "get" || $0.name == "_read" || $0.name == "read" }
    }
}

/// One accessor in an accessor block.
public struct Accessor: Sendable, Hashable {
    public var name: String
    public var range: ByteRange
    public var body: CodeBlock?
}

/// `typealias Name<T> = Type`.
public struct TypeAliasDeclaration: Sendable, Hashable {
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var name: Identifier
    public var genericParameters: GenericParameterClause?
    public var type: TypeSyntax?
    public var range: ByteRange
}

/// `case a, b(Int), c = 3`.
public struct EnumCaseDeclaration: Sendable, Hashable {
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var elements: [EnumCaseElement]
    public var range: ByteRange
}

/// One element of an enum case declaration.
public struct EnumCaseElement: Sendable, Hashable {
    public var name: Identifier
    public var associatedValue: ParameterClause?
    public var rawValue: ByteRange?
    public var range: ByteRange
}

/// `associatedtype Name: P = Default`.
public struct AssociatedTypeDeclaration: Sendable, Hashable {
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var name: Identifier
    public var inheritance: [TypeSyntax]
    public var defaultType: TypeSyntax?
    public var range: ByteRange
}

/// `#name(arguments) { trailing closure }` at declaration level.
public struct MacroExpansionDeclaration: Sendable, Hashable {
    /// The name without `#`.
    public var name: Identifier
    public var arguments: ArgumentClause?
    public var trailingClosure: CodeBlock?
    public var range: ByteRange
}

/// A conditional compilation block. Every branch is kept, since the tool cannot know the build
/// configuration.
public struct IfConfigDeclaration: Sendable, Hashable {
    public var clauses: [IfConfigClause]
    /// The `#endif`; nil when missing.
    public var endRange: ByteRange?
    public var range: ByteRange
}

/// One branch of an `#if` block.
public struct IfConfigClause: Sendable, Hashable {
    /// `.poundIf`, `.poundElseif` or `.poundElse`.
    public var keyword: Keyword
    public var keywordRange: ByteRange
    /// The condition's range; nil for `#else`.
    public var condition: ByteRange?
    public var declarations: [Declaration]
    public var range: ByteRange
}

/// A declaration the tool only skips: `deinit`, `operator`, `precedencegroup`, `macro`.
public struct OtherDeclaration: Sendable, Hashable {
    public var keyword: Keyword
    public var attributes: [Attribute]
    public var modifiers: [Modifier]
    public var name: Identifier?
    public var range: ByteRange
}
