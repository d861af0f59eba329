import ProjectDescription

extension Project {
    /// A feature or core framework with its unit tests: every module of the app but the app
    /// itself is made this way, so each `Project.swift` is one line.
    public static func framework(
        name: String,
        dependencies: [TargetDependency] = []
    ) -> Project {
        let bundlePrefix = "io.cradle.example"
        return Project(
            name: name,
            targets: [
                .target(
                    name: name,
                    destinations: .iOS,
                    product: .framework,
                    bundleId: "\(bundlePrefix).\(name)",
                    sources: ["Sources/**"],
                    dependencies: dependencies + [.external(name: "Cradle")]
                ),
                .target(
                    name: "\(name)Tests",
                    destinations: .iOS,
                    product: .unitTests,
                    bundleId: "\(bundlePrefix).\(name)Tests",
                    sources: ["Tests/**"],
                    dependencies: [.target(name: name)]
                ),
            ]
        )
    }
}
