import Foundation
import Testing

/// A package of two modules: Feature's graph reads its input; App's composition type creates it.
private let package: [String: String] = [
    "Package.swift": """
    // swift-tools-version:5.9
    import PackageDescription
    let package = Package(
        name: "Shop",
        targets: [
            .target(name: "Feature"),
            .target(name: "App", dependencies: ["Feature"]),
        ]
    )
    """,
    "Sources/Feature/FeatureGraph.swift": """
    import Cradle
    public struct FeatureInput {
        let repository: Repository
    }
    @DependencyGraph(input: FeatureInput.self)
    public final class FeatureGraph {
        @Provide func makeModel() -> Model { Model(input.repository) }
    }
    """,
    "Sources/App/App.swift": """
    import Cradle
    import Feature
    final class FeatureGraphSet {
        let coreGraph = CoreGraph()
        let featureGraph: FeatureGraph
        let helper = makeHelper()
        init() {
            self.featureGraph = FeatureGraph(input: FeatureInput(repository: coreGraph.repository))
        }
    }
    @DependencyGraph final class CoreGraph {
        @Provide func makeRepository() -> Repository { Repository() }
    }
    @DependencyGraph final class AppGraph {
        @Provide func makeFeatureGraphSet() -> FeatureGraphSet { FeatureGraphSet() }
    }
    """,
]

