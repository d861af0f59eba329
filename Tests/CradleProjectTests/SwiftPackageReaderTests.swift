import Testing

@testable import CradleProject

@Suite("SwiftPM manifests")
struct SwiftPackageReaderTests {
    static let search = #"""
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Search",
            platforms: [.iOS(.v17), .macOS(.v14)],
            products: [
                .library(name: "Search", targets: ["Search", "SearchUI"]),
            ],
            dependencies: [
                .package(path: "../Data"),
                .package(name: "DomainKit", path: "../Domain"),
                .package(url: "https://github.com/opficdev/Cradle", from: "1.0.0"),
            ],
            targets: [
                .target(
                    name: "Search",
                    dependencies: [
                        .product(name: "Data", package: "Data"),
                        .product(name: "Domain", package: "DomainKit"),
                        .product(name: "Cradle", package: "Cradle"),
                    ],
                    exclude: ["Fixtures", "README.md"]
                ),
                .target(name: "SearchUI", dependencies: ["Search", .target(name: "Shared")], path: "UI", sources: ["Views", "Main.swift"]),
                .target(name: "Shared"),
                .executableTarget(name: "search-cli", dependencies: [.byName(name: "Search")]),
                .testTarget(name: "SearchTests", dependencies: ["Search"]),
                .binaryTarget(name: "Blob", path: "Blob.xcframework"),
                .plugin(name: "Lint", capability: .buildTool()),
            ]
        )
        """#

    @Test("targets, kinds, folders, excludes, sources, dependencies, products and local packages")
    func realistic() {
        let definition = SwiftPackageReader.read(manifest(Self.search, at: "/w/Packages/Search/Package.swift"))
        #expect(definition.name == "Search")
        #expect(reasons(definition) == [])
        #expect(definition.modules.map(\.name) == ["Search", "SearchUI", "Shared", "search_cli", "SearchTests", "Lint"])
        #expect(definition.modules.map(\.kind) == [.library, .library, .library, .executable, .test, .plugin])
        let search = definition.modules[0]
        #expect(search.sources.folders.first?.path == "/w/Packages/Search/Sources/Search")
        #expect(search.sources.folders.first?.exclude == [Glob("Fixtures"), Glob("README.md")])
        #expect(
            search.dependencies == [
                .product(name: "Data", package: "Data"), .product(name: "Domain", package: "DomainKit"),
                .product(name: "Cradle", package: "Cradle"),
            ])
        let ui = definition.modules[1]
        #expect(ui.sources.folders.map(\.path) == ["/w/Packages/Search/UI"])
        #expect(ui.sources.folders.first?.include == [Glob("Views/**"), Glob("Main.swift")])
        #expect(ui.dependencies == [.byName("Search"), .target("Shared")])
        #expect(definition.modules[4].sources.folders.first?.path == "/w/Packages/Search/Tests/SearchTests")
        #expect(definition.products == ["Search": ["Search", "SearchUI"]])
        #expect(
            definition.packageReferences == [
                PackageReference(folder: "/w/Packages/Data", identity: "Data"),
                PackageReference(folder: "/w/Packages/Domain", identity: "DomainKit"),
            ])
    }

    @Test("bindings, helper functions, `+` and appends are followed")
    func computedManifest() {
        let text = #"""
            import PackageDescription

            let core: [Target.Dependency] = ["Core"]

            func feature(_ name: String, extra: [Target.Dependency] = []) -> Target {
                .target(name: name, dependencies: core + extra, path: "Features/\(name)")
            }

            var targets: [Target] = [feature("Home"), feature("Profile", extra: ["Home"])]
            targets.append(.target(name: "Core"))

            let package = Package(name: "App", targets: targets + [.testTarget(name: "HomeTests", dependencies: ["Home"])])
            """#
        let definition = SwiftPackageReader.read(manifest(text))
        #expect(reasons(definition) == [])
        #expect(definition.modules.map(\.name) == ["Home", "Profile", "HomeTests"])
        #expect(definition.modules.first?.sources.folders.map(\.path) == ["/work/App/Features/Home"])
        #expect(definition.modules.dropFirst().first?.dependencies == [.byName("Core"), .byName("Home")])
    }

    @Test("`targets.append` at the top level is not followed, and says so by leaving the target out")
    func topLevelAppendIsIgnored() {
        let text =
            "import PackageDescription\nlet package = Package(name: \"A\", targets: [.target(name: \"A\")])\npackage.targets.append(.target(name: \"B\"))\n"
        #expect(SwiftPackageReader.read(manifest(text)).modules.map(\.name) == ["A"])
    }

    @Test(
        "bad manifests are warnings naming the reason, and what can be read still counts",
        arguments: [
            ("", ["no `Package(…)` found; targets fall back to folder names"], [String]()),
            (
                "import PackageDescription\nlet package = Package(name: \"A\", targets: [.target(name: \"A\"",
                ["line 2: `(` is never closed; read as far as it goes"], ["A"]
            ),
            (
                "let package = Package(name: \"A\", targets: [.target(name: \"\\(prefix)Core\"), .target(name: \"B\")])",
                [
                    "a `.target` whose name cannot be read statically (the string interpolation `\\(prefix)` cannot be read statically)"
                ],
                ["B"]
            ),
            (
                "let package = Package(name: \"A\", targets: names.map { .target(name: $0) })",
                ["`targets:` cannot be read statically: a closure cannot be evaluated statically"], []
            ),
            (
                "let package = Package(name: \"A\", targets: [.target(name: \"A\", path: flag ? \"X\" : \"Y\")])",
                ["the `path:` of target `A` cannot be read statically"], ["A"]
            ),
            (
                "let package = Package(name: \"A\", dependencies: [.package(path: root + \"/Core\")], targets: [])",
                ["a `.package(path:)` that cannot be read statically (`+` of these values cannot be evaluated statically)"], []
            ),
        ])
    func badInput(_ text: String, _ expectedReasons: [String], _ modules: [String]) {
        let definition = SwiftPackageReader.read(manifest(text))
        #expect(reasons(definition) == expectedReasons)
        #expect(definition.modules.map(\.name) == modules)
    }

    @Test("random bytes and deep nesting never trap or hang")
    func robustness() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0..<400, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            _ = SwiftPackageReader.read(manifest(String(decoding: bytes, as: UTF8.self)))
        }
        let deep = "let package = Package(targets: " + String(repeating: "[(", count: 20_000) + ")"
        #expect(!SwiftPackageReader.read(manifest(deep)).modules.contains { _ in true })
        let recursive = "func f(_ x: String) -> Target { f(x) }\nlet package = Package(targets: [f(\"A\")])\n"
        #expect(
            reasons(SwiftPackageReader.read(manifest(recursive))).first?.contains("a target cannot be read statically") == true)
    }

    @Test("SwiftPM module names replace characters an identifier cannot hold")
    func c99() {
        #expect(SwiftPackageReader.c99Name("search-cli") == "search_cli")
        #expect(SwiftPackageReader.c99Name("9Lives") == "_Lives")
        #expect(SwiftPackageReader.c99Name("Café") == "Café")
    }
}
