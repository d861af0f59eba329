// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cradle-lsp",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "cradle-lsp", targets: ["cradle-lsp"]),
        .library(name: "CradleSyntax", targets: ["CradleSyntax"]),
        .library(name: "CradleAnalysis", targets: ["CradleAnalysis"]),
        .plugin(name: "CradleLSPCommandPlugin", targets: ["CradleLSPCommandPlugin"]),
        .plugin(name: "CradleLSPWriteCommandPlugin", targets: ["CradleLSPWriteCommandPlugin"]),
        .plugin(name: "CradleLSPBuildToolPlugin", targets: ["CradleLSPBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "CradleSyntax"),
        .target(name: "CradleAnalysis", dependencies: ["CradleSyntax"]),
        .target(name: "CradleProject", dependencies: ["CradleAnalysis", "CradleSyntax"]),
        .target(name: "CradleProtocol"),
        .target(name: "CradleServer", dependencies: ["CradleAnalysis", "CradleSyntax", "CradleProtocol", "CradleProject"]),
        .target(name: "CradleCLI", dependencies: ["CradleAnalysis", "CradleSyntax", "CradleProject", "CradleProtocol"]),
        .executableTarget(name: "cradle-lsp", dependencies: ["CradleCLI", "CradleServer"]),
        // `swift package cradle-lsp check|graph|diff|analyze|explain` (reads only),
        // `swift package --allow-writing-to-package-directory cradle-lsp-write …` (graph --output,
        // check --fix), and the check during `swift build` and in Xcode. They run the cradle-lsp
        // built here; Plugins/make-artifact-bundle packages them with a prebuilt binary instead.
        .plugin(
            name: "CradleLSPCommandPlugin",
            capability: .command(
                intent: .custom(verb: "cradle-lsp", description: "Check, draw, diff and analyse the package's Cradle graphs")),
            dependencies: ["cradle-lsp"]),
        .plugin(
            name: "CradleLSPWriteCommandPlugin",
            capability: .command(
                intent: .custom(verb: "cradle-lsp-write", description: "cradle-lsp's commands that write into the package"),
                permissions: [
                    .writeToPackageDirectory(reason: "graph --output DIR and check --fix write into the package")
                ]),
            dependencies: ["cradle-lsp"]),
        .plugin(name: "CradleLSPBuildToolPlugin", capability: .buildTool(), dependencies: ["cradle-lsp"]),
        .executableTarget(name: "CradleBench", dependencies: ["CradleSyntax", "CradleAnalysis", "CradleProject", "CradleProtocol"]),
        // What more than one test target uses: the seeded generator of the random tests, and the
        // check that every answer about a registration's uses agrees (built with testing enabled).
        .target(name: "CradleTestSupport", dependencies: ["CradleAnalysis"], path: "Tests/CradleTestSupport"),
        .testTarget(name: "CradleSyntaxTests", dependencies: ["CradleSyntax", "CradleTestSupport"], exclude: ["Snapshots"]),
        .testTarget(
            name: "CradleAnalysisTests", dependencies: ["CradleAnalysis", "CradleSyntax", "CradleTestSupport"],
            exclude: ["Composition/Expected"]),
        .testTarget(
            name: "CradleProjectTests", dependencies: ["CradleProject", "CradleAnalysis", "CradleTestSupport"],
            exclude: ["FuzzFindings"]),
        .testTarget(name: "CradleCLITests", dependencies: ["CradleCLI", "CradleProject", "CradleProtocol", "CradleTestSupport"]),
        .testTarget(name: "CradleProtocolTests", dependencies: ["CradleProtocol"]),
        .testTarget(
            name: "CradleServerTests", dependencies: ["CradleServer", "CradleProtocol", "CradleAnalysis", "CradleTestSupport"]),
    ]
)
