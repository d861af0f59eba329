import ProjectDescription
import ProjectDescriptionHelpers

let project = Project.framework(
    name: "Home",
    dependencies: [
        .project(target: "Data", path: "../Data"),
    ]
)
