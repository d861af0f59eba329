import Testing

@testable import CradleProject

@Suite("Tuist manifests")
struct TuistProjectReaderTests {
    static let helpers = manifest(
        #"""
        import ProjectDescription

        extension Project {
            public static func appFramework(
                name: String,
                dependencies: [TargetDependency] = [],
                hasTests: Bool = true
            ) -> Project {
                let prefix = "io.example"
                return Project(
                    name: name,
                    targets: [
                        .target(
                            name: name, destinations: .iOS, product: .framework, bundleId: "\(prefix).\(name)",
                            sources: ["Sources/**"], dependencies: dependencies
                        ),
                        .target(
                            name: "\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "\(prefix).\(name)Tests",
                            sources: .glob("Tests/**", excluding: ["Tests/Fixtures/**"]), dependencies: [.target(name: name)]
                        ),
                    ]
                )
            }
        }
        """#, at: "/w/Tuist/ProjectDescriptionHelpers/Project+Templates.swift")

    @Test("a project made by a helper function: names, globs, interpolated names, dependencies")
    func helper() {
        let source = manifest(
            #"""
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.appFramework(
                name: "Data",
                dependencies: [
                    .project(target: "Network", path: .relativeToRoot("Projects/Network")),
                    .project(target: "Core", path: "../Core"),
                    .external(name: "Cradle"),
                    .package(product: "Logging"),
                ]
            )
            """#, at: "/w/Projects/Data/Project.swift")
        let definition = TuistProjectReader.read(source, helpers: [Self.helpers], root: "/w")
        #expect(reasons(definition) == [])
        #expect(definition.name == "Data")
        #expect(definition.modules.map(\.name) == ["Data", "DataTests"])
        #expect(definition.modules.map(\.kind) == [.library, .test])
        let data = definition.modules[0]
        #expect(data.sources.folders == [SourceFolder(path: "/w/Projects/Data/Sources", include: [Glob("**")])])
        #expect(
            data.dependencies == [
                .projectTarget(name: "Network", projectFolder: "/w/Projects/Network"),
                .projectTarget(name: "Core", projectFolder: "/w/Projects/Core"), .product(name: "Logging", package: nil),
            ])
        let tests = definition.modules[1]
        #expect(
            tests.sources.folders == [
                SourceFolder(path: "/w/Projects/Data/Tests", include: [Glob("**")], exclude: [Glob("Fixtures/**")])
            ])
        #expect(tests.dependencies == [.target("Data")])
    }

    @Test("a project written out in full: product names, app targets, default sources, buildable folders")
    func direct() {
        let source = manifest(
            #"""
            import ProjectDescription

            let project = Project(
                name: "App",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, bundleId: "io.example.app",
                            sources: ["Targets/App/Sources/**/*.swift"], dependencies: [.target(name: "Kit")]),
                    .target(name: "Kit", destinations: .iOS, product: .staticFramework, productName: "AppKitCore",
                            bundleId: "io.example.kit"),
                    // A bundle has no Swift module; the targets after it still count.
                    .target(name: "Assets", destinations: .iOS, product: .bundle, bundleId: "io.example.assets"),
                    .target(name: "Widgets", destinations: .iOS, product: .appExtension, bundleId: "io.example.w",
                            buildableFolders: ["Widgets"]),
                ]
            )
            """#, at: "/w/App/Project.swift")
        let definition = TuistProjectReader.read(source, helpers: [], root: "/w")
        #expect(reasons(definition) == [])
        #expect(definition.modules.map(\.name) == ["App", "AppKitCore", "Widgets"])
        #expect(definition.modules.map(\.kind) == [.application, .library, .application])
        #expect(
            definition.modules[0].sources.folders == [
                SourceFolder(path: "/w/App/Targets/App/Sources", include: [Glob("**/*.swift")])
            ])
        #expect(definition.modules[1].sources.folders == [SourceFolder(path: "/w/App/Sources", include: [Glob("**")])])
        #expect(definition.modules[2].sources.folders == [SourceFolder(path: "/w/App/Widgets")])
    }

    @Test("an unknown helper: a warning naming it, and its `name:` as one target over Sources/")
    func unknownHelper() {
        let source = manifest(
            "import ProjectDescription\nlet project = Project.featureModule(name: \"Home\", dependencies: [.target(name: \"X\")])\n",
            at: "/w/Home/Project.swift")
        let definition = TuistProjectReader.read(source, helpers: [], root: "/w")
        #expect(
            reasons(definition) == [
                "the helper `featureModule` is not declared in `Tuist/ProjectDescriptionHelpers`; assuming one target `Home` with sources `Sources/**`"
            ])
        #expect(definition.modules.map(\.name) == ["Home"])
        #expect(definition.modules.first?.sources.folders.map(\.path) == ["/w/Home/Sources"])
    }

    @Test(
        "bad manifests are warnings with the reason; the readable targets stay",
        arguments: [
            (
                "let project = Project(name: \"A\", targets: [.target(name: \"\\(prefix)A\"), .target(name: \"B\")])",
                [
                    "a target whose name cannot be read statically (the string interpolation `\\(prefix)` cannot be read statically)"
                ],
                ["B"]
            ),
            (
                "let project = Project(name: \"A\", targets: makeTargets())",
                [
                    "`targets:` cannot be read statically: `makeTargets(…)` is not a function declared in the manifest or its helpers"
                ], []
            ),
            (
                "let project = Project(name: \"A\", targets: [.target(name: \"A\", sources: paths.map { $0 })])",
                ["`sources:` cannot be read statically: a closure cannot be evaluated statically"], ["A"]
            ),
            (
                "import ProjectDescription\nlet project = Project(name: \"A\", targets: [.target(name: \"A\"",
                ["line 2: `(` is never closed; read as far as it goes"], ["A"]
            ),
        ])
    func badInput(_ text: String, _ expectedReasons: [String], _ modules: [String]) {
        let definition = TuistProjectReader.read(manifest(text, at: "/w/A/Project.swift"), helpers: [], root: "/w")
        #expect(reasons(definition) == expectedReasons)
        #expect(definition.modules.map(\.name) == modules)
    }

    @Test("a helper that calls itself stops at the depth cap")
    func recursiveHelper() {
        let helper = manifest(
            "extension Project { static func loop(name: String) -> Project { Project.loop(name: name) } }\n",
            at: "/w/Tuist/ProjectDescriptionHelpers/Loop.swift")
        let source = manifest("let project = Project.loop(name: \"A\")\n", at: "/w/A/Project.swift")
        let definition = TuistProjectReader.read(source, helpers: [helper], root: "/w")
        #expect(definition.modules.isEmpty)
        #expect(reasons(definition) == ["no `Project(…)` could be read statically; its files fall back to folder names"])
    }

    @Test("helpers of one name that differ by labels: the call binds the one its labels match, not the first declared")
    func helperOverloads() {
        let helpers = manifest(
            #"""
            import ProjectDescription

            extension Target {
                public static func framework(name: String) -> Target {
                    .target(name: name, destinations: .iOS, product: .framework, bundleId: "b.\(name)")
                }
            }

            extension Project {
                public static func framework(name: String, hasTests: Bool) -> Project {
                    var targets: [Target] = [.framework(name: name)]
                    if hasTests {
                        targets.append(.target(name: "\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "b.t"))
                    }
                    return Project(name: name, targets: targets)
                }
            }
            """#, at: "/w/Tuist/ProjectDescriptionHelpers/Framework.swift")
        let source = manifest(
            "let project = Project.framework(name: \"Data\", hasTests: true)\n", at: "/w/Data/Project.swift")
        let definition = TuistProjectReader.read(source, helpers: [helpers], root: "/w")
        #expect(reasons(definition) == [])
        #expect(definition.modules.map(\.name) == ["Data", "DataTests"])
        #expect(definition.modules.map(\.kind) == [.library, .test])
    }
}

/// Shapes found on a real Tuist app (DevLog_iOS): module names set in settings, targets added
/// under a condition in a helper.
@Suite("Tuist manifests as real apps write them")
struct TuistRealAppTests {
    static let helpers = manifest(
        #"""
        import ProjectDescription

        extension Settings {
            static func app(base: SettingsDictionary = [:]) -> Settings {
                var common: SettingsDictionary = ["SWIFT_VERSION": "5.0", "TARGETED_DEVICE_FAMILY": "1,2"]
                common.merge(base) { _, new in new }
                return .settings(base: common, configurations: [], defaultSettings: .recommended)
            }
        }

        extension Project {
            static func module(name: String, hasTests: Bool, hasDemo: Bool = false) -> Project {
                var targets: [Target] = [
                    .target(name: name, destinations: .iOS, product: .framework, bundleId: "b.\(name)", sources: ["Sources/**/*.swift"])
                ]
                if hasTests {
                    targets.append(
                        .target(name: "\(name)Tests", destinations: .iOS, product: .unitTests, bundleId: "b.t", sources: ["Tests/**/*.swift"]))
                } else {
                    targets.append(.target(name: "\(name)Fakes", destinations: .iOS, product: .framework, bundleId: "b.f"))
                }
                if !hasDemo {
                    targets.append(.target(name: "\(name)Stub", destinations: .iOS, product: .framework, bundleId: "b.s"))
                }
                for suffix in ["A", "B"] {
                    targets.append(.target(name: name + suffix, destinations: .iOS, product: .framework, bundleId: "b.x"))
                }
                return Project(name: name, targets: targets)
            }
        }
        """#, at: "/w/Tuist/ProjectDescriptionHelpers/Helpers.swift")

    @Test("PRODUCT_MODULE_NAME in settings names the module, also through a helper that merges dictionaries")
    func moduleNameFromSettings() {
        let source = manifest(
            #"""
            import ProjectDescription

            let project = Project(
                name: "App",
                targets: [
                    .target(name: "App", destinations: .iOS, product: .app, productName: "DevLog", bundleId: "b",
                            sources: ["Sources/**"], settings: .app(base: ["CODE_SIGN_STYLE": "Automatic", "PRODUCT_MODULE_NAME": "App"])),
                    .target(name: "Kit", destinations: .iOS, product: .framework, productName: "KitProduct", bundleId: "k",
                            settings: .settings(base: ["PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)"])),
                ]
            )
            """#, at: "/w/App/Project.swift")
        let definition = TuistProjectReader.read(source, helpers: [Self.helpers], root: "/w")
        #expect(reasons(definition) == [])
        #expect(definition.modules.map(\.name) == ["App", "KitProduct"])
    }

    @Test("`if` in a helper: the branch its condition picks; a `for` over a literal array adds each element's targets")
    func conditions() {
        let tests = TuistProjectReader.read(
            manifest("let project = Project.module(name: \"Data\", hasTests: true)\n", at: "/w/Data/Project.swift"),
            helpers: [Self.helpers], root: "/w")
        #expect(tests.modules.map(\.name) == ["Data", "DataTests", "DataStub", "DataA", "DataB"])
        #expect(tests.modules.map(\.kind) == [.library, .test, .library, .library, .library])
        #expect(reasons(tests) == [])
        let fakes = TuistProjectReader.read(
            manifest(
                "let project = Project.module(name: \"Data\", hasTests: false, hasDemo: true)\n", at: "/w/Data/Project.swift"),
            helpers: [Self.helpers], root: "/w")
        #expect(fakes.modules.map(\.name) == ["Data", "DataFakes", "DataA", "DataB"])
    }

    @Test("`map` and `flatMap` with closures, and `for` over a helper's parameter, add their targets; other loops are reported")
    func loopsAndMaps() {
        let helpers = manifest(
            #"""
            import ProjectDescription

            extension Target {
                static func features(_ names: [String]) -> [Target] {
                    var targets: [Target] = []
                    for name in names {
                        let bundle = "b.\(name)"
                        targets.append(.target(name: name, destinations: .iOS, product: .framework, bundleId: bundle,
                                               sources: ["Features/\(name)/**"]))
                    }
                    return targets
                }

                static func filtered(_ names: [String]) -> [Target] {
                    var targets: [Target] = []
                    for name in names where name != "Skip" {
                        targets.append(.target(name: name, destinations: .iOS, product: .framework, bundleId: "b"))
                    }
                    return targets
                }
            }
            """#, at: "/w/Tuist/ProjectDescriptionHelpers/Targets.swift")
        let source = manifest(
            #"""
            import ProjectDescription
            import ProjectDescriptionHelpers

            let layers = ["Domain", "Data"]
            let project = Project(
                name: "App",
                targets: layers.map { .target(name: $0, destinations: .iOS, product: .framework, bundleId: "b.\($0)",
                                              sources: ["\($0)/Sources/**"]) }
                    + ["Core"].flatMap { (layer: String) -> [Target] in
                        [
                            .target(name: layer, destinations: .iOS, product: .framework, bundleId: "b", sources: ["\(layer)/**"]),
                            .target(name: "\(layer)Tests", destinations: .iOS, product: .unitTests, bundleId: "b"),
                        ]
                    }
                    + Target.features(["Home", "Search"])
            )
            """#, at: "/w/App/Project.swift")
        let definition = TuistProjectReader.read(source, helpers: [helpers], root: "/w")
        #expect(reasons(definition) == [])
        #expect(definition.modules.map(\.name) == ["Domain", "Data", "Core", "CoreTests", "Home", "Search"])
        #expect(definition.modules.map(\.kind) == [.library, .library, .library, .test, .library, .library])
        #expect(definition.modules[1].sources.folders == [SourceFolder(path: "/w/App/Data/Sources", include: [Glob("**")])])
        #expect(definition.modules[5].sources.folders == [SourceFolder(path: "/w/App/Features/Search", include: [Glob("**")])])
        let filtered = TuistProjectReader.read(
            manifest("let project = Project(name: \"F\", targets: Target.filtered([\"A\"]))\n", at: "/w/F/Project.swift"),
            helpers: [helpers], root: "/w")
        #expect(reasons(filtered) == ["helper `filtered`: a `for` loop is not followed; the targets it adds are missing"])
    }
}
