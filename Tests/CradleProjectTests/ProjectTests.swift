import Foundation
import Testing

@testable import CradleProject

/// `product.md` §2a on real folders: roots, build definitions, module closures, bad input.
@Suite("Project")
struct ProjectTests {
    static func package(_ name: String, dependencies: [String] = [], targetDependencies: [String]? = nil) -> String {
        let packages = dependencies.map { ".package(path: \"../\($0)\")" }.joined(separator: ", ")
        let products = (targetDependencies ?? dependencies).map { ".product(name: \"\($0)\", package: \"\($0)\")" }
            .joined(separator: ", ")
        return """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [.library(name: "\(name)", targets: ["\(name)"])],
                dependencies: [\(packages)],
                targets: [.target(name: "\(name)", dependencies: [\(products)])]
            )

            """
    }

    /// App → Search → Data; Other stands alone.
    static func app() throws -> String {
        try makeTree([
            ".git/HEAD": "ref: refs/heads/main\n",
            "App/Package.swift": package("App", dependencies: ["Packages/Search"], targetDependencies: ["Search"])
                .replacingOccurrences(of: "../Packages/Search", with: "../Packages/Search"),
            "App/Sources/App/Main.swift": "import Search\n",
            "Packages/Search/Package.swift": package("Search", dependencies: ["Data"]),
            "Packages/Search/Sources/Search/SearchGraph.swift": "import Cradle\n",
            "Packages/Data/Package.swift": package("Data"),
            "Packages/Data/Sources/Data/DataGraph.swift": "import Cradle\n",
            "Packages/Other/Package.swift": package("Other"),
            "Packages/Other/Sources/Other/Other.swift": "import Cradle\n",
        ])
    }

    @Test("the root: .cradle-lsp.json first, then .git, *.xcworkspace or Tuist's Workspace.swift, then the outermost definition")
    func roots() throws {
        let tree = try makeTree([
            ".git/HEAD": "", "Sub/.cradle-lsp.json": "{}", "Sub/Inner/A.swift": "", "Pkg/Package.swift": "",
            "Pkg/Nested/Package.swift": "", "Pkg/Nested/B.swift": "",
        ])
        #expect(WorkspaceRoot.find(for: tree + "/Sub/Inner/A.swift") == tree + "/Sub")
        #expect(WorkspaceRoot.find(for: tree + "/Pkg/Nested") == tree)
        let plain = try makeTree([
            "Pkg/Package.swift": "", "Pkg/Nested/Package.swift": "", "Pkg/Nested/B.swift": "", "Loose/C.swift": "",
            "Tuist/Workspace.swift": "import ProjectDescription\nlet workspace = Workspace(name: \"W\")\n",
            "Tuist/Projects/A/D.swift": "", "Models/Workspace.swift": "struct Workspace {}\n", "Models/E.swift": "",
            "Xc/App.xcworkspace/contents.xcworkspacedata": "<Workspace/>", "Xc/Sources/F.swift": "",
        ])
        #expect(WorkspaceRoot.find(for: plain + "/Pkg/Nested/B.swift") == plain + "/Pkg")
        #expect(WorkspaceRoot.find(for: plain + "/Loose/C.swift") == plain + "/Loose")
        #expect(WorkspaceRoot.find(for: plain + "/Loose") == plain + "/Loose")
        #expect(WorkspaceRoot.find(for: plain + "/Tuist/Projects/A") == plain + "/Tuist")
        #expect(WorkspaceRoot.find(for: plain + "/Models/E.swift") == plain + "/Models")
        #expect(WorkspaceRoot.find(for: plain + "/Xc/Sources") == plain + "/Xc")
    }

