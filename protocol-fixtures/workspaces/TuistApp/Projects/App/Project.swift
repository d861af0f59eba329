import ProjectDescription

// The app is written out in full, without the helper.
let project = Project(
    name: "TuistApp",
    targets: [
        .target(
            name: "TuistApp",
            destinations: .iOS,
            product: .app,
            bundleId: "io.cradle.example.app",
            sources: ["Sources/**"],
            dependencies: [
                .project(target: "Home", path: "../Home"),
                .project(target: "Data", path: "../Data"),
                .external(name: "Cradle"),
            ]
        ),
    ]
)
