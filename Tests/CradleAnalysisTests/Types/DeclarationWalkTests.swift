import CradleSyntax
import Testing

@testable import CradleAnalysis

/// The one walk over declarations: its order, the paths each rule gives, `#if` clauses, and how
/// a visit steers it.
@Suite("Declaration walk")
struct DeclarationWalkTests {
    static let source = """
        import Cradle
        struct Outer {
            struct Middle { typealias Alias = Int }
            #if DEBUG
            enum Debug {}
            #endif
        }
        extension Outer.Middle {
            struct Inner { func make() {} }
        }
        extension Outer {
            final class Nested {}
        }
        """

    /// Each step as `kind name @path [body path] in #enclosing`.
    static func steps(_ rule: DeclarationWalk.Rule, steer: (DeclarationWalk.Step) -> DeclarationWalk.Next = { _ in .descend })
        -> [String]
    {
        let tree = SyntaxTree(parsing: SourceText(source))
        var lines: [String] = []
        DeclarationWalk.walk(tree.declarations, rule: rule) { step in
            let name: String
            switch step.declaration {
            case .type(let type): name = "type \(type.name?.name ?? "?")#\(step.number ?? -1)"
            case .typeAlias(let alias): name = "alias \(alias.name.name)"
            case .function(let function): name = "func \(function.name.name)"
            case .import: name = "import"
            default: name = "other"
            }
            let enclosing = step.enclosingNumber.map { " in #\($0)" } ?? ""
            lines.append(
                "\(name) @\(step.path.joined(separator: ".")) [\(step.bodyPath.joined(separator: "."))]\(enclosing)")
            return steer(step)
        }
        return lines
    }

    @Test("the compiler's rule: an extension's body is the extended type's path; #if clauses stay in their scope")
    func compilerRule() {
        #expect(
            Self.steps(.compiler) == [
                "import @ []",
                "type Outer#0 @ [Outer]",
                "type Middle#1 @Outer [Outer.Middle] in #0",
                "alias Alias @Outer.Middle [Outer.Middle] in #1",
                "type Debug#2 @Outer [Outer.Debug] in #0",
                "type Middle#3 @ [Outer.Middle]",
                "type Inner#4 @Outer.Middle [Outer.Middle.Inner] in #3",
                "func make @Outer.Middle.Inner [Outer.Middle.Inner] in #4",
                "type Outer#5 @ [Outer]",
                "type Nested#6 @Outer [Outer.Nested] in #5",
            ])
    }

    @Test("CradleDiagramMaker's rule: what an extension holds keeps the path it had outside it")
    func cradleDiagramMakerRule() {
        let steps = Self.steps(.cradleDiagramMaker)
        #expect(steps.contains("type Middle#3 @ []"))
        #expect(steps.contains("type Inner#4 @ [Inner] in #3"))
        #expect(steps.contains("type Nested#6 @ [Nested] in #5"))
        #expect(steps.contains("type Debug#2 @Outer [Outer.Debug] in #0"))
    }

    @Test("types nested as deep as the parser nests them are all met")
    func deepNesting() {
        let depth = 150
        let text = (0..<depth).map { "struct T\($0) {" }.joined(separator: "\n") + String(repeating: "}", count: depth)
        let tree = SyntaxTree(parsing: SourceText(text))
        var deepest: [String] = []
        DeclarationWalk.walk(tree.declarations) { step in
            if step.bodyPath.count > deepest.count { deepest = step.bodyPath }
            return .descend
        }
        #expect(deepest.count == depth)
        #expect(deepest.last == "T\(depth - 1)")
    }

    @Test("a call's arguments split at its top-level commas: labels, `_`, empty values and unlabelled ones")
    func callArguments() {
        let tree = SyntaxTree(parsing: SourceText("f(a: g(1, 2), b:, _: c, default: [d, e], f)"))
        let open = tree.tokens.firstIndex { $0.kind == .leftParen } ?? 0
        let close = TokenScan.matchingBracket(open, in: tree.tokens) ?? 0
        let arguments = Workspace.arguments(between: open, and: close, in: tree).map { argument in
            "\(argument.label ?? "-"):" + argument.value.map { tree.text[tree.tokens[$0].range] }.joined(separator: " ")
        }
        #expect(arguments == ["a:g ( 1 , 2 )", "b:", "-:c", "default:[ d , e ]", "-:f"])
    }

    @Test("a visit skips a type's members or stops the walk")
    func steering() {
        let skipped = Self.steps(.compiler) { step in
            if case .type(let type) = step.declaration, type.kind == .extension { return .skipMembers }
            return .descend
        }
        #expect(!skipped.contains { $0.hasPrefix("type Inner") || $0.hasPrefix("type Nested") })
        #expect(skipped.contains { $0.hasPrefix("type Middle#3") })
        let stopped = Self.steps(.compiler) { step in
            if case .typeAlias = step.declaration { return .stop }
            return .descend
        }
        #expect(stopped.last == "alias Alias @Outer.Middle [Outer.Middle] in #1")
        #expect(stopped.count == 4)
    }

    @Test("the entry builder, the type index and the summary read nested types by the same paths")
    func consumersAgree() {
        let tree = SyntaxTree(parsing: SourceText(Self.source))
        let summary = FileSummary(path: "A.swift", module: "M", tree: tree)
        let entry = Workspace.entry(summary, generation: 1)
        let shapes = TypeShape.shapes(of: tree).filter { $0.kind == .concrete }.map(\.path)
        #expect(Set(shapes) == ["Outer", "Outer.Middle", "Outer.Debug", "Outer.Middle.Inner", "Outer.Nested"])
        #expect(Set(entry.declaredTypes.keys) == Set(shapes + ["Outer.Middle.Alias"]))
        #expect(
            NameUseSummary.declaredTypes(tokens: tree.tokens, bytes: tree.text.bytes).keys.sorted()
                == entry.declaredTypes.keys.sorted())
        #expect(
            TypeShape.shapes(of: tree).first { $0.path == "Outer.Middle" && $0.kind == .concrete }?.aliases == ["Alias": "Int"])
    }
}
