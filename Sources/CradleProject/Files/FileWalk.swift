import Foundation

/// One walk of a folder tree: the Swift sources and the build definitions in it. Skips build,
/// VCS and dependency folders and hidden folders (`product.md` §2a); follows symbolic links
/// once, resolving each folder's real path once (never each file's). Reads only regular files:
/// an entry is typed before anything opens it (a FIFO, socket or device named `p.swift` is a
/// warning, never a blocking open), and pseudo file systems (`/proc`, `/sys`, `/dev`) are never
/// entered.
public struct FileWalk {
    /// Build products, dependency checkouts and VCS data: never walked (hidden folders neither).
    static let skippedFolders: Set<String> = [".build", ".swiftpm", ".git", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Whether a folder named `name` is skipped by every walk of the tool: a hidden folder, or
    /// one of ``skippedFolders``. The one home of that rule (the CLI and the benchmarks ask it).
    public static func isSkippedFolder(_ name: some StringProtocol) -> Bool {
        name.hasPrefix(".") || skippedFolders.contains(String(name))
    }

    /// Whether a folder holds a Swift file at all, outside the folders every walk skips (a file
    /// no target compiles, or one a configuration excludes, still counts).
    public static func holdsSwiftFile(_ folder: String) -> Bool {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return false }
        while let relative = enumerator.nextObject() as? String {
            let name = relative.split(separator: "/").last ?? Substring(relative)
            if isSkippedFolder(name) {
                enumerator.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") { return true }
        }
        return false
    }

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
    /// Directory entries listed so far, for ``maximumEntries``.
    private(set) var entriesSeen = 0
    /// A walk that lists more entries than this stops (``isOverLimit``).
    var maximumEntries = Int.max
    /// Whether the walk stopped because it listed more than ``maximumEntries`` entries.
    private(set) var isOverLimit = false
    /// Where the folders are listed and the files read.
    var source = FileSource.disk
    /// Asked before each folder is listed: a walk that is no longer wanted stops.
    var isCancelled: @Sendable () -> Bool = { false }
    /// Whether the walk stopped because ``isCancelled`` said so.
    private(set) var wasCancelled = false

    /// Walks `folder` (absolute, standardized) and everything below it. Entries are typed from
    /// the directory listing itself, so a plain file or folder costs no `stat`; only symbolic
    /// links are resolved, once each, to detect loops.
    mutating func walk(_ folder: String) {
        let real = source.realPath(folder)
        guard visited.insert(real).inserted else { return }
        var stack = [(path: folder, real: real)]
        while let directory = stack.popLast() {
            if isCancelled() {
                wasCancelled = true
                return
            }
            // A folder reached through a link or a mount point may be a pseudo file system.
            let entries: [(name: String, kind: EntryKind)]
            switch source.listing(of: directory.path, real: directory.real) {
            case .entries(let listed): entries = listed
            case .pseudoFileSystem: continue
            case .unreadable:
                problems.append(.unreadable(path: directory.path))
                continue
            }
            entriesSeen += entries.count
            if entriesSeen > maximumEntries {
                isOverLimit = true
                return
            }
            let isTuistFolder = PathName.lastComponent(directory.path) == "Tuist"
            for entry in entries.sorted(by: { $0.name > $1.name }) {
                let name = entry.name
                let path = PathName.join(directory.path, name)
                var kind = entry.kind
                var real = PathName.join(directory.real, name)
                if kind == .link || kind == .unknown {
                    // Typed by `stat` (through links), never by opening the entry.
                    guard let target = source.kind(ofPath: path) else {
                        // A dangling link or a file that vanished.
                        if kind == .link, name.hasSuffix(".swift") { problems.append(.unreadable(path: path)) }
                        continue
                    }
                    if kind == .link, target == .directory { real = source.realPath(path) }
                    kind = target
                }
                if kind == .special {
                    if name.hasSuffix(".swift") { problems.append(.notRegularFile(path: path)) }
                    continue
                }
                if kind == .directory {
                    if name.hasSuffix(".xcodeproj") {
                        let pbxproj = PathName.join(path, "project.pbxproj")
                        if source.exists(pbxproj) {
                            xcodeProjects.append(pbxproj)
                            earlyProjects.start(pbxproj, source: source)
                        }
                        continue
                    }
                    if name.hasSuffix(".xcworkspace") {
                        let contents = PathName.join(path, "contents.xcworkspacedata")
                        if source.exists(contents) { xcodeWorkspaces.append(contents) }
                        continue
                    }
                    if Self.isSkippedFolder(name) { continue }
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
                    if Self.imports("PackageDescription", path, source: source) {
                        if name == "Package.swift" { packageManifests.append(path) }
                        continue
                    }
                } else if name == "Project.swift" || name == "Workspace.swift" || isTuistFolder {
                    if Self.imports("ProjectDescription", path, source: source) {
                        if name == "Project.swift" { tuistManifests.append(path) }
                        continue
                    }
                }
                swiftFiles.append(path)
            }
        }
    }

    /// How much the walk has found, to undo the walk of one root.
    struct Mark {
        let swiftFiles, packageManifests, tuistManifests, tuistHelpers, xcodeProjects, xcodeWorkspaces: Int
        let packageFolders: Set<String>
    }

    /// The current mark.
    var mark: Mark {
        Mark(
            swiftFiles: swiftFiles.count, packageManifests: packageManifests.count, tuistManifests: tuistManifests.count,
            tuistHelpers: tuistHelpers.count, xcodeProjects: xcodeProjects.count, xcodeWorkspaces: xcodeWorkspaces.count,
            packageFolders: packageFolders)
    }

    /// Forgets what was found since `mark` (a root over the limit).
    mutating func rewind(to mark: Mark) {
        swiftFiles.removeSubrange(mark.swiftFiles...)
        packageManifests.removeSubrange(mark.packageManifests...)
        tuistManifests.removeSubrange(mark.tuistManifests...)
        tuistHelpers.removeSubrange(mark.tuistHelpers...)
        xcodeProjects.removeSubrange(mark.xcodeProjects...)
        xcodeWorkspaces.removeSubrange(mark.xcodeWorkspaces...)
        packageFolders = mark.packageFolders
    }

    /// Forgets the build definitions found since `mark` and keeps the Swift files (the walk of a
    /// local package, whose nested packages are not the app's).
    mutating func forgetDefinitions(since mark: Mark) {
        packageManifests.removeSubrange(mark.packageManifests...)
        tuistManifests.removeSubrange(mark.tuistManifests...)
        tuistHelpers.removeSubrange(mark.tuistHelpers...)
        xcodeProjects.removeSubrange(mark.xcodeProjects...)
        xcodeWorkspaces.removeSubrange(mark.xcodeWorkspaces...)
        packageFolders = mark.packageFolders
    }

    /// Lets the walk go on with the next root after one went over the limit.
    mutating func resetLimit() {
        isOverLimit = false
    }

    /// What a directory entry is, as the listing says.
    enum EntryKind {
        /// A regular file.
        case file
        case directory
        case link
        /// A FIFO, socket or device: never opened.
        case special
        /// The listing does not say (some file systems); `stat` decides.
        case unknown
    }

    /// What a path is, following symbolic links, by `stat` (which never opens it); nil when it
    /// does not exist.
    static func kind(ofPath path: String) -> EntryKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        switch Int(status.st_mode) & 0o170000 {
        case 0o100000: return .file
        case 0o040000: return .directory
        default: return .special
        }
    }

