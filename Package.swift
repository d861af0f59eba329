// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cradle-lsp",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CradleSyntax", targets: ["CradleSyntax"]),
        .library(name: "CradleAnalysis", targets: ["CradleAnalysis"]),
    ],
    targets: [
        .target(name: "CradleSyntax"),
        .target(name: "CradleAnalysis", dependencies: ["CradleSyntax"]),
        .executableTarget(name: "CradleBench", dependencies: ["CradleSyntax", "CradleAnalysis"]),
        .testTarget(name: "CradleSyntaxTests", dependencies: ["CradleSyntax"], exclude: ["Snapshots"]),
        .testTarget(name: "CradleAnalysisTests", dependencies: ["CradleAnalysis", "CradleSyntax"]),
    ]
)
