import CradleSyntax

/// The arguments of a `@DependencyGraph(…)` attribute, grouped by label (`cradle.md` §1.2, §1.4).
struct GraphArguments {
    var unlabeled: [Argument] = []
    var inputs: [Argument] = []
    var sources: [Argument] = []
    var overrides: [Argument] = []
    var diagrams: [Argument] = []
    /// Between the parentheses: the highlight when an argument is given more than once.
    var listRange: ByteRange

    init(_ attribute: Attribute) {
        listRange = attribute.arguments?.innerRange ?? attribute.range
        for argument in attribute.arguments?.arguments ?? [] {
            switch argument.label?.name {
            case nil: unlabeled.append(argument)
            case "input": inputs.append(argument)
            case "sources": sources.append(argument)
            case "overrides": overrides.append(argument)
            case "diagram": diagrams.append(argument)
            default: break  // unknown labels are the compiler's error, not Cradle's
            }
        }
    }
}

extension GraphArguments {
    /// The declared order of `@DependencyGraph`'s parameters (`cradle.md` §1.2): the unlabeled
    /// lifetime, then `input:`, `sources:`, `overrides:`, `diagram:`.
    static let declaredOrder: [String?] = [nil, "input", "sources", "overrides", "diagram"]

    /// The first argument written after one the declaration lists later, with that earlier
    /// argument; nil when the order is right or a label is unknown (a different compiler error).
    static func firstOutOfOrder(_ arguments: [Argument]) -> (argument: Argument, after: Argument)? {
        var ranks: [Int] = []
        for argument in arguments {
            guard let rank = declaredOrder.firstIndex(of: argument.label?.name) else { return nil }
            ranks.append(rank)
        }
        var latest = 0
        for index in arguments.indices {
            if ranks[index] < ranks[latest] { return (arguments[index], arguments[latest]) }
            if ranks[index] > ranks[latest] { latest = index }
        }
        return nil
    }

    /// The arguments sorted into the declared order, keeping the written order among equals.
    static func sortedByDeclaredOrder(_ arguments: [Argument]) -> [Argument] {
        let rank = { (argument: Argument) in declaredOrder.firstIndex(of: argument.label?.name) ?? declaredOrder.count }
        return arguments.enumerated().sorted { lhs, rhs in
            let (left, right) = (rank(lhs.element), rank(rhs.element))
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }
}

/// A factory's lifetime (`DependencyLifetime`).
public enum Lifetime: String, Sendable, Hashable {
    case shared, lazy, transient
}

/// How a `@Provide` attribute spells its lifetime (§1.4).
enum ProvideLifetime {
    /// Omitted, `()`, or one bare implicit member; `isExplicit` when written.
    case valid(Lifetime, isExplicit: Bool)
    /// Any other form: the range to highlight (#32).
    case invalid(ByteRange)

    init(_ attribute: Attribute, in tree: SyntaxTree) {
        guard let clause = attribute.arguments, !clause.arguments.isEmpty else {
            self = .valid(.shared, isExplicit: false)
            return
        }
        let highlight = clause.innerRange
        guard clause.arguments.count == 1, let argument = clause.arguments.first, argument.label == nil,
            case .implicitMember(let name) = ExpressionShape.classify(ExpressionPart(argument, in: tree), in: tree),
            let lifetime = Lifetime(rawValue: name)
        else {
            self = .invalid(highlight)
            return
        }
        self = .valid(lifetime, isExplicit: true)
    }
}
