// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cradle-lsp",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "cradle-lsp", targets: ["cradle-lsp"]),
        .library(name: "CradleSyntax", targets: ["CradleSyntax"]),
        .library(name: "CradleAnalysis", targets: ["CradleAnalysis"]),
    ],
    targets: [
        .target(name: "CradleSyntax"),
        .target(name: "CradleAnalysis", dependencies: ["CradleSyntax"]),
        .target(name: "CradleProject", dependencies: ["CradleAnalysis", "CradleSyntax"]),
        .target(name: "CradleProtocol"),
        .target(name: "CradleServer", dependencies: ["CradleAnalysis", "CradleSyntax", "CradleProtocol", "CradleProject"]),
        .target(name: "CradleCLI", dependencies: ["CradleAnalysis", "CradleSyntax", "CradleProject", "CradleProtocol"]),
        .executableTarget(name: "cradle-lsp", dependencies: ["CradleCLI", "CradleServer"]),
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
        .testTarget(name: "CradleCLITests", dependencies: ["CradleCLI", "CradleProject", "CradleProtocol"]),
        .testTarget(name: "CradleProtocolTests", dependencies: ["CradleProtocol"]),
        .testTarget(
            name: "CradleServerTests", dependencies: ["CradleServer", "CradleProtocol", "CradleAnalysis", "CradleTestSupport"]),
    ]
)