    @Test("a package checked alone loads what it depends on and what depends on it, and reports only itself")
    func subPath() throws {
        let root = try Self.app()
        let project = Project.find(paths: ["Packages/Search"], currentDirectory: root)
        #expect(project.roots == [root])
        // Unrelated modules are read only for the graphs they declare.
        #expect(project.files.filter(\.isNeededOnlyForGraphs).map(\.path) == ["Packages/Other/Sources/Other/Other.swift"])
        let files = project.files.filter { !$0.isNeededOnlyForGraphs }
        #expect(
            files.map(\.path) == [
                "App/Sources/App/Main.swift", "Packages/Data/Sources/Data/DataGraph.swift",
                "Packages/Search/Sources/Search/SearchGraph.swift",
            ])
        #expect(files.map(\.module) == ["App", "Data", "Search"])
        #expect(files.map(\.isReported) == [false, false, true])
        #expect(files.map(\.rootRelativePath) == files.map(\.path))
        #expect(project.problems.isEmpty)
        let visibility = project.modules.visibility
        #expect(visibility.canSee("Data", from: "App"))
        #expect(!visibility.canSee("App", from: "Data"))
        #expect(!visibility.canSee("Other", from: "Search"))
    }

    @Test("paths are written as given, from any working directory; root-relative paths do not depend on it")
    func displayPaths() throws {
        let root = try Self.app()
        let project = Project.find(paths: ["../Packages/Data"], currentDirectory: root + "/App")
        let fromApp = project.files.filter { !$0.isNeededOnlyForGraphs }
        #expect(
            fromApp.map(\.path) == [
                "../Packages/Data/Sources/Data/DataGraph.swift", "../Packages/Search/Sources/Search/SearchGraph.swift",
                "Sources/App/Main.swift",
            ])
        #expect(
            fromApp.map(\.rootRelativePath) == [
                "Packages/Data/Sources/Data/DataGraph.swift", "Packages/Search/Sources/Search/SearchGraph.swift",
                "App/Sources/App/Main.swift",
            ])
        let absolute = Project.find(paths: [root + "/Packages/Data"], currentDirectory: "/", style: .absolute)
        #expect(absolute.files.allSatisfy { $0.path == $0.absolutePath })
    }

    @Test("dependency cycles between packages, missing local packages, targets outside their package")
    func badDefinitions() throws {
        let root = try makeTree([
            ".cradle-lsp.json": "{}",
            "A/Package.swift": Self.package("A", dependencies: ["B"]), "A/Sources/A/A.swift": "",
            "B/Package.swift": Self.package("B", dependencies: ["A", "Missing"]), "B/Sources/B/B.swift": "",
            "C/Package.swift": """
            import PackageDescription
            let package = Package(name: "C", targets: [
                .target(name: "C", path: "../Elsewhere"),
                .target(name: "Gone", path: "Nowhere"),
                .target(name: "Picky", sources: ["NoSuchFile.swift"]),
            ])
            """,
            "C/Sources/Picky/P.swift": "",
            "Elsewhere/E.swift": "",
            "Broken/Package.swift":
                "import PackageDescription\nlet package = Package(name: \"Broken\", targets: [.target(name: \"Broken\"",
            "Broken/Sources/Broken/X.swift": "",
        ])
        let project = Project.find(paths: ["."], currentDirectory: root)
        let descriptions = Set(project.problems.map(\.description))
        #expect(descriptions.contains("\(root)/B/Package.swift: the local package `\(root)/Missing` has no Package.swift"))
        #expect(descriptions.contains("\(root)/Broken/Package.swift: line 2: `(` is never closed; read as far as it goes"))
        #expect(
            descriptions.contains(
                "\(root)/C/Package.swift: no Swift file belongs to target `Picky` (its sources match nothing: NoSuchFile.swift)"))
        #expect(descriptions.contains("\(root)/C/Package.swift: the source folder `Nowhere` of target `Gone` does not exist"))
        #expect(
            descriptions.contains(
                "\(root)/C/Package.swift: the `path:` of target `C` points outside the package (`\(root)/Elsewhere`)"))
        #expect(descriptions.count == 5)
        #expect(project.problems.allSatisfy { !$0.isFatal })
        let modules = Dictionary(project.files.map { ($0.path, $0.module) }, uniquingKeysWith: { a, _ in a })
        #expect(modules["A/Sources/A/A.swift"] == "A")
        #expect(modules["B/Sources/B/B.swift"] == "B")
        #expect(modules["Broken/Sources/Broken/X.swift"] == "Broken")
        #expect(modules["Elsewhere/E.swift"] == "C")
        // In a package that was read, a file no target lists is compiled nowhere, so it is not loaded.
        #expect(modules["C/Sources/Picky/P.swift"] == nil)
        #expect(project.modules.dependencyClosure(of: ["A"]) == ["A", "B"])
        #expect(project.modules.dependents(of: ["A"]) == ["A", "B"])
    }

    @Test("a local package outside the root is loaded too; manifests and Tuist helpers are never sources")
    func outsideRoot() throws {
        let tree = try makeTree([
            "App/.cradle-lsp.json": "{}",
            "App/Package.swift": Self.package("App", dependencies: ["Shared"]),
            "App/Sources/App/Main.swift": "",
            "Shared/Package.swift": Self.package("Shared"),
            "Shared/Sources/Shared/S.swift": "",
            "App/Tuist/ProjectDescriptionHelpers/Helpers.swift": "import ProjectDescription\n",
            "App/Sources/App/Package.swift": "struct Package {}\n",
        ])
        let project = Project.find(paths: ["."], currentDirectory: tree + "/App")
        #expect(
            project.files.map(\.path) == [
                "../Shared/Sources/Shared/S.swift", "Sources/App/Main.swift", "Sources/App/Package.swift",
            ])
        #expect(project.files.map(\.module) == ["Shared", "App", "App"])
        #expect(project.problems.isEmpty)
    }

    @Test("a local package's nested packages and projects (its fixtures) are not the app's unless a manifest names them")
    func nestedInLocalPackage() throws {
        let tree = try makeTree([
            "App/.cradle-lsp.json": "{}",
            "App/Package.swift": Self.package("App", dependencies: ["Tool"]),
            "App/Sources/App/Main.swift": "",
            "Tool/Package.swift": Self.package("Tool", dependencies: ["Tool/Used"], targetDependencies: ["Used"]),
            "Tool/Sources/Tool/T.swift": "",
            "Tool/Used/Package.swift": Self.package("Used"),
            "Tool/Used/Sources/Used/U.swift": "",
            "Tool/Fixtures/App/Package.swift": Self.package("App"),
            "Tool/Fixtures/App/Sources/App/F.swift": "",
            "Tool/Fixtures/Tuist/Project.swift": "import ProjectDescription\nlet project = Project(name: \"X\")\n",
            "Tool/Fixtures/Tuist/Sources/X.swift": "",
        ])
        let project = Project.find(paths: ["."], currentDirectory: tree + "/App")
        #expect(
            project.files.map(\.path) == [
                "../Tool/Sources/Tool/T.swift", "../Tool/Used/Sources/Used/U.swift", "Sources/App/Main.swift",
            ])
        #expect(project.files.map(\.module) == ["Tool", "Used", "App"])
        #expect(project.problems.isEmpty, "\(project.problems)")
    }

    @Test("two packages declaring the same module name under one root stay two modules")
    func collisions() throws {
        let root = try makeTree([
            ".git/HEAD": "", "One/Package.swift": Self.package("App"), "One/Sources/App/A.swift": "",
            "Two/Package.swift": Self.package("App"), "Two/Sources/App/B.swift": "",
        ])
        let project = Project.find(paths: ["."], currentDirectory: root)
        #expect(project.files.map(\.module) == ["App", "App#2"])
        #expect(
            project.problems.map(\.description) == [
                "\(root)/Two/Package.swift: module `App` is also declared elsewhere under the root; this one is called `App#2` in reports"
            ])
    }

    @Test("missing paths and non-Swift files are problems; the rest loads")
    func missing() throws {
        let root = try Self.app()
        try Data("notes".utf8).write(to: URL(fileURLWithPath: root + "/App/notes.txt"))
        let project = Project.find(paths: ["Nope", "App/notes.txt", "App"], currentDirectory: root)
        #expect(
            project.problems.map(\.description) == [
                "Nope: no such file or directory", "App/notes.txt: not a Swift file; skipped",
            ])
        #expect(project.problems.first == .missing(path: "Nope"))
        #expect(project.problems.first?.isFatal == true)
        #expect(project.files.filter(\.isReported).map(\.path) == ["App/Sources/App/Main.swift"])
    }
}

