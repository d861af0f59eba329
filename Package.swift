// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "cradle-lsp",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CradleSyntax", targets: ["CradleSyntax"])
    ],
    targets: [
        .target(name: "CradleSyntax"),
        .executableTarget(name: "CradleBench", dependencies: ["CradleSyntax"]),
        .testTarget(name: "CradleSyntaxTests", dependencies: ["CradleSyntax"], exclude: ["Snapshots"]),
    ]
)
