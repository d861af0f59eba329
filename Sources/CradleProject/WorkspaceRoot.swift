import Foundation

/// Where a workspace starts (`product.md` §2a): the nearest folder at or above a path that holds
/// `.cradle-lsp.json`; else the nearest that holds `.git`, a `*.xcworkspace` or Tuist's
/// `Workspace.swift`; else the outermost that holds `Package.swift`, `Project.swift` or a
/// `*.xcodeproj`; else the path itself (a file's folder).
public enum WorkspaceRoot {
    /// The root for an absolute, standardized path. `/` and the home directory are never an
    /// ancestor's root (a `.git` of dotfiles in the home directory does not make every folder
    /// under it one workspace); they are a root only when given themselves.
    public static func find(
        for path: String, homeDirectory: String? = WalkLimits.currentHomeDirectory, source: FileSource = .disk
    ) -> String {
        let start = source.isFolder(path) ? path : PathName.parent(path)
        var ancestors: [String] = []
        var folder = start
        while true {
            ancestors.append(folder)
            let parent = PathName.parent(folder)
            if parent == folder || [folder, parent].contains(where: { $0 == "/" || $0 == "." || $0 == homeDirectory }) { break }
            folder = parent
        }
        for candidate in ancestors where source.exists(PathName.join(candidate, ".cradle-lsp.json")) {
            return candidate
        }
        var outermostDefinition: String?
        for candidate in ancestors {
            let names = source.entries(of: candidate)?.map(\.name) ?? []
            if names.contains(".git") || names.contains(where: { $0.hasSuffix(".xcworkspace") })
                || names.contains("Workspace.swift")
                    && FileWalk.imports("ProjectDescription", PathName.join(candidate, "Workspace.swift"), source: source)
            {
                return candidate
            }
            if names.contains("Package.swift") || names.contains(where: { $0.hasSuffix(".xcodeproj") })
                || names.contains("Project.swift")
                    && FileWalk.imports("ProjectDescription", PathName.join(candidate, "Project.swift"), source: source)
            {
                outermostDefinition = candidate
            }
        }
        return outermostDefinition ?? start
    }
}