@Suite("Project, shared files")
struct SharedFileTests {
    @Test("a file two Xcode targets compile is assigned once, and neither target is reported empty")
    func sharedFile() throws {
        let pbxproj = """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    F1 = {isa = PBXFileReference; path = Shared.swift; sourceTree = "<group>"; };
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    B2 = {isa = PBXBuildFile; fileRef = F1; };
                    G0 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
                    P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                    P2 = {isa = PBXSourcesBuildPhase; files = (B2); };
                    T1 = {isa = PBXNativeTarget; name = App; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                    T2 = {isa = PBXNativeTarget; name = Extension; buildPhases = (P2); productType = "com.apple.product-type.app-extension"; };
                    R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
                };
                rootObject = R0;
            }
            """
        let root = try makeTree([".cradle-lsp.json": "{}", "App.xcodeproj/project.pbxproj": pbxproj, "Shared.swift": ""])
        let project = Project.find(paths: ["."], currentDirectory: root)
        #expect(project.files.map(\.module) == ["App"])
        #expect(project.problems.isEmpty, "\(project.problems)")
    }

    /// An app and a widget extension that both compile `Shared/SharedGraph.swift`; the widget's
    /// graph names it in `sources:` and widget code uses its accessor. The compiler accepts all of
    /// it (the widget compiles its own copy), so nothing may be reported.
    static let sharedFileProject = (
        pbxproj: """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                F1 = {isa = PBXFileReference; path = SharedGraph.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = WidgetGraph.swift; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = AppMain.swift; sourceTree = "<group>"; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F1; };
                B3 = {isa = PBXBuildFile; fileRef = F2; };
                B4 = {isa = PBXBuildFile; fileRef = F3; };
                GS = {isa = PBXGroup; children = (F1); path = Shared; sourceTree = "<group>"; };
                GW = {isa = PBXGroup; children = (F2); path = Widget; sourceTree = "<group>"; };
                GA = {isa = PBXGroup; children = (F3); path = App; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (GS, GW, GA); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1, B4); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B2, B3); };
                T1 = {isa = PBXNativeTarget; name = App; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                T2 = {isa = PBXNativeTarget; name = Widget; buildPhases = (P2); productType = "com.apple.product-type.app-extension"; };
                R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
            };
            rootObject = R0;
        }
        """,
        files: [
            "Shared/SharedGraph.swift": """
            import Cradle

            @DependencyGraph
            final class SharedGraph {
                @Provide private func makeClock() -> Clock { Clock() }
            }

            """,
            "Widget/WidgetGraph.swift": """
            import Cradle

            @DependencyGraph(sources: [SharedGraph.self])
            final class WidgetGraph {
                @Provide private func makeTimeline() -> Timeline { Timeline() }
            }

            func widget(graph: WidgetGraph, shared: SharedGraph) {
                _ = graph.timeline
                _ = shared.clock
            }

            """,
            "App/AppMain.swift": "import Cradle\n",
        ]
    )

