// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Network",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Network", targets: ["Network"]),
    ],
    dependencies: [
        .package(url: "https://github.com/opficdev/Cradle", from: "1.0.0"),
    ],
    targets: [
        .target(
            name: "Network",
            dependencies: [
                .product(name: "Cradle", package: "Cradle"),
            ]
        ),
    ]
)
