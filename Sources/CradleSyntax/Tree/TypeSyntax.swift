/// A type as written, as a tree with a byte range on every node.
public struct TypeSyntax: Sendable, Hashable {
    public var kind: Kind
    public var range: ByteRange

    public init(_ kind: Kind, _ range: ByteRange) {
        self.kind = kind
        self.range = range
    }

    /// The shapes a type can take. The cases that hold a type directly are indirect; a plain
    /// name, a tuple or a composition is stored inline, so the common `Name` needs no box.
    public enum Kind: Sendable, Hashable {
        /// `Name` or `Name<Args>`; generic literal arguments such as `3` also land here.
        case identifier(Identifier, genericArguments: [TypeSyntax]?)
        /// `Base.Name` or `Base.Name<Args>`.
        indirect case member(base: TypeSyntax, name: Identifier, genericArguments: [TypeSyntax]?)
        /// `T?`
        indirect case optional(TypeSyntax)
        /// `T!`
        indirect case implicitlyUnwrappedOptional(TypeSyntax)
        /// `[T]`
        indirect case array(TypeSyntax)
        /// `[K: V]`
        indirect case dictionary(key: TypeSyntax, value: TypeSyntax)
        /// `(A, b: B)`; a single unlabeled element is a parenthesised type.
        case tuple([TupleTypeElement])
        /// `(A) async throws(E) -> R`
        indirect case function(FunctionTypeSyntax)
        /// `some P`
        indirect case some(TypeSyntax)
        /// `any P`
        indirect case any(TypeSyntax)
        /// `each T`
        indirect case each(TypeSyntax)
        /// `repeat T`
        indirect case packExpansion(TypeSyntax)
        /// `P & Q`
        case composition([TypeSyntax])
        /// `T.Type` or `T.Protocol`.
        indirect case metatype(base: TypeSyntax, isProtocol: Bool)
        /// Specifiers (`inout`, `borrowing`, `consuming`, `sending`, …) and attributes
        /// (`@escaping`, `@Sendable`, `@MainActor`, `@unchecked`, …) before a type.
        indirect case attributed(specifiers: [Identifier], attributes: [Attribute], base: TypeSyntax)
        /// `~Copyable`
        indirect case suppressed(TypeSyntax)
        /// No type where one was expected (an error was recorded).
        case missing
    }

    /// Whether this is a missing type.
    public var isMissing: Bool {
        if case .missing = kind { return true }
        return false
    }

    /// The type with redundant parentheses around a single unlabeled element removed, repeatedly.
    public var withoutParentheses: TypeSyntax {
        var type = self
        while case .tuple(let elements) = type.kind, elements.count == 1, elements[0].label == nil,
            elements[0].secondName == nil, !elements[0].isVariadic
        {
            type = elements[0].type
        }
        return type
    }

    /// Every node of the tree, this one first, depth first.
    public func forEachNode(_ body: (TypeSyntax) -> Void) {
        var stack = [self]
        while let node = stack.popLast() {
            body(node)
            switch node.kind {
            case .identifier(_, let arguments): stack.append(contentsOf: (arguments ?? []).reversed())
            case .member(let base, _, let arguments):
                stack.append(contentsOf: (arguments ?? []).reversed())
                stack.append(base)
            case .optional(let t), .implicitlyUnwrappedOptional(let t), .array(let t), .some(let t), .any(let t),
                .each(let t), .packExpansion(let t), .suppressed(let t), .metatype(let t, _), .attributed(_, _, let t):
                stack.append(t)
            case .dictionary(let key, let value):
                stack.append(value)
                stack.append(key)
            case .tuple(let elements): stack.append(contentsOf: elements.map(\.type).reversed())
            case .function(let function):
                stack.append(function.result)
                stack.append(contentsOf: function.parameters.map(\.type).reversed())
            case .composition(let types): stack.append(contentsOf: types.reversed())
            case .missing: break
            }
        }
    }
}

/// An element of a tuple type or of a function type's parameter list.
public struct TupleTypeElement: Sendable, Hashable {
    public var label: Identifier?
    public var secondName: Identifier?
    public var type: TypeSyntax
    public var isVariadic: Bool
    public var range: ByteRange
}

/// A function type.
public struct FunctionTypeSyntax: Sendable, Hashable {
    public var parameters: [TupleTypeElement]
    public var effects: EffectSpecifiers
    public var result: TypeSyntax
}

/// `async`, `throws`, `throws(E)`, `rethrows` as written after a parameter list.
public struct EffectSpecifiers: Sendable, Hashable {
    public var asyncRange: ByteRange?
    /// The `throws` or `rethrows` keyword.
    public var throwsRange: ByteRange?
    public var isRethrows = false
    /// The `E` of `throws(E)`.
    public var thrownType: TypeSyntax?

    public init() {}

    /// Whether any effect is written.
    public var isEmpty: Bool { asyncRange == nil && throwsRange == nil }
}