    @Test("a file compiled by two targets belongs to both modules: its graph resolves and is used from either")
    func fileInTwoTargets() throws {
        var files = Self.sharedFileProject.files
        files[".cradle-lsp.json"] = "{}"
        files["App.xcodeproj/project.pbxproj"] = Self.sharedFileProject.pbxproj
        let root = try makeTree(files)
        let project = Project.find(paths: ["."], currentDirectory: root)
        #expect(project.problems.isEmpty, "\(project.problems)")
        #expect(
            project.files.map { "\($0.path): \(([$0.module] + $0.otherModules).joined(separator: ", "))" } == [
                "App/AppMain.swift: App", "Shared/SharedGraph.swift: App, Widget", "Widget/WidgetGraph.swift: Widget",
            ])
        for mode in [Project.LoadMode.full, .batch, .editor] {
            let workspace = project.loadWorkspace(mode: mode).workspace
            #expect(workspace.diagnostics.map { "\($0.file): \($0.code.rawValue)" } == [], "\(mode)")
        }
    }

    @Test("a shared file's graph must resolve its sources from every module that compiles it")
    func sharedFileResolvesFromEachModule() throws {
        var files = Self.sharedFileProject.files
        files["Shared/SharedGraph.swift"] = files["Shared/SharedGraph.swift"]?.replacingOccurrences(
            of: "@DependencyGraph\n", with: "@DependencyGraph(sources: [WidgetGraph.self])\n")
        files[".cradle-lsp.json"] = "{}"
        files["App.xcodeproj/project.pbxproj"] = Self.sharedFileProject.pbxproj
        let root = try makeTree(files)
        let workspace = Project.find(paths: ["."], currentDirectory: root).loadWorkspace(mode: .batch).workspace
        // The widget's copy resolves `WidgetGraph`; the app's does not, and the build fails there.
        #expect(
            workspace.diagnostics.map { "\($0.file): \($0.message)" } == [
                "Shared/SharedGraph.swift: source graph `WidgetGraph` is declared in module `Widget`, which `App` does not depend on"
            ])
    }

    @Test("a folder two targets' sources both claim at the same level: its files belong to both modules")
    func folderOfTwoTargets() throws {
        var files = Self.sharedFileProject.files
        files[".cradle-lsp.json"] = "{}"
        files["Project.swift"] = """
            import ProjectDescription

            let project = Project(
                name: "App",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "b.app", sources: ["App/**", "Shared/**"]),
                    .target(name: "Widget", destinations: .iOS, product: .appExtension, bundleId: "b.widget",
                            sources: ["Widget/**", "Shared/**"]),
                ]
            )

            """
        let root = try makeTree(files)
        let project = Project.find(paths: ["."], currentDirectory: root)
        #expect(project.problems.isEmpty, "\(project.problems)")
        let shared = project.files.first { $0.path == "Shared/SharedGraph.swift" }?.absolutePath ?? ""
        #expect(project.modules.modules(claiming: shared) == ["App", "Widget"])
        #expect(
            project.files.map { "\($0.path): \(([$0.module] + $0.otherModules).joined(separator: ", "))" } == [
                "App/AppMain.swift: App", "Shared/SharedGraph.swift: App, Widget", "Widget/WidgetGraph.swift: Widget",
            ])
        for mode in [Project.LoadMode.full, .batch, .editor] {
            let workspace = project.loadWorkspace(mode: mode).workspace
            #expect(workspace.diagnostics.map { "\($0.file): \($0.code.rawValue)" } == [], "\(mode)")
        }
    }
}

