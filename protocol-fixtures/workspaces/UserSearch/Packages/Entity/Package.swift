// swift-tools-version: 6.0
import PackageDescription

// 순수 값 타입만 담는 모듈: 다른 패키지에 의존하지 않는다.
let package = Package(
    name: "Entity",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Entity", targets: ["Entity"]),
    ],
    targets: [
        .target(name: "Entity"),
    ]
)
