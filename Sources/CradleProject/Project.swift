import CradleAnalysis
import CradleSyntax
import Foundation

/// A Swift file of the workspace and what the build definitions say about it.
public struct ProjectFile: Sendable, Hashable {
    /// The path as the user gave it or reaches it (joined to a given path, else relative to the
    /// working directory), or absolute when the project was loaded with absolute paths.
    public var path: String
    /// Absolute and standardized.
    public var absolutePath: String
    /// The module it compiles into.
    public var module: String
    /// Further modules that compile it too (a file in an app target and its extension).
    public var otherModules: [String] = []
    /// The workspace root it was found under.
    public var root: String
    /// Whether it lies under the paths asked about: findings are reported for these only; the
    /// other files are loaded because those modules depend on them or they on those.
    public var isReported: Bool
    /// Whether the file belongs to a module unrelated to the reported ones and is loaded only
    /// if it declares a graph, so that a `sources:` graph found there can be named (a sub-path
    /// then says what checking the whole app says).
    public var isNeededOnlyForGraphs: Bool = false

    /// The path relative to the workspace root, for reports that must not depend on the working
    /// directory (SARIF, GitHub annotations).
    public var rootRelativePath: String {
        PathName.relative(absolutePath, to: root) ?? PathName.relativePath(from: root, to: absolutePath)
    }
}

/// The workspace as its build systems define it (`product.md` §2a): the roots of the given
/// paths, every build definition under them (and local packages they reach outside them), the
/// module graph, and the files to analyse: those under the given paths, the modules they depend
/// on, and the modules under the roots that depend on them.
public struct Project: Sendable {
    /// How the paths of files outside the given paths are written.
    public enum PathStyle: Sendable {
        /// As the user reaches them from the working directory (the CLI).
        case relative
        /// Absolute (the server, whose paths come from URIs).
        case absolute
    }

    public private(set) var roots: [String] = []
    /// The files to load, sorted by path.
    public private(set) var files: [ProjectFile] = []
    public private(set) var modules = ModuleGraph()
    public private(set) var definitions: [BuildDefinition] = []
    /// Warnings (and, for missing paths, errors) met while finding the workspace.
    public private(set) var problems: [ProjectProblem] = []
    /// The `.cradle-lsp.json` files in force (`product.md` §2b): the one given, else each root's
    /// own. Each governs the files under its folder (its excludes, its severities); with one
    /// root, or one file given, it governs every file loaded.
    public private(set) var configurations: [Configuration] = []
    /// The first of ``configurations`` (the one given, or the first root's), or an empty one:
    /// where a single answer is needed (`graphOutput`).
    public var configuration: Configuration { configurations.first ?? Configuration() }
    /// Whether one configuration governs every file (a file given, one root, or none at all).
    var hasOneConfiguration: Bool { configurations.count <= 1 && (roots.count <= 1 || configurationIsGiven) }
    /// Whether the configuration was given (`--config`) rather than found at a root.
    private var configurationIsGiven = false
    /// Source bytes read while the build definitions were being read, taken by the first load.
    var preload: SourcePreload?
    /// Where the files are read from: the disk, or a revision held in memory.
    public private(set) var source = FileSource.disk
    /// The severity overrides for a file (absolute): the one configuration's when one governs
    /// every file, else those of the nearest configuration holding it, else none.
    public func policy(forAbsolutePath path: String) -> FindingPolicy {
        if hasOneConfiguration { return configuration.policy }
        return Configuration.policy(for: path, in: configurations) ?? FindingPolicy()
    }

    /// Folders holding a `Package.swift`, for the fallback rule.
    private var packageFolders: Set<String> = []
    /// Folders of definitions that declare modules: their files are compiled by a target or not at all.
    private var builtFolders: Set<String> = []

    public init() {}

