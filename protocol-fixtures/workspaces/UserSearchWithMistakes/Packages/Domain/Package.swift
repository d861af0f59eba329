// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Domain",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Domain", targets: ["Domain"]),
    ],
    dependencies: [
        .package(path: "../Entity"),
    ],
    targets: [
        .target(
            name: "Domain",
            dependencies: [
                .product(name: "Entity", package: "Entity"),
            ]
        ),
    ]
)
