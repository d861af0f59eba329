// swift-tools-version: 6.0
import PackageDescription

/// The app target: the composition root that wires every feature package together.
let package = Package(
    name: "App",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        .package(path: "../Packages/Core"),
        .package(path: "../Packages/Data"),
        .package(path: "../Packages/Entity"),
        .package(path: "../Packages/Network"),
        .package(path: "../Packages/Search"),
        .package(path: "../Packages/SearchDetail"),
        .package(url: "https://github.com/opficdev/Cradle", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(
            name: "App",
            dependencies: [
                .product(name: "Core", package: "Core"),
                .product(name: "Data", package: "Data"),
                .product(name: "Entity", package: "Entity"),
                .product(name: "Network", package: "Network"),
                .product(name: "Search", package: "Search"),
                .product(name: "SearchDetail", package: "SearchDetail"),
                .product(name: "Cradle", package: "Cradle"),
            ]
        ),
    ]
)