    /// Finds the workspace of `paths` (files or folders, relative to `currentDirectory`).
    ///
    /// The configuration is `configurationFile` (relative to `currentDirectory`) when given, else
    /// each root's `.cradle-lsp.json`. A root that `limits` refuses (`/`, the home directory, a
    /// pseudo file system, more entries than the limit) is not walked: its files are not loaded
    /// and a ``ProjectProblem/refusedRoot(path:reason:)`` says why.
    public static func find(
        paths: [String], currentDirectory: String, style: PathStyle = .relative, configurationFile: String? = nil,
        limits: WalkLimits = WalkLimits(), source: FileSource = .disk
    ) -> Project {
        var project = Project()
        project.source = source
        var given: [(typed: String, absolute: String, isFile: Bool)] = []
        for path in paths {
            let absolute = PathName.absolute(path, base: currentDirectory)
            guard let kind = source.kind(ofPath: absolute) else {
                project.problems.append(.missing(path: path))
                continue
            }
            let isDirectory = kind == .directory
            if !isDirectory, !absolute.hasSuffix(".swift") {
                project.problems.append(.notSwift(path: path))
                continue
            }
            if !isDirectory, kind != .file {
                project.problems.append(.notRegularFile(path: path))
                continue
            }
            given.append((path, absolute, !isDirectory))
        }
        var roots: [String] = []
        for root in Set(given.map { WorkspaceRoot.find(for: $0.absolute, homeDirectory: limits.homeDirectory, source: source) })
            .sorted()
        {
            if let reason = limits.refusal(of: root) {
                // Files given by name are still checked, without a walk of their root.
                let folders = given.filter {
                    !$0.isFile
                        && WorkspaceRoot.find(for: $0.absolute, homeDirectory: limits.homeDirectory, source: source) == root
                }
                guard let folder = folders.first else { continue }
                project.problems.append(.refusedRoot(path: style == .absolute ? root : folder.typed, reason: reason))
                given.removeAll { item in folders.contains { $0.absolute == item.absolute } }
            } else {
                roots.append(root)
            }
        }
        project.roots = roots

        if let configurationFile {
            project.configurations = [
                Configuration.load(
                    file: PathName.absolute(configurationFile, base: currentDirectory), displayPath: configurationFile,
                    source: source)
            ]
            project.configurationIsGiven = true
        } else {
            project.configurations = roots.compactMap {
                Configuration.discover(in: $0, currentDirectory: currentDirectory, source: source)
            }
        }
        project.problems += project.configurations.flatMap(\.problems)
        var walk = FileWalk()
        walk.source = source
        walk.configurations = project.configurations
        walk.isCancelled = limits.isCancelled
        var fileRoots: [String: String] = [:]
        for root in roots {
            let before = walk.swiftFiles.count
            let mark = walk.mark
            walk.maximumEntries = walk.entriesSeen + limits.maximumEntries
            walk.walk(root)
            if walk.wasCancelled { return project }
            if walk.isOverLimit {
                // What was found under the root so far is dropped: a partial walk would report
                // findings that the rest of the root may contradict.
                walk.rewind(to: mark)
                walk.resetLimit()
                project.problems.append(.refusedRoot(path: root, reason: limits.overLimitReason))
                project.roots.removeAll { $0 == root }
                given.removeAll { !$0.isFile && PathName.relative($0.absolute, to: root) != nil }
                continue
            }
            for file in walk.swiftFiles[before...] { fileRoots[file] = root }
        }
        // A given file inside a skipped folder is still checked, as asked.
        for item in given where item.isFile && fileRoots[item.absolute] == nil {
            walk.swiftFiles.append(item.absolute)
            fileRoots[item.absolute] =
                roots.first { PathName.relative(item.absolute, to: $0) != nil } ?? PathName.parent(item.absolute)
        }
        // Reading the sources needs no build definition: it runs on another core while the
        // definitions are read (a large project.pbxproj takes as long as reading every file).
        let preload = SourcePreload()
        let group = DispatchGroup()
        let walked = walk.swiftFiles
        DispatchQueue.global().async(group: group) { preload.read(walked, from: source) }
        project.readDefinitions(&walk, fileRoots: &fileRoots)
        group.wait()
        project.preload = preload
        for (index, configuration) in project.configurations.enumerated() {
            for (globIndex, glob) in configuration.exclude.enumerated()
            where !walk.usedGlobs.contains(FileWalk.GlobUse(configuration: index, glob: globIndex)) {
                project.problems.append(
                    .configuration(
                        path: configuration.displayPath, reason: ProjectText.excludeMatchesNothing.bilingual(glob.pattern)))
            }
        }
        project.packageFolders.formUnion(walk.packageFolders)
        project.problems += walk.problems.map { problem in
            switch problem {
            case .unreadable(let path):
                .unreadable(path: displayPath(path, given: given, currentDirectory: currentDirectory, style: style))
            case .symlinkLoop(let path):
                .symlinkLoop(path: displayPath(path, given: given, currentDirectory: currentDirectory, style: style))
            case .notRegularFile(let path):
                .notRegularFile(path: displayPath(path, given: given, currentDirectory: currentDirectory, style: style))
            default: problem
            }
        }

        // Modules: claimed by a definition, else the fallback rule.
        var all: [(absolute: String, module: String, isDeclared: Bool, root: String)] = []
        var otherModules: [String: [String]] = [:]
        let givenFiles = Set(given.filter(\.isFile).map(\.absolute))
        for file in walk.swiftFiles {
            let root = fileRoots[file] ?? PathName.parent(file)
            let claiming = project.modules.modules(claiming: file)
            if let module = claiming.first {
                all.append((file, module, true, root))
                if claiming.count > 1 { otherModules[file] = Array(claiming.dropFirst()) }
            } else if !project.isCompiledNowhere(file) {
                all.append((file, project.fallbackModule(of: file, root: root), false, root))
            } else if givenFiles.contains(file) {
                project.problems.append(
                    .compiledNowhere(path: displayPath(file, given: given, currentDirectory: currentDirectory, style: style)))
            }
        }
        func isReported(_ absolute: String) -> Bool {
            given.contains { $0.absolute == absolute || !$0.isFile && PathName.relative(absolute, to: $0.absolute) != nil }
        }
        let reported = all.filter { isReported($0.absolute) }
        let wanted: Set<String>?
        if reported.contains(where: { !$0.isDeclared }) {
            wanted = nil  // a module no definition declares: its users are unknown, so load everything
        } else {
            let asked = Set(reported.map(\.module))
            wanted = project.modules.dependencyClosure(of: asked).union(project.modules.dependents(of: asked))
        }
        var seen: Set<String> = []
        for file in all {
            guard seen.insert(file.absolute).inserted else { continue }
            let others = otherModules[file.absolute] ?? []
            let isWanted =
                wanted.map { wanted in ([file.module] + others).contains(where: wanted.contains) } ?? true
                || isReported(file.absolute)
            project.files.append(
                ProjectFile(
                    path: displayPath(file.absolute, given: given, currentDirectory: currentDirectory, style: style),
                    absolutePath: file.absolute, module: file.module, otherModules: others, root: file.root,
                    isReported: isReported(file.absolute), isNeededOnlyForGraphs: !isWanted))
        }
        project.files.sort { $0.path < $1.path }
        project.checkModules(claimed: all)
        return project
    }