@Suite("Project, loading rules")
struct ProjectLoadingTests {
    @Test("a configuration given with --config governs every file, also outside its own folder")
    func givenConfigurationElsewhere() throws {
        let root = try makeTree([
            "CI/cradle.json": #"{"severity": {"provider-not-private-method": "warning"}}"#, "Graph.swift": "import Cradle\n",
        ])
        let project = Project.find(paths: ["."], currentDirectory: root, configurationFile: "CI/cradle.json")
        #expect(project.problems.isEmpty, "\(project.problems)")
        let graph = try #require(project.files.first { $0.path == "Graph.swift" })
        #expect(project.policy(forAbsolutePath: graph.absolutePath).severities == [.providerNotPrivateMethod: .warning])
    }

    @Test("a given file in an excluded folder keeps the root holding it, and so its module")
    func givenExcludedFile() throws {
        let root = try makeTree([
            ".cradle-lsp.json": #"{"exclude": ["Generated/**"]}"#, "Generated/Deep/Broken.swift": "import Cradle\n",
            "Other.swift": "import Cradle\n",
        ])
        let project = Project.find(paths: ["Generated/Deep/Broken.swift"], currentDirectory: root)
        let file = try #require(project.files.first { $0.path == "Generated/Deep/Broken.swift" })
        #expect(file.module == "Generated")
        #expect(file.root == project.files.first { $0.path == "Other.swift" }?.root)
    }

    @Test("an excluded file leaves out only itself: the files after it in its folder are still read")
    func excludedFileAmongOthers() throws {
        // The walk meets a folder's names from the last to the first: `Mocks.swift` before `Graph.swift`.
        let root = try makeTree([
            ".cradle-lsp.json": #"{"exclude": ["Sources/Mocks.swift"]}"#, "Sources/Mocks.swift": "import Cradle\n",
            "Sources/Graph.swift": "import Cradle\n", "Sources/Zone.swift": "import Cradle\n",
        ])
        let project = Project.find(paths: ["."], currentDirectory: root)
        #expect(project.files.map(\.path) == ["Sources/Graph.swift", "Sources/Zone.swift"])
    }

