import CradleSyntax
import Testing

@testable import CradleAnalysis

/// `product.md` §2a: `sources:` and `input:` resolve in the module and the modules it depends
/// on; workspace answers count uses in every module that sees the graph's module.
@Suite("Module visibility")
struct ModuleVisibilityTests {
    static let authGraph = "import Cradle\n@DependencyGraph\npublic final class AuthGraph {}\n"
    static let appGraph = "import Cradle\n@DependencyGraph(sources: [AuthGraph.self])\nfinal class AppGraph {}\n"
    static let clockGraph =
        "import Cradle\n@DependencyGraph\npublic final class CoreGraph {\n    @Provide private func makeClock() -> Clock { Clock() }\n}\n"

    /// App depends on Feature, Feature on Core; Tools depends on nothing.
    static let visibility = ModuleVisibility(dependencies: [
        "App": ["Feature"], "Feature": ["Core"], "Core": [], "Tools": [], "Auth": [],
    ])

    func workspace(_ files: [(path: String, module: String, text: String)]) -> Workspace {
        var workspace = Workspace(visibility: Self.visibility)
        for file in files { workspace = workspace.updating(path: file.path, module: file.module, text: SourceText(file.text)) }
        return workspace
    }

    @Test("closure: a module sees itself and what it depends on, directly or not; undeclared modules see everything")
    func closure() {
        let visibility = Self.visibility
        #expect(visibility.canSee("Core", from: "App"))
        #expect(visibility.canSee("Feature", from: "App"))
        #expect(visibility.canSee("App", from: "App"))
        #expect(!visibility.canSee("App", from: "Core"))
        #expect(!visibility.canSee("Tools", from: "App"))
        #expect(visibility.canSee("Core", from: "Loose"))
        #expect(visibility.canSee("Loose", from: "Core"))
        #expect(ModuleVisibility().canSee("A", from: "B"))
    }

    @Test("a source graph found only in a module that is not a dependency names that module")
    func invisibleSource() {
        let found = workspace([("App.swift", "App", Self.appGraph), ("Auth.swift", "Auth", Self.authGraph)]).diagnostics
        #expect(
            found.map(\.message) == ["source graph `AuthGraph` is declared in module `Auth`, which `App` does not depend on"])
        #expect(found.map(\.code) == [.unresolvedSource])
        #expect(found.first?.severity == .warning)
    }

    @Test("a source graph in a dependency, direct or not, resolves")
    func visibleSource() {
        let indirect = workspace([("App.swift", "App", Self.appGraph), ("Auth.swift", "Core", Self.authGraph)])
        #expect(indirect.diagnostics.isEmpty)
        var settled = workspace([("App.swift", "App", Self.appGraph), ("Auth.swift", "Auth", Self.authGraph)])
        settled.setVisibility(ModuleVisibility(dependencies: ["App": ["Auth"], "Auth": []]))
        #expect(settled.diagnostics.isEmpty)
    }

    @Test("a graph declared in a visible module and in an invisible one resolves to the visible one")
    func ambiguousSource() {
        let found = workspace([
            ("App.swift", "App", Self.appGraph), ("Auth.swift", "Auth", Self.authGraph), ("Core.swift", "Core", Self.authGraph),
        ])
        #expect(found.diagnostics.isEmpty)
    }

    @Test("a use in a module that cannot see the graph's module does not count; one in a dependent does")
    func usesFromOtherModules() {
        let graph = ("Core.swift", "Core", Self.clockGraph)
        let unrelated = workspace([graph, ("Tool.swift", "Tools", "func f(g: CoreGraph) { print(g.clock) }\n")])
        #expect(unrelated.diagnostics.map(\.code) == [.unusedRegistration])
        let dependent = workspace([graph, ("App.swift", "App", "func f(g: CoreGraph) { print(g.clock) }\n")])
        #expect(dependent.diagnostics.isEmpty)
        // A use inside a string interpolation, even a raw string's, counts too.
        let interpolated = workspace([graph, ("App.swift", "App", "func f(g: CoreGraph) -> String { #\"at \\#(g.clock)\"# }\n")])
        #expect(interpolated.diagnostics.isEmpty)
    }

    @Test("an implicit-self use inside an extension of the graph, in a file that does not import Cradle, counts")
    func implicitSelfUse() {
        let graph = ("Core.swift", "Core", Self.clockGraph)
        let screens = "import Foundation\n\nextension CoreGraph {\n    func stamp() -> String { \"\\(clock)\" }\n}\n"
        #expect(workspace([graph]).diagnostics.map(\.code) == [.unusedRegistration])
        #expect(workspace([graph, ("Screens.swift", "App", screens)]).diagnostics.isEmpty)
        let plain = "extension CoreGraph {\n    func now() -> Clock { clock }\n}\n"
        #expect(workspace([graph, ("Screens.swift", "App", plain)]).diagnostics.isEmpty)
        // The same bare name in an extension of another type is not a use.
        let other = screens.replacingOccurrences(of: "extension CoreGraph", with: "extension OtherType")
        #expect(workspace([graph, ("Screens.swift", "App", other)]).diagnostics.map(\.code) == [.unusedRegistration])
        // Nor is one in a module that cannot see the graph's.
        #expect(workspace([graph, ("Screens.swift", "Tools", screens)]).diagnostics.map(\.code) == [.unusedRegistration])
    }

    @Test("changing the visibility changes the findings and the aggregate revision")
    func settingVisibility() {
        var found = workspace([("App.swift", "App", Self.appGraph), ("Auth.swift", "Auth", Self.authGraph)])
        let revision = found.aggregateRevision
        found.setVisibility(ModuleVisibility())
        let moved = found.aggregateRevision
        #expect(moved > revision)
        #expect(found.diagnostics.isEmpty)
        found.setVisibility(ModuleVisibility())
        #expect(found.aggregateRevision == moved, "the same visibility moves nothing")
    }

    @Test("hover and definition on an accessor use in a file that imports the graph's module but not Cradle")
    func queriesFromFilesWithoutCradle() {
        let graph = "-- Sources/Core/CoreGraph.swift --\n" + Self.clockGraph
        let use = "import Core\n\nfunc f(g: CoreGraph) { print(g.c1️⃣lock) }\n"
        let fromApp = graph + "-- Sources/App/Use.swift --\n" + use
        checkHover(
            fromApp, at: "1", .startingWith("**`clock`**: registration of `Clock`"), visibility: clockVisibility)
        checkDefinition(fromApp, at: "1", ["Sources/Core/CoreGraph.swift:makeClock"], visibility: clockVisibility)
        // From a module that cannot see the graph's module, the same text is not a use.
        let fromTools = graph + "-- Sources/Tools/Use.swift --\n" + use
        checkHover(fromTools, at: "1", nil, visibility: clockVisibility)
        checkDefinition(fromTools, at: "1", [], visibility: clockVisibility)
    }
}