    /// Reads every build definition the walk found, then follows what they refer to outside the
    /// roots (local packages, an Xcode workspace's projects), walking those folders too,
    /// transitively and each at most once.
    private mutating func readDefinitions(_ walk: inout FileWalk, fileRoots: inout [String: String]) {
        var tuistHelpers: [ManifestSource] = []
        for helper in walk.tuistHelpers {
            if let text = Self.text(of: helper, source: source, problems: &problems) {
                tuistHelpers.append(ManifestSource(path: helper, text: text))
            }
        }
        var packageQueue = walk.packageManifests
        var xcodeQueue = walk.xcodeProjects
        var queued = Set(packageQueue + xcodeQueue)
        let roots = self.roots
        /// Walks a folder outside every root (its files belong to the app all the same) and
        /// queues the definitions found there; for a local package (`followsNested` false), only
        /// its own manifest counts: a package nested in its folder (its test fixtures, say) is
        /// none of the app's unless a manifest refers to it, and its files are compiled nowhere.
        func walkOutside(_ folder: String, followsNested: Bool = true) {
            guard !roots.contains(where: { PathName.relative(folder, to: $0) != nil }) else { return }
            let before = (swift: walk.swiftFiles.count, packages: walk.packageManifests.count, xcode: walk.xcodeProjects.count)
            let mark = walk.mark
            walk.walk(folder)
            for file in walk.swiftFiles[before.swift...] { fileRoots[file] = folder }
            guard followsNested else { return walk.forgetDefinitions(since: mark) }
            for manifest in walk.packageManifests[before.packages...] where queued.insert(manifest).inserted {
                packageQueue.append(manifest)
            }
            for project in walk.xcodeProjects[before.xcode...] where queued.insert(project).inserted {
                xcodeQueue.append(project)
            }
        }
        /// Follows a local package reference of `definition`.
        func follow(_ reference: PackageReference, of definition: String) {
            let manifest = PathName.join(reference.folder, "Package.swift")
            guard source.exists(manifest) else {
                problems.append(
                    .manifest(path: definition, reason: ProjectText.localPackageWithoutManifest.bilingual(reference.folder)))
                return
            }
            walkOutside(reference.folder, followsNested: false)
            if queued.insert(manifest).inserted { packageQueue.append(manifest) }
        }
        for file in walk.xcodeWorkspaces {
            guard let data = source.contents(of: file) else {
                problems.append(.manifest(path: file, reason: ProjectText.definitionUnreadable.entry))
                continue
            }
            let workspace = XcodeWorkspaceReader.read(path: file, data: data)
            problems += workspace.problems
            for reference in workspace.references {
                switch reference.kind {
                case .project:
                    walkOutside(PathName.parent(reference.path))
                    let pbxproj = PathName.join(reference.path, "project.pbxproj")
                    if source.exists(pbxproj), queued.insert(pbxproj).inserted {
                        xcodeQueue.append(pbxproj)
                    }
                case .folder:
                    let manifest = PathName.join(reference.path, "Package.swift")
                    guard source.exists(manifest) else { continue }
                    walkOutside(reference.path)
                    if queued.insert(manifest).inserted { packageQueue.append(manifest) }
                }
            }
        }
        var xcodeIndex = 0
        var packageIndex = 0
        while xcodeIndex < xcodeQueue.count || packageIndex < packageQueue.count {
            while xcodeIndex < xcodeQueue.count {
                let file = xcodeQueue[xcodeIndex]
                xcodeIndex += 1
                let definition: BuildDefinition
                if let early = walk.earlyProjects.definition(of: file) {
                    definition = early
                } else if let bytes = source.contents(of: file) {
                    definition = XcodeProjectReader.read(path: file, data: bytes) { source.contents(of: $0) }
                } else {
                    problems.append(.manifest(path: file, reason: ProjectText.definitionUnreadable.entry))
                    continue
                }
                definitions.append(definition)
                for reference in definition.packageReferences { follow(reference, of: file) }
            }
            while packageIndex < packageQueue.count {
                let manifest = packageQueue[packageIndex]
                packageIndex += 1
                packageFolders.insert(PathName.parent(manifest))
                guard let text = Self.text(of: manifest, source: source, problems: &problems) else { continue }
                let definition = SwiftPackageReader.read(ManifestSource(path: manifest, text: text))
                definitions.append(definition)
                for reference in definition.packageReferences { follow(reference, of: manifest) }
            }
        }
        for manifest in walk.tuistManifests {
            guard let text = Self.text(of: manifest, source: source, problems: &problems) else { continue }
            let root = Self.tuistRoot(of: manifest, roots: roots, source: source)
            let helpers = tuistHelpers.filter { PathName.relative($0.path, to: root) != nil }
            definitions.append(TuistProjectReader.read(ManifestSource(path: manifest, text: text), helpers: helpers, root: root))
        }
        definitions.sort { $0.file < $1.file }
        for definition in definitions { problems += definition.problems }
        modules = ModuleGraph(definitions: definitions)
        problems += modules.problems
        builtFolders = Set(definitions.filter { !$0.modules.isEmpty }.map(ModuleGraph.folder(of:)))
    }