    @Test("of two roots, the one whose configuration has no `exclude` excludes nothing, though the other's excludes")
    func rootConfigurationWithoutExclude() throws {
        let root = try makeTree([
            "App/.cradle-lsp.json": #"{"exclude": ["Generated/**"]}"#, "App/Generated/Mocks.swift": "import Cradle\n",
            "App/Main.swift": "import Cradle\n", "Feature/.cradle-lsp.json": "{}",
            "Feature/Sub/Graph.swift": "import Cradle\n", "Feature/Top.swift": "import Cradle\n",
        ])
        let project = Project.find(paths: ["App", "Feature"], currentDirectory: root)
        #expect(project.configurations.count == 2)
        #expect(project.files.map(\.path) == ["App/Main.swift", "Feature/Sub/Graph.swift", "Feature/Top.swift"])
        #expect(project.problems.isEmpty, "\(project.problems)")
    }

    @Test("two roots under one configuration share it: its glob excludes in one root and is no problem in the other")
    func rootsSharingAConfiguration() throws {
        let root = try makeTree([
            ".cradle-lsp.json": #"{"exclude": ["App/Generated/**"]}"#, "App/Generated/Mocks.swift": "import Cradle\n",
            "App/Main.swift": "import Cradle\n", "Feature/Top.swift": "import Cradle\n",
        ])
        let project = Project.find(paths: ["Feature", "App"], currentDirectory: root)
        #expect(project.files.map(\.path) == ["App/Main.swift", "Feature/Top.swift"])
        #expect(project.problems.isEmpty, "\(project.problems)")
    }

    @Test("checking a file no build definition declares loads every module fully (its users are unknown)")
    func undeclaredFileLoadsEverything() throws {
        let root = try makeTree([
            "Packages/Core/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Core", targets: [.target(name: "Core")])

            """,
            "Packages/Core/Sources/Core/CoreGraph.swift": "import Cradle\n", "App/Main.swift": "import Cradle\n",
            ".cradle-lsp.json": "{}",
        ])
        let project = Project.find(paths: ["App/Main.swift"], currentDirectory: root)
        #expect(
            project.files.map { "\($0.path): \($0.module), \($0.isNeededOnlyForGraphs)" } == [
                "App/Main.swift: App, false", "Packages/Core/Sources/Core/CoreGraph.swift: Core, false",
            ])
    }

    @Test("Tuist's `.package(product:)` names no package: the product of any local package is found")
    func tuistPackageProductWithoutPackage() throws {
        let root = try makeTree([
            "Project.swift": """
            import ProjectDescription

            let project = Project(
                name: "App",
                targets: [
                    .target(
                        name: "App", destinations: .iOS, product: .app, bundleId: "b", sources: ["Sources/**"],
                        dependencies: [.package(product: "Core")])
                ])

            """,
            "Sources/App.swift": "import Cradle\n",
            "Packages/Core/Package.swift": """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(name: "Core", products: [.library(name: "Core", targets: ["Core"])], targets: [.target(name: "Core")])

            """,
            "Packages/Core/Sources/Core/Core.swift": "import Cradle\n",
        ])
        let project = Project.find(paths: ["."], currentDirectory: root)
        #expect(project.modules.visibility.canSee("Core", from: "App"), "\(project.problems)")
    }

    @Test("the walk goes on in the Tuist folder after ProjectDescriptionHelpers: Tuist/Package.swift is read")
    func tuistFolderAfterHelpers() throws {
        let root = try makeTree([
            "Project.swift": """
            import ProjectDescription

            let project = Project(name: "App", targets: [.target(name: "App", destinations: .iOS, product: .app, bundleId: "b")])

            """,
            "Tuist/ProjectDescriptionHelpers/Helpers.swift": "import ProjectDescription\n",
            "Tuist/Package.swift":
                "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(name: \"AppDependencies\")\n",
            "Sources/App.swift": "import Cradle\n",
        ])
        let project = Project.find(paths: ["."], currentDirectory: root)
        #expect(
            project.definitions.map { PathName.relative($0.file, to: root) ?? $0.file } == [
                "Project.swift", "Tuist/Package.swift",
            ])
    }
}
