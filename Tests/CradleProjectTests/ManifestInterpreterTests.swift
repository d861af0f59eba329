import CradleSyntax
import Testing

@testable import CradleProject

/// The values of a manifest's top-level bindings, read with `helpers` declared first.
func manifestBindings(_ text: String, helpers: String? = nil) -> [String: ManifestValue] {
    var interpreter = ManifestInterpreter()
    if let helpers { interpreter.addHelpers(from: manifest(helpers, at: "/w/Tuist/ProjectDescriptionHelpers/H.swift")) }
    let bindings = interpreter.evaluateBindings(of: manifest(text, at: "/w/A/Project.swift"))
    return Dictionary(bindings.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
}

@Suite("Manifest interpreter")
struct ManifestInterpreterTests {
    @Test("string literals decode their escapes, one character each, and interpolate known bindings")
    func escapes() {
        let values = manifestBindings(
            #"""
            let name = "Kit"
            let text = "Say \"hi\"\tto \\\(name)\u{E9}!"
            """#)
        #expect(values["text"] == .string("Say \"hi\"\tto \\Kit\u{E9}!"))
    }

    @Test("`[:]` is an empty dictionary; `name[key] = value` in a helper sets an entry")
    func dictionaries() {
        let values = manifestBindings(
            """
            let empty: [String: String] = [:]
            let settings = moduleSettings(name: "Core")
            """,
            helpers: """
                func moduleSettings(name: String) -> [String: String] {
                    var base: [String: String] = [:]
                    base["PRODUCT_MODULE_NAME"] = name
                    return base
                }
                """)
        #expect(values["empty"] == .dictionary([:]))
        #expect(values["settings"] == .dictionary(["PRODUCT_MODULE_NAME": .string("Core")]))
    }

    @Test("a helper's parameters: unlabelled, with an inner name, and defaults, the first one too")
    func parameters() {
        let values = manifestBindings(
            """
            let a = first("A")
            let b = second(label: "B")
            let c = third()
            let d = third(kind: "dynamic")
            """,
            helpers: """
                func first(_ name: String) -> String { name }
                func second(label inner: String) -> String { inner }
                func third(kind: String = "static", other: String = "x") -> String { kind }
                """)
        #expect(values["a"] == .string("A"))
        #expect(values["b"] == .string("B"))
        #expect(values["c"] == .string("static"))
        #expect(values["d"] == .string("dynamic"))
    }

    @Test("helpers calling helpers are inlined down to the depth cap, one level per call")
    func helperChain() {
        let depth = ManifestInterpreter.maximumDepth - 4
        var helpers = (0..<depth).map { "func f\($0)(name: String) -> String { f\($0 + 1)(name: name) }" }
        helpers.append("func f\(depth)(name: String) -> String { name }")
        let values = manifestBindings("let chained = f0(name: \"A\")\n", helpers: helpers.joined(separator: "\n"))
        #expect(values["chained"] == .string("A"))
    }

    @Test("closures nested in `map` are called down to the depth cap: two levels per closure, one its call and one its body")
    func closureChain() {
        // `["a"].map { [$0].map { … $0 … } }`, `levels` closures deep.
        func nested(_ levels: Int) -> String {
            "let mapped = [\"a\"]" + String(repeating: ".map { [$0]", count: levels) + ".map { $0 }"
                + String(repeating: " }", count: levels) + "\n"
        }
        func expected(_ levels: Int) -> ManifestValue {
            var value = ManifestValue.array([.string("a")])
            for _ in 0..<levels { value = .array([value]) }
            return value
        }
        // 29 closures at two levels each stay under the cap of 64; at three each they would not.
        #expect(manifestBindings(nested(29))["mapped"] == expected(29))
        let tooDeep = manifestBindings(nested(ManifestInterpreter.maximumDepth / 2))["mapped"]
        #expect(tooDeep != expected(ManifestInterpreter.maximumDepth / 2))
        #expect("\(tooDeep as Any)".contains("too deeply"))
    }

    @Test("array literals nest down to the depth cap, one level each")
    func arrayChain() {
        func nested(_ levels: Int) -> String {
            "let nested = " + String(repeating: "[", count: levels) + "\"a\"" + String(repeating: "]", count: levels) + "\n"
        }
        func expected(_ levels: Int) -> ManifestValue {
            var value = ManifestValue.string("a")
            for _ in 0..<levels { value = .array([value]) }
            return value
        }
        // 40 levels at one each stay under the cap of 64; at two each they would not.
        #expect(manifestBindings(nested(40))["nested"] == expected(40))
        #expect(
            manifestBindings(nested(ManifestInterpreter.maximumDepth + 1))["nested"]
                != expected(ManifestInterpreter.maximumDepth + 1))
    }

    @Test("a declaration whose body cannot be found does not hide the helpers declared after it")
    func bracelessDeclaration() {
        let helpers = manifest(
            """
            import ProjectDescription

            extension Target
            {
                static func hidden() -> Target { .target(name: "Hidden") }
            }

            extension Project {
                static func app(name: String) -> Project {
                    Project(name: name, targets: [.target(name: name, destinations: .iOS, product: .app, bundleId: "b")])
                }
            }
            """, at: "/w/Tuist/ProjectDescriptionHelpers/App.swift")
        let definition = TuistProjectReader.read(
            manifest("let project = Project.app(name: \"Shop\")\n", at: "/w/Shop/Project.swift"), helpers: [helpers], root: "/w")
        #expect(reasons(definition) == [])
        #expect(definition.modules.map(\.name) == ["Shop"])
    }
}