    /// Whether a file no definition claims lies in the folder of a definition that was read
    /// (the nearest one above it declares modules): then no target compiles it, and it is left
    /// out, as the compiler leaves it out.
    func isCompiledNowhere(_ path: String) -> Bool {
        var folder = PathName.parent(path)
        while true {
            if builtFolders.contains(folder) { return true }
            if packageFolders.contains(folder) { return false }  // a package whose manifest declared nothing readable
            let parent = PathName.parent(folder)
            if parent == folder || folder == "/" || folder == "." { return false }
            folder = parent
        }
    }

    /// The folder `.relativeToRoot(…)` starts from: the nearest folder above the manifest that
    /// holds a `Tuist` folder or Tuist's `Workspace.swift`, else the workspace root.
    static func tuistRoot(of manifest: String, roots: [String], source: FileSource = .disk) -> String {
        var folder = PathName.parent(manifest)
        while folder != "/" && folder != "." {
            if source.isFolder(PathName.join(folder, "Tuist")) { return folder }
            if source.exists(PathName.join(folder, "Workspace.swift")) { return folder }
            if roots.contains(folder) { return folder }
            folder = PathName.parent(folder)
        }
        return roots.first { PathName.relative(manifest, to: $0) != nil } ?? PathName.parent(manifest)
    }

