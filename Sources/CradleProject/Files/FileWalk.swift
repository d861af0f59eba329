import Foundation

/// One walk of a folder tree: the Swift sources and the build definitions in it. Skips build,
/// VCS and dependency folders and hidden folders (`product.md` §2a); follows symbolic links
/// once, resolving each folder's real path once (never each file's).
struct FileWalk {
    static let skippedFolders: Set<String> = [".build", ".swiftpm", ".git", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Swift files, absolute and standardized, in walk order.
    var swiftFiles: [String] = []
    /// `Package.swift` files.
    var packageManifests: [String] = []
    /// Folders that hold a file named `Package.swift`, manifest or not, for the fallback rule.
    var packageFolders: Set<String> = []
    /// `Project.swift` files that import `ProjectDescription`.
    var tuistManifests: [String] = []
    /// Swift files of Tuist's `ProjectDescriptionHelpers`.
    var tuistHelpers: [String] = []
    /// `project.pbxproj` files of `*.xcodeproj` folders.
    var xcodeProjects: [String] = []
    /// `contents.xcworkspacedata` files of `*.xcworkspace` folders.
    var xcodeWorkspaces: [String] = []
    var problems: [ProjectProblem] = []
    /// The configuration whose `exclude` globs skip files and folders.
    var configuration = Configuration()
    /// Indexes of the `exclude` globs that matched something, to warn about the others.
    var usedGlobs: Set<Int> = []
    /// Real paths of folders already walked (symbolic-link loops and repeats).
    private var visited: Set<String> = []

    /// Walks `folder` (absolute, standardized) and everything below it.
    mutating func walk(_ folder: String) {
        let fileManager = FileManager.default
        guard visited.insert(Self.realPath(folder)).inserted else { return }
        var stack = [folder]
        while let directory = stack.popLast() {
            guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else {
                problems.append(.unreadable(path: directory))
                continue
            }
            let isTuistFolder = PathName.lastComponent(directory) == "Tuist"
            for name in names.sorted().reversed() {
                let path = PathName.join(directory, name)
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    // A dangling link or a file that vanished.
                    if (try? fileManager.destinationOfSymbolicLink(atPath: path)) != nil, name.hasSuffix(".swift") {
                        problems.append(.unreadable(path: path))
                    }
                    continue
                }
                if isDirectory.boolValue {
                    if name.hasSuffix(".xcodeproj") {
                        let pbxproj = PathName.join(path, "project.pbxproj")
                        if fileManager.fileExists(atPath: pbxproj) { xcodeProjects.append(pbxproj) }
                        continue
                    }
                    if name.hasSuffix(".xcworkspace") {
                        let contents = PathName.join(path, "contents.xcworkspacedata")
                        if fileManager.fileExists(atPath: contents) { xcodeWorkspaces.append(contents) }
                        continue
                    }
                    if name.hasPrefix(".") || Self.skippedFolders.contains(name) { continue }
                    if isExcludedFolder(path) { continue }
                    if isTuistFolder, name == "ProjectDescriptionHelpers" {
                        collectHelpers(in: path)
                        continue
                    }
                    if !visited.insert(Self.realPath(path)).inserted {
                        problems.append(.symlinkLoop(path: path))
                        continue
                    }
                    stack.append(path)
                    continue
                }
                guard name.hasSuffix(".swift") else { continue }
                if let glob = configuration.excludingGlob(path) {
                    usedGlobs.insert(glob)
                    continue
                }
                if name == "Package.swift" || name.hasPrefix("Package@swift") {
                    packageFolders.insert(directory)
                    if Self.imports("PackageDescription", path) {
                        if name == "Package.swift" { packageManifests.append(path) }
                        continue
                    }
                } else if name == "Project.swift" || name == "Workspace.swift" || isTuistFolder {
                    if Self.imports("ProjectDescription", path) {
                        if name == "Project.swift" { tuistManifests.append(path) }
                        continue
                    }
                }
                swiftFiles.append(path)
            }
        }
    }

    /// Whether every file in the folder is excluded: a glob matches the folder itself, or it ends
    /// in `/**` and the rest matches the folder.
    private mutating func isExcludedFolder(_ path: String) -> Bool {
        guard !configuration.exclude.isEmpty, let relative = PathName.relative(path, to: configuration.folder),
            !relative.isEmpty
        else { return false }
        for (index, glob) in configuration.exclude.enumerated() {
            var pattern = glob.pattern
            while pattern.hasSuffix("/**") { pattern.removeLast(3) }
            if glob.matches(relative) || Glob(pattern).matches(relative) {
                usedGlobs.insert(index)
                return true
            }
        }
        return false
    }

    /// Helper files, which are manifests' code and never sources.
    private mutating func collectHelpers(in folder: String) {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(PathName.join(folder, relative)) }
        }
        tuistHelpers += files.sorted()
    }

    /// The folder's real path (symbolic links resolved): one call per folder.
    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// Whether the first 4 KiB of a file contain `import <module>`.
    static func imports(_ module: String, _ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        return String(decoding: head, as: UTF8.self).contains("import \(module)")
    }
}
