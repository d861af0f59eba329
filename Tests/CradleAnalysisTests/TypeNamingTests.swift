import CradleSyntax
import Testing

@testable import CradleAnalysis

/// Parses `typealias T = <type>` and returns the tree and the type.
private func parseType(_ text: String) throws -> (SyntaxTree, TypeSyntax) {
    let tree = SyntaxTree(parsing: "typealias T = \(text)")
    guard case .typeAlias(let alias) = tree.declarations.first, let type = alias.type else {
        throw ParseFailure(text: text)
    }
    return (tree, type)
}

private struct ParseFailure: Error {
    let text: String
}

@Suite("Type naming and identity (cradle.md §2.1, §3)")
struct TypeNamingTests {
    /// Every row of the table in `cradle.md` §2.1.
    static let generatedNames: [(String, String?)] = [
        ("TestUseCase", "testUseCase"),
        ("HTTPClient", "httpClient"),
        ("URLSession", "urlSession"),
        ("SHA256", "sha256"),
        ("HTTP2Client", "http2Client"),
        ("any UserRepository", "userRepository"),
        ("any Domain.UserRepository", "userRepository"),
        ("URL", "url"),
        ("UIViewController", "uiViewController"),
        ("Array<Service>", "array"),
        ("Result<A, B>", "result"),
        ("Domain<V>.Repo", "repo"),
        ("iPhoneFactory", "iPhoneFactory"),
        ("Domain.`Repository`", "`Repository`"),
        ("any Domain.`repo`", "`repo`"),
        ("Services", "services"),
        ("((any Service))", "service"),
        ("_Store", "_Store"),
        ("시계", "시계"),
        ("[Service]", nil),
        ("[String: Service]", nil),
        ("Service?", nil),
        ("(A, B)", nil),
        ("() -> Service", nil),
        ("Service.Type", nil),
        ("any P.Type", nil),
        ("(any P).Type", nil),
        ("some Service", nil),
        ("any P & Q", nil),
        ("@Sendable () -> Void", nil),
    ]

    @Test("generated names", arguments: generatedNames)
    func generatedName(_ type: String, _ expected: String?) throws {
        let (_, syntax) = try parseType(type)
        #expect(TypeNaming.generatedName(of: syntax) == expected)
    }

    /// The pairs of `cradle.md` §3.
    static let identities: [(String, String, Bool)] = [
        ("Service", "any Service", true),
        ("Service", "(any Service)", true),
        ("Service", "`Service`", true),
        ("Service", "Domain.Service", false),
        ("FirstAlias", "SecondAlias", false),
        ("Array<any P>", "Array<P>", false),
        ("[Service]", "Array<Service>", false),
        ("Swift.Int", "Int", false),
        ("Service<A>", "Service<B>", false),
        ("Dictionary<String, Store>", "Dictionary<String,Store>", true),
        ("Array< /* c */ Int >", "Array<Int>", true),
    ]

    @Test("identity", arguments: identities)
    func identity(_ first: String, _ second: String, _ same: Bool) throws {
        let (firstTree, firstType) = try parseType(first)
        let (secondTree, secondType) = try parseType(second)
        let equal = TypeNaming.identity(of: firstType, in: firstTree) == TypeNaming.identity(of: secondType, in: secondTree)
        #expect(equal == same)
    }

    @Test("identity text joins tokens without trivia or backticks")
    func identityText() throws {
        let (tree, type) = try parseType("(any Domain.`Repo`< /* c */ Int >)")
        #expect(TypeNaming.identity(of: type, in: tree) == "Domain.Repo<Int>")
        let (nested, nestedType) = try parseType("Array<any P>")
        #expect(TypeNaming.identity(of: nestedType, in: nested) == "Array<anyP>")
    }

    @Test(
        "function-name validity (§2.1 step 5)",
        arguments: [
            ("class", false), ("throw", false), ("precedencegroup", false), ("self", false), ("_", false),
            ("clock", true), ("get", true), ("async", true), ("`Repository`", true), ("iPhoneFactory", true),
            ("시계", true), ("sha256", true),
        ])
    func validFunctionName(_ name: String, _ valid: Bool) {
        #expect(TypeNaming.isValidFunctionName(name) == valid)
    }

    @Test("the ASCII fast path of function-name validity agrees with the lexer on every keyword and word form")
    func functionNameFastPathMatchesLexer() {
        var words = Keyword.allCases.map(\.text)
        words += words.map { $0.capitalized } + words.map { $0 + "1" } + words.map { "_" + $0 }
        words += ["_", "__", "_1", "1abc", "a", "Z9", "x_y", "true", "false", "nil", "Self", "Any", "Type", "Protocol"]
        for word in words where !word.isEmpty {
            #expect(TypeNaming.isValidFunctionName(word) == TypeNaming.lexesAsOneIdentifier(word), "\(word)")
        }
    }

    @Test(
        "direct Optionals (§3)",
        arguments: [
            ("T?", true), ("T!", true), ("Optional<T>", true), ("Swift.Optional<T>", true), ("((T?))", true),
            ("[T?]", false), ("Array<T?>", false), ("T", false), ("Other.Optional<T>", false),
        ])
    func directOptional(_ type: String, _ optional: Bool) throws {
        let (_, syntax) = try parseType(type)
        #expect(TypeNaming.isDirectOptional(syntax) == optional)
    }
}