    /// Warnings for modules whose sources cannot be where the definition says.
    private mutating func checkModules(claimed: [(absolute: String, module: String, isDeclared: Bool, root: String)]) {
        let populated = Set(claimed.filter(\.isDeclared).map(\.module))
        for definition in definitions {
            let folder = ModuleGraph.folder(of: definition)
            for module in definition.modules where !populated.contains(module.name) && module.kind != .plugin {
                // A file compiled by two targets is assigned to one; the other still has it.
                if claimed.contains(where: { $0.isDeclared && module.sources.contains($0.absolute) }) { continue }
                let existing = module.sources.folders.filter { source.exists($0.path) }
                let reason: MessageText
                if module.sources.folders.isEmpty && module.sources.files.isEmpty {
                    continue
                } else if existing.isEmpty && module.sources.files.isEmpty {
                    let first = module.sources.folders[0].path
                    reason = ProjectText.missingSourceFolder.bilingual(PathName.relative(first, to: folder) ?? first, module.name)
                } else {
                    let patterns = existing.flatMap { $0.include.map(\.pattern) }
                    reason =
                        patterns.isEmpty
                        ? ProjectText.noSwiftFile.bilingual(module.name)
                        : ProjectText.noSwiftFileMatching.bilingual(module.name, patterns.joined(separator: ", "))
                }
                problems.append(.manifest(path: definition.file, reason: reason))
            }
            for module in definition.modules where definition.kind == .swiftPackage {
                for source in module.sources.folders where PathName.relative(source.path, to: folder) == nil {
                    problems.append(
                        .manifest(
                            path: definition.file,
                            reason: ProjectText.pathOutsidePackage.bilingual(module.name, source.path)))
                }
            }
        }
    }

    /// The module of a file no definition claims: SwiftPM layout (`Sources/<Target>/…` under a
    /// folder with `Package.swift`), else the first folder below the root, else the root's name.
    func fallbackModule(of path: String, root: String) -> String {
        let components = path.split(separator: "/").map(String.init)
        var index = components.count - 2
        while index >= 1 {
            if components[index] == "Sources", index + 2 < components.count {
                let packageRoot = "/" + components[..<index].joined(separator: "/")
                if packageFolders.contains(packageRoot) { return components[index + 1] }
            }
            index -= 1
        }
        let relative = (PathName.relative(path, to: root) ?? "").split(separator: "/")
        if relative.count >= 2 { return String(relative[0]) }
        let name = PathName.lastComponent(root)
        return name.isEmpty || name == "/" ? "main" : name
    }

    /// Whether a changed file can change the project: a build definition, a Tuist helper or the
    /// configuration.
    public static func isBuildDefinition(_ path: String) -> Bool {
        let name = PathName.lastComponent(path)
        return [
            "Package.swift", "Project.swift", "Workspace.swift", "project.pbxproj", "contents.xcworkspacedata",
            Configuration.fileName,
        ].contains(name)
            || name.hasPrefix("Package@swift") || path.contains("/Tuist/ProjectDescriptionHelpers/")
    }

    /// Whether a file that appeared after loading (the server's new and closed files) is loaded
    /// as a batch run would load it: it is one of the files, a definition claims it, or no
    /// definition that declares modules holds its folder (`isCompiledNowhere`).
    public func loads(_ absolutePath: String) -> Bool {
        if files.contains(where: { $0.absolutePath == absolutePath }) { return true }
        if modules.module(claiming: absolutePath) != nil { return true }
        return !isCompiledNowhere(absolutePath)
    }

    /// The module of a file that appeared after loading (the server's new files).
    public func module(of absolutePath: String) -> String {
        if let known = files.first(where: { $0.absolutePath == absolutePath }) { return known.module }
        if let claimed = modules.module(claiming: absolutePath) { return claimed }
        let root = roots.first { PathName.relative(absolutePath, to: $0) != nil } ?? PathName.parent(absolutePath)
        return fallbackModule(of: absolutePath, root: root)
    }

    /// How a file's path is written in reports.
    private static func displayPath(
        _ absolute: String, given: [(typed: String, absolute: String, isFile: Bool)], currentDirectory: String,
        style: PathStyle
    ) -> String {
        if style == .absolute { return absolute }
        var best: (typed: String, relative: String)?
        for item in given {
            guard let relative = PathName.relative(absolute, to: item.absolute) else { continue }
            if best == nil || relative.utf8.count < best?.relative.utf8.count ?? 0 { best = (item.typed, relative) }
        }
        if let best { return best.relative.isEmpty ? best.typed : PathName.join(best.typed, best.relative) }
        return PathName.relative(absolute, to: currentDirectory) ?? PathName.relativePath(from: currentDirectory, to: absolute)
    }

    /// A definition file's text; a file that cannot be read is a problem.
    static func text(of path: String, source: FileSource = .disk, problems: inout [ProjectProblem]) -> SourceText? {
        guard let data = source.contents(of: path) else {
            problems.append(.manifest(path: path, reason: ProjectText.definitionUnreadable.entry))
            return nil
        }
        return SourceText(bytes: data)
    }
}