@Suite("--graph --view", .serialized)
struct WorkspaceViewTests {
    @Test("--view composition prints CradleDiagramMaker's file; warnings go to stderr with line and column")
    func compositionOnStandardOutput() throws {
        let (run, root) = try check(["--graph", "mermaid", "--view", "composition"], files: package)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("%% CradleDiagramMaker가 생성한 workspace 의존성 graph\n"))
        #expect(run.stdout.contains("subgraph workspaceLegend"))
        #expect(run.stdout.contains("-. 반환 .->") && run.stdout.contains("-. 생성 .->"))
        #expect(run.stdout.contains("[\"input.repository\"]"))
        #expect(
            run.stderr.contains(
                "Sources/App/App.swift:14:30: warning: `makeHelper` 생성자 선언을 해석할 수 없습니다 [unresolvedType]"))
        let json = try runTool(["--graph", "json", "--view", "composition"], in: root)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(report["schemaVersion"] as? Int == 2)
        #expect(report["view"] as? String == "composition")
        let edges = try #require(report["edges"] as? [[String: Any]])
        #expect(
            Set(edges.compactMap { $0["kind"] as? String }) == [
                "compositionReturn", "compositionCreation", "inputRead", "inputBinding",
            ])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.compactMap { $0["code"] as? String } == ["unresolvedType"])
        // Cradle's WorkspaceTargetID is a Codable struct: every target ID but the targets list's
        // is encoded as `{"rawValue": …}`, in nodes, locations and diagnostic contexts.
        let nodes = try #require(report["nodes"] as? [[String: Any]])
        #expect(nodes.allSatisfy { ($0["targetID"] as? [String: String])?["rawValue"] != nil })
        let location = try #require(nodes.first?["location"] as? [String: Any])
        #expect((location["targetID"] as? [String: String])?["rawValue"] != nil)
        let context = try #require(diagnostics.first?["context"] as? [String: Any])
        #expect((context["targetID"] as? [String: String])?["rawValue"] == "App")
        let declaration = try #require(context["declarationID"] as? [String: Any])
        #expect((declaration["targetID"] as? [String: String])?["rawValue"] == "App")
        let targets = try #require(report["targets"] as? [[String: String]])
        #expect(targets.map { $0["id"] } == ["App", "Feature"])
        let dot = try runTool(["--graph", "dot", "--view", "composition"], in: root)
        #expect(dot.stdout.hasPrefix("digraph \"workspace\" {") && dot.stdout.contains("label=\"creates\""))
    }

    @Test("--output DIR writes DIR/<Workspace>/Composition.mmd and .analysis.json once, and removes them when empty")
    func outputFolder() throws {
        var files = package
        files[".cradle-lsp.json"] = #"{"composition": {"workspaceName": "Shop"}}"#
        let (first, root) = try check(["--graph", "mermaid", "--view", "composition", "--output", "out"], files: files)
        #expect(first.status == 0)
        let mermaid = root.appendingPathComponent("out/Shop/Composition.mmd")
        let report = root.appendingPathComponent("out/Shop/Composition.analysis.json")
        #expect(FileManager.default.fileExists(atPath: mermaid.path))
        #expect(FileManager.default.fileExists(atPath: report.path))
        #expect(first.stderr.contains("wrote"))
        let again = try runTool(["--graph", "mermaid", "--view", "composition", "--output", "out"], in: root)
        #expect(!again.stderr.contains("wrote"))
        try Data(#"{"composition": {"workspaceName": "Shop", "roots": [], "types": []}}"#.utf8).write(
            to: root.appendingPathComponent(".cradle-lsp.json"))
        let empty = try runTool(["--graph", "mermaid", "--view", "composition", "--output", "out"], in: root)
        #expect(empty.status == 0)
        #expect(!FileManager.default.fileExists(atPath: mermaid.path))
        #expect(!FileManager.default.fileExists(atPath: report.path))
        // Empty again: nothing is left to remove, and that is no error.
        let emptyAgain = try runTool(["--graph", "mermaid", "--view", "composition", "--output", "out"], in: root)
        #expect(emptyAgain.status == 0)
        #expect(!emptyAgain.stderr.contains("removed"))
    }

    @Test("the configuration names roots and types; a root with input: or a name matching nothing is an error")
    func configuredSelection() throws {
        var files = package
        files[".cradle-lsp.json"] = #"{"composition": {"roots": ["App.AppGraph"], "types": []}}"#
        let (run, root) = try check(["--graph", "mermaid", "--view", "composition"], files: files)
        #expect(run.status == 0)
        #expect(!run.stdout.contains("compositionObject\n") && !run.stdout.contains("workspaceLegend"))
        try Data(#"{"composition": {"roots": ["Feature.FeatureGraph"]}}"#.utf8).write(
            to: root.appendingPathComponent(".cradle-lsp.json"))
        let input = try runTool(["--graph", "mermaid", "--view", "composition"], in: root)
        #expect(input.status == 2)
        #expect(input.stderr.contains("composition root `Feature.FeatureGraph` has `input:` or `sources:`"))
        try Data(#"{"composition": {"roots": "App.AppGraph"}}"#.utf8).write(to: root.appendingPathComponent(".cradle-lsp.json"))
        let malformed = try runTool(["--graph", "mermaid", "--view", "composition"], in: root)
        #expect(malformed.stderr.contains("`composition` must be an object with `roots` and `types` arrays"))
        #expect(malformed.stdout.contains("-. 반환 .->"), "the key is ignored and the selection inferred")
        try Data(#"{"composition": {"types": ["App.Missing"]}}"#.utf8).write(to: root.appendingPathComponent(".cradle-lsp.json"))
        let missing = try runTool(["--graph", "mermaid", "--view", "composition"], in: root)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("composition type `App.Missing` names no declaration"))
    }

    @Test("--view declarations: the workspace view under CradleDiagramMaker's header, and its report")
    func declarations() throws {
        let (run, root) = try check(["--graph", "mermaid", "--view", "declarations"], files: package)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("%% CradleDiagramMaker가 생성한 workspace 의존성 graph\n"))
        #expect(run.stdout.contains("    classDef compositionObject fill:#eef5ff,stroke:#476582;\n"))
        #expect(!run.stdout.contains("workspaceLegend"))
        let json = try runTool(["--graph", "json", "--view", "declarations"], in: root)
        #expect(json.stdout.contains("\"view\" : \"declarations\""))
        #expect(try runTool(["--graph", "mermaid", "--view", "nothing"], in: root).status == 2)
    }

    @Test("test targets are no targets of the views, as the manifest holds real source membership only")
    func testTargetsLeftOut() throws {
        var files = package
        files["Package.swift"] = """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Shop",
                targets: [
                    .target(name: "Feature"),
                    .target(name: "App", dependencies: ["Feature"]),
                    .testTarget(name: "AFeatureTests", dependencies: ["Feature"]),
                ]
            )
            """
        files["Tests/AFeatureTests/FeatureTests.swift"] = """
            import Feature
            @DependencyGraph final class FixtureGraph {
                @Provide func makeClock() -> Clock { Clock() }
            }
            """
        let (run, root) = try check(["--graph", "mermaid", "--view", "declarations"], files: files)
        #expect(run.status == 0)
        #expect(run.stdout.contains("    subgraph workspaceModule0[\"App\"]\n"))
        #expect(!run.stdout.contains("FixtureGraph"))
        let json = try runTool(["--graph", "json", "--view", "composition"], in: root)
        #expect(!json.stdout.contains("AFeatureTests"))
        #expect(json.stdout.contains("\"label\" : \"App.FeatureGraphSet\""), "Feature is still a dependency of App only")
    }

    /// Cradle's manifest for the package above, as `GenerateWorkspaceDiagram.sh` users write it.
    static let manifest = """
        {"schemaVersion": 1, "workspaceName": "Shop", "rootDirectory": ".",
         "targets": [
           {"id": "App", "moduleName": "App", "sourceFiles": ["Sources/App/App.swift"], "dependencies": ["Feature"]},
           {"id": "Feature", "moduleName": "Feature", "sourceFiles": ["Sources/Feature/FeatureGraph.swift"], "dependencies": []}
         ],
         "roots": [{"targetID": "App", "graph": "AppGraph"}],
         "compositionTypes": [{"targetID": "App", "type": "FeatureGraphSet"}]}
        """

    @Test("--workspace-manifest reads Cradle's manifest: the same file as the inferred roots and types give")
    func manifestMatchesInference() throws {
        var files = package
        files["workspace.json"] = Self.manifest
        let (inferred, root) = try check(["--graph", "mermaid", "--view", "composition"], files: files)
        let manifest = try runTool(
            ["--graph", "mermaid", "--workspace-manifest", "workspace.json", "--view", "composition"], in: root)
        #expect(manifest.status == 0)
        #expect(manifest.stdout == inferred.stdout)
        let written = try runTool(
            ["--graph", "mermaid", "--workspace-manifest", "workspace.json", "--view", "composition", "--output", "out"],
            in: root)
        #expect(written.status == 0)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("out/Shop/Composition.mmd").path))
        let declarations = try runTool(["--graph", "mermaid", "--workspace-manifest", "workspace.json"], in: root)
        #expect(declarations.stdout.contains("workspaceNode0[\"App.AppGraph\"]"))
    }

    @Test(
        "the manifest's strict rules: unknown keys, a dependency cycle, a missing target, no roots, a root that is no graph, a graph declared twice"
    )
    func manifestErrors() throws {
        let cases: [(String, String)] = [
            (
                Self.manifest.replacingOccurrences(of: "\"schemaVersion\": 1,", with: "\"schemaVersion\": 1, \"extra\": 0,"),
                "unknown key: extra"
            ),
            (
                Self.manifest.replacingOccurrences(of: "\"dependencies\": []", with: "\"dependencies\": [\"App\"]"),
                "target dependency cycle"
            ),
            (
                Self.manifest.replacingOccurrences(of: "[\"Feature\"]", with: "[\"Missing\"]"),
                "dependency `Missing` does not exist"
            ),
            (
                Self.manifest.replacingOccurrences(of: "\"schemaVersion\": 1", with: "\"schemaVersion\": 2"),
                "schemaVersion must be 1"
            ),
            (
                Self.manifest.replacingOccurrences(of: "{\"targetID\": \"App\", \"graph\": \"AppGraph\"}", with: ""),
                "needs at least one root"
            ),
            (
                // CradleDiagramMaker stops when a root names no graph (`invalidRoot`), as for a root with arguments.
                Self.manifest.replacingOccurrences(of: "\"graph\": \"AppGraph\"", with: "\"graph\": \"FeatureGraphSet\""),
                "composition root `App.FeatureGraphSet` is no graph"
            ),
        ]
        var duplicated = package
        duplicated["Sources/Feature/Again.swift"] = "@DependencyGraph final class FeatureGraph {}\n"
        duplicated["workspace.json"] = Self.manifest.replacingOccurrences(
            of: "[\"Sources/Feature/FeatureGraph.swift\"]",
            with: "[\"Sources/Feature/FeatureGraph.swift\", \"Sources/Feature/Again.swift\"]")
        let (twice, _) = try check(["--graph", "mermaid", "--workspace-manifest", "workspace.json"], files: duplicated)
        #expect(twice.status == 2)
        #expect(
            twice.stderr.contains(
                "graph `FeatureGraph` is declared more than once in target `Feature`: Sources/Feature/Again.swift:29, Sources/Feature/FeatureGraph.swift:138"
            ), "\(twice.stderr)")
        for (text, message) in cases {
            var files = package
            files["workspace.json"] = text
            let (run, _) = try check(
                ["--graph", "mermaid", "--workspace-manifest", "workspace.json", "--view", "composition"], files: files)
            #expect(run.status == 2)
            #expect(run.stderr.contains(message), "\(run.stderr)")
        }
    }
}
