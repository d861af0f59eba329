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
    /// Xcode projects read in the background from the moment the walk finds them: a large
    /// `project.pbxproj` takes as long as the rest of the walk.
    let earlyProjects = EarlyDefinitions()
    /// The configurations whose `exclude` globs skip files and folders, each under its own
    /// folder (the nearest one holding a path decides).
    var configurations: [Configuration] = []
    /// The `exclude` globs that matched something (configuration index, glob index), to warn
    /// about the others.
    var usedGlobs: Set<GlobUse> = []

    /// One `exclude` glob of one configuration.
    struct GlobUse: Hashable {
        let configuration: Int
        let glob: Int
    }
    /// Real paths of folders already walked (symbolic-link loops and repeats).
    private var visited: Set<String> = []

    /// Walks `folder` (absolute, standardized) and everything below it. Entries are typed from
    /// the directory listing itself, so a plain file or folder costs no `stat`; only symbolic
    /// links are resolved, once each, to detect loops.
    mutating func walk(_ folder: String) {
        let real = Self.realPath(folder)
        guard visited.insert(real).inserted else { return }
        var stack = [(path: folder, real: real)]
        while let directory = stack.popLast() {
            guard let entries = Self.entries(of: directory.path) else {
                problems.append(.unreadable(path: directory.path))
                continue
            }
            let isTuistFolder = PathName.lastComponent(directory.path) == "Tuist"
            for entry in entries.sorted(by: { $0.name > $1.name }) {
                let name = entry.name
                let path = PathName.join(directory.path, name)
                var kind = entry.kind
                var real = PathName.join(directory.real, name)
                if kind == .link || kind == .unknown {
                    var isDirectory: ObjCBool = false
                    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                        // A dangling link or a file that vanished.
                        if kind == .link, name.hasSuffix(".swift") { problems.append(.unreadable(path: path)) }
                        continue
                    }
                    if kind == .link, isDirectory.boolValue { real = Self.realPath(path) }
                    kind = isDirectory.boolValue ? .directory : .file
                }
                if kind == .directory {
                    if name.hasSuffix(".xcodeproj") {
                        let pbxproj = PathName.join(path, "project.pbxproj")
                        if FileManager.default.fileExists(atPath: pbxproj) {
                            xcodeProjects.append(pbxproj)
                            earlyProjects.start(pbxproj)
                        }
                        continue
                    }
                    if name.hasSuffix(".xcworkspace") {
                        let contents = PathName.join(path, "contents.xcworkspacedata")
                        if FileManager.default.fileExists(atPath: contents) { xcodeWorkspaces.append(contents) }
                        continue
                    }
                    if name.hasPrefix(".") || Self.skippedFolders.contains(name) { continue }
                    if isExcludedFolder(path) { continue }
                    if isTuistFolder, name == "ProjectDescriptionHelpers" {
                        collectHelpers(in: path)
                        continue
                    }
                    if !visited.insert(real).inserted {
                        problems.append(.symlinkLoop(path: path))
                        continue
                    }
                    stack.append((path, real))
                    continue
                }
                guard name.hasSuffix(".swift") else { continue }
                if let use = excludingGlob(path) {
                    usedGlobs.insert(use)
                    continue
                }
                if name == "Package.swift" || name.hasPrefix("Package@swift") {
                    packageFolders.insert(directory.path)
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

    /// What a directory entry is, as the listing says.
    enum EntryKind {
        case file, directory, link, unknown
    }

    /// A folder's entries (without `.` and `..`) with their kinds, or nil when it cannot be read.
    static func entries(of folder: String) -> [(name: String, kind: EntryKind)]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        var result: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            // DT_DIR, DT_REG and DT_LNK have the same values on Linux and the BSDs.
            let kind: EntryKind =
                switch entry.pointee.d_type {
                case 4: .directory
                case 8: .file
                case 10: .link
                default: .unknown
                }
            result.append((name, kind))
        }
        return result
    }

    /// Whether every file in the folder is excluded: a glob matches the folder itself, or it ends
    /// in `/**` and the rest matches the folder.
    private mutating func isExcludedFolder(_ path: String) -> Bool {
        guard configurations.contains(where: { !$0.exclude.isEmpty }),
            let index = Configuration.nearest(to: path, in: configurations)
        else { return false }
        let configuration = configurations[index]
        guard !configuration.exclude.isEmpty, let relative = PathName.relative(path, to: configuration.folder),
            !relative.isEmpty
        else { return false }
        for (globIndex, glob) in configuration.exclude.enumerated() {
            var pattern = glob.pattern
            while pattern.hasSuffix("/**") { pattern.removeLast(3) }
            if glob.matches(relative) || Glob(pattern).matches(relative) {
                usedGlobs.insert(GlobUse(configuration: index, glob: globIndex))
                return true
            }
        }
        return false
    }

    /// The glob that excludes a file (absolute), from the nearest configuration holding it.
    private func excludingGlob(_ path: String) -> GlobUse? {
        guard configurations.contains(where: { !$0.exclude.isEmpty }),
            let index = Configuration.nearest(to: path, in: configurations),
            let glob = configurations[index].excludingGlob(path)
        else { return nil }
        return GlobUse(configuration: index, glob: glob)
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

/// Xcode project files read and summarised on other threads while the walk goes on.
final class EarlyDefinitions: @unchecked Sendable {
    private let lock = NSLock()
    private let group = DispatchGroup()
    private var definitions: [String: BuildDefinition] = [:]
    private var started: Set<String> = []

    /// Starts reading `pbxproj` (once).
    func start(_ pbxproj: String) {
        lock.lock()
        let isNew = started.insert(pbxproj).inserted
        lock.unlock()
        guard isNew else { return }
        DispatchQueue.global().async(group: group) {
            guard let bytes = SourceReader.contents(of: pbxproj) else { return }
            let definition = XcodeProjectReader.read(path: pbxproj, data: bytes)
            self.lock.lock()
            self.definitions[pbxproj] = definition
            self.lock.unlock()
        }
    }

    /// The definition read for `pbxproj`, waiting for the background reads; nil when it was
    /// not started or could not be read.
    func definition(of pbxproj: String) -> BuildDefinition? {
        group.wait()
        lock.lock()
        defer { lock.unlock() }
        return definitions[pbxproj]
    }
}
