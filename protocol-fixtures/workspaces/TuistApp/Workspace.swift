import ProjectDescription

let workspace = Workspace(
    name: "TuistApp",
    projects: ["Projects/**"]
)
