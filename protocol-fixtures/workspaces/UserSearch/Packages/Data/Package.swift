// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Data",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Data", targets: ["Data"]),
    ],
    dependencies: [
        .package(path: "../Domain"),
        .package(path: "../Entity"),
        .package(path: "../Network"),
        .package(url: "https://github.com/opficdev/Cradle", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "Data",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "Entity", package: "Entity"),
                .product(name: "Network", package: "Network"),
                .product(name: "Cradle", package: "Cradle"),
            ]
        ),
    ]
)
