import CradleSyntax

/// What a `@DependencyGraph(…)` attribute's arguments say (`cradle.md` §1.2), read once when the
/// file is summarised, for the consumers: the workspace, the IDE answers and the diagrams. The
/// reading is lenient, like CradlePlugin's: every argument of a label counts, and malformed ones
/// are skipped. The validator checks the arguments itself (``GraphArguments``) and reports what
/// is wrong with them; nothing here reports.
public struct GraphAttributes: Sendable {
    /// An `input:` argument of the form `T.self`.
    struct Input: Sendable {
        /// The argument's expression (what the cursor must be on).
        var range: ByteRange
        /// The type named.
        var type: TypeReference
    }

    /// A `sources:` element of the form `T.self` whose type makes a valid storage name.
    struct Source: Sendable {
        /// The element's range.
        var range: ByteRange
        /// The source graph's type.
        var type: TypeReference
    }

    /// Whether an unlabeled argument is `.shared` (the graph is reached through `G.shared`).
    public let isShared: Bool
    /// Whether a `diagram:` argument is the literal `false` (the graph is left out of diagrams).
    public let isDiagramDisabled: Bool
    /// Whether an `overrides:` argument is the literal `true` (the macro generates
    /// `G.override(…)`, `cradle.md` §2.9).
    public let hasOverrides: Bool
    /// The `input:` arguments of the form `T.self`, in written order.
    let inputs: [Input]
    /// The elements of every `sources:` array literal that name a type, in written order.
    let sources: [Source]

    /// Reads `attribute`'s arguments in `tree`.
    init(_ attribute: Attribute, in tree: SyntaxTree) {
        var isShared = false
        var isDiagramDisabled = false
        var hasOverrides = false
        var inputs: [Input] = []
        var sources: [Source] = []
        for argument in attribute.arguments?.arguments ?? [] {
            let shape = ExpressionShape.classify(ExpressionPart(argument, in: tree), in: tree)
            switch (argument.label?.name, shape) {
            case (nil, .implicitMember("shared")): isShared = true
            case ("diagram", .booleanLiteral(false)): isDiagramDisabled = true
            case ("overrides", .booleanLiteral(true)): hasOverrides = true
            case ("input", .typeSelf(let reference)): inputs.append(Input(range: argument.expressionRange, type: reference))
            case ("sources", .arrayLiteral(let elements)):
                for element in elements {
                    guard case .typeSelf(let reference) = ExpressionShape.classify(element, in: tree),
                        TypeNaming.isValidFunctionName(reference.generatedName)
                    else { continue }
                    sources.append(Source(range: element.range, type: reference))
                }
            default: break
            }
        }
        self.isShared = isShared
        self.isDiagramDisabled = isDiagramDisabled
        self.hasOverrides = hasOverrides
        self.inputs = inputs
        self.sources = sources
    }
}