    /// Folders of pseudo file systems, never walked: their entries are processes, kernel
    /// objects and devices, not sources.
    static let pseudoFileSystemFolders = ["/proc", "/sys", "/dev"]

    /// Whether `folder` (a real path) is, or lies in, a pseudo file system: `/proc`, `/sys` or
    /// `/dev`, or, on Linux, a folder whose file system type is one of the kernel's virtual ones
    /// (one `statfs` per folder).
    static func isPseudoFileSystem(_ folder: String) -> Bool {
        if pseudoFileSystemFolders.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) { return true }
        #if os(Linux)
            return fileSystemType(of: folder).map(pseudoFileSystemTypes.contains) ?? false
        #else
            return false
        #endif
    }

    #if os(Linux)
        /// The type (magic number) of the file system holding `folder`, by `statfs`; nil when it
        /// cannot be asked.
        static func fileSystemType(of folder: String) -> UInt32? {
            // `statfs` is glibc's and not in the Swift overlay, so it is looked up by name; its
            // struct starts with `f_type` (a C `long`), and 512 bytes hold all of it.
            guard let statfs = linuxStatfs else { return nil }
            return fileSystemType { statfs(folder, $0) }
        }

        /// The type of the file system holding an open file, by `fstatfs`; nil when it cannot be asked.
        static func fileSystemType(ofDescriptor descriptor: Int32) -> UInt32? {
            guard let fstatfs = linuxFstatfs else { return nil }
            return fileSystemType { fstatfs(descriptor, $0) }
        }

        /// `f_type` of the struct `ask` fills (0 on success).
        private static func fileSystemType(_ ask: (UnsafeMutableRawPointer) -> Int32) -> UInt32? {
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: 512, alignment: 16)
            defer { buffer.deallocate() }
            guard ask(buffer) == 0 else { return nil }
            return UInt32(truncatingIfNeeded: buffer.load(as: Int.self))
        }

        /// glibc's `statfs(2)` and `fstatfs(2)`.
        typealias Statfs = @convention(c) (UnsafePointer<CChar>, UnsafeMutableRawPointer) -> Int32
        typealias Fstatfs = @convention(c) (Int32, UnsafeMutableRawPointer) -> Int32
        static let linuxStatfs: Statfs? = dlsym(nil, "statfs").map { unsafeBitCast($0, to: Statfs.self) }
        static let linuxFstatfs: Fstatfs? = dlsym(nil, "fstatfs").map { unsafeBitCast($0, to: Fstatfs.self) }
    #endif

    /// What listing a folder gave.
    enum Listing {
        case entries([(name: String, kind: EntryKind)])
        /// The folder is, or lies in, a pseudo file system: never walked.
        case pseudoFileSystem
        case unreadable
    }

    /// Lists a folder on the disk (`real`: its real path) with one open: the pseudo file
    /// systems' folders by name, then, on Linux, the file system of the open folder by `fstatfs`.
    static func listing(of folder: String, real: String) -> Listing {
        if pseudoFileSystemFolders.contains(where: { real == $0 || real.hasPrefix($0 + "/") }) { return .pseudoFileSystem }
        guard let stream = opendir(folder) else { return isPseudoFileSystem(real) ? .pseudoFileSystem : .unreadable }
        defer { closedir(stream) }
        #if os(Linux)
            if let type = fileSystemType(ofDescriptor: dirfd(stream)), pseudoFileSystemTypes.contains(type) {
                return .pseudoFileSystem
            }
        #endif
        return .entries(entries(of: stream))
    }

    /// Linux's magic numbers (`linux/magic.h`) of virtual file systems: proc, sysfs, devpts,
    /// cgroup, cgroup2, debugfs, tracefs, securityfs, bpf, pstore, configfs, fusectl, mqueue,
    /// binfmt_misc, hugetlbfs.
    static let pseudoFileSystemTypes: Set<UInt32> = [
        0x9fa0, 0x6265_6572, 0x1cd1, 0x0027_e0eb, 0x6367_7270, 0x6462_6720, 0x7472_6163, 0x7363_6673, 0xcafe_4a11,
        0x6165_676c, 0x6265_6570, 0x6573_5543, 0x1980_0202, 0x4249_4e4d, 0x9584_58f6,
    ]

    /// A folder's entries (without `.` and `..`) with their kinds, or nil when it cannot be read.
    static func entries(of folder: String) -> [(name: String, kind: EntryKind)]? {
        guard let stream = opendir(folder) else { return nil }
        defer { closedir(stream) }
        return entries(of: stream)
    }

    #if os(Linux)
        typealias FolderStream = OpaquePointer
    #else
        typealias FolderStream = UnsafeMutablePointer<DIR>
    #endif

    /// The entries of an open folder.
    private static func entries(of stream: FolderStream) -> [(name: String, kind: EntryKind)] {
        var result: [(name: String, kind: EntryKind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: entry.pointee.d_name)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            // DT_DIR, DT_REG and DT_LNK have the same values on Linux and the BSDs.
            // DT_FIFO, DT_CHR, DT_BLK and DT_SOCK too.
            let kind: EntryKind =
                switch entry.pointee.d_type {
                case 4: .directory
                case 8: .file
                case 10: .link
                case 1, 2, 6, 12: .special
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
        tuistHelpers += source.swiftFiles(under: folder).map { PathName.join(folder, $0) }.sorted()
    }

    /// The folder's real path (symbolic links resolved): one call per folder.
    static func realPath(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// Whether the first 4 KiB of a file contain `import <module>` (a regular file only).
    static func imports(_ module: String, _ path: String, source: FileSource = .disk) -> Bool {
        guard let head = source.contents(of: path, limit: 4096) else { return false }
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
    func start(_ pbxproj: String, source: FileSource = .disk) {
        lock.lock()
        let isNew = started.insert(pbxproj).inserted
        lock.unlock()
        guard isNew else { return }
        DispatchQueue.global().async(group: group) {
            guard let bytes = source.contents(of: pbxproj) else { return }
            let definition = XcodeProjectReader.read(path: pbxproj, data: bytes) { source.contents(of: $0) }
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
