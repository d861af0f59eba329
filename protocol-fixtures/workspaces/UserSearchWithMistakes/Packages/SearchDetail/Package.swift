// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SearchDetail",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "SearchDetail", targets: ["SearchDetail"]),
    ],
    dependencies: [
        .package(path: "../Data"),
        .package(path: "../Domain"),
        .package(path: "../Entity"),
        .package(url: "https://github.com/opficdev/Cradle", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "SearchDetail",
            dependencies: [
                .product(name: "Data", package: "Data"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "Entity", package: "Entity"),
                .product(name: "Cradle", package: "Cradle"),
            ]
        ),
    ]
)
