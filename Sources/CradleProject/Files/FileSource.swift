import Foundation

/// Where a project's files are read from: the disk, or the files of a git revision held in
/// memory under a folder that exists nowhere on disk (`--diff`'s other side), so that one set of
/// rules finds and loads both without writing a temporary tree. A path outside a revision's
/// folder is read from the disk, as a link out of a checked-out tree would be.
public struct FileSource: Sendable {
    private let snapshot: Snapshot?

    /// The file system.
    public static let disk = FileSource(snapshot: nil)

    /// A revision's files under `folder` (absolute, standardized; it need not exist): each with
    /// its path relative to the folder and its bytes, or, for a symbolic link, the link's target.
    /// The folders are those the paths imply.
    public static func revision(folder: String, files: [(path: String, bytes: [UInt8], isLink: Bool)]) -> FileSource {
        FileSource(snapshot: Snapshot(folder: folder, files: files))
    }

    /// The folder a revision's files are under; nil for the disk.
    public var revisionFolder: String? { snapshot?.folder }

    /// A folder's entries (without `.` and `..`) with their kinds, or nil when it cannot be read.
    func entries(of folder: String) -> [(name: String, kind: FileWalk.EntryKind)]? {
        guard let snapshot, snapshot.holds(folder) else { return FileWalk.entries(of: folder) }
        guard let listing = snapshot.folders[folder] else { return nil }
        return listing.map { name in
            let path = PathName.join(folder, name)
            return (name, snapshot.links[path] != nil ? .link : snapshot.folders[path] != nil ? .directory : .file)
        }
    }

    /// What a path is, following symbolic links; nil when it does not exist.
    func kind(ofPath path: String) -> FileWalk.EntryKind? {
        guard let snapshot, snapshot.holds(path) else { return FileWalk.kind(ofPath: path) }
        guard let resolved = snapshot.resolve(path) else { return nil }
        guard snapshot.holds(resolved) else { return FileWalk.kind(ofPath: resolved) }
        if snapshot.files[resolved] != nil { return .file }
        if snapshot.folders[resolved] != nil { return .directory }
        return nil
    }

    /// Whether something exists at `path` (through links).
    func exists(_ path: String) -> Bool { kind(ofPath: path) != nil }

    /// Whether `path` is a folder (through links).
    func isFolder(_ path: String) -> Bool { kind(ofPath: path) == .directory }

    /// A regular file's bytes (at most `limit`); nil for anything else.
    func contents(of path: String, limit: Int = Int.max) -> [UInt8]? {
        guard let snapshot, snapshot.holds(path) else { return SourceReader.contents(of: path, limit: limit) }
        guard let resolved = snapshot.resolve(path) else { return nil }
        guard snapshot.holds(resolved) else { return SourceReader.contents(of: resolved, limit: limit) }
        guard let bytes = snapshot.files[resolved] else { return nil }
        return bytes.count <= limit ? bytes : Array(bytes.prefix(limit))
    }

    /// A folder's real path (symbolic links resolved).
    func realPath(_ path: String) -> String {
        guard let snapshot, snapshot.holds(path) else { return FileWalk.realPath(path) }
        return snapshot.resolve(path) ?? path
    }

    /// A folder the walk lists: its entries, unless it lies in a pseudo file system (`real` is
    /// its real path) or cannot be read. On the disk the folder is opened once, and its file
    /// system asked through that descriptor (no second lookup of the path).
    func listing(of folder: String, real: String) -> FileWalk.Listing {
        guard let snapshot, snapshot.holds(folder) else { return FileWalk.listing(of: folder, real: real) }
        return entries(of: folder).map(FileWalk.Listing.entries) ?? .unreadable
    }

    /// Whether `folder` (a real path) is, or lies in, a pseudo file system (never inside a revision).
    func isPseudoFileSystem(_ folder: String) -> Bool {
        guard let snapshot, snapshot.holds(folder) else { return FileWalk.isPseudoFileSystem(folder) }
        return false
    }

    /// The Swift files below `folder`, relative to it, in no set order.
    func swiftFiles(under folder: String) -> [String] {
        guard let snapshot, snapshot.holds(folder) else {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
            var files: [String] = []
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".swift") { files.append(relative) }
            }
            return files
        }
        let prefix = folder + "/"
        // Links are listed as the disk's enumeration lists them (and not followed into folders).
        return (Array(snapshot.files.keys) + Array(snapshot.links.keys)).filter {
            $0.hasPrefix(prefix) && $0.hasSuffix(".swift")
        }.map { String($0.dropFirst(prefix.count)) }
    }

    /// A revision's files: bytes by absolute path, link targets, and each folder's entry names.
    private final class Snapshot: Sendable {
        let folder: String
        let files: [String: [UInt8]]
        let links: [String: String]
        let folders: [String: [String]]

        init(folder: String, files entries: [(path: String, bytes: [UInt8], isLink: Bool)]) {
            self.folder = folder
            var files: [String: [UInt8]] = [:]
            var links: [String: String] = [:]
            var folders: [String: Set<String>] = [folder: []]
            for entry in entries {
                let path = PathName.join(folder, entry.path)
                if entry.isLink {
                    links[path] = String(decoding: entry.bytes, as: UTF8.self)
                } else {
                    files[path] = entry.bytes
                }
                var child = path
                var parent = PathName.parent(child)
                while PathName.relative(parent, to: folder) != nil {
                    let isNew = folders[parent] == nil
                    folders[parent, default: []].insert(PathName.lastComponent(child))
                    if !isNew || parent == folder { break }
                    child = parent
                    parent = PathName.parent(child)
                }
            }
            self.files = files
            self.links = links
            self.folders = folders.mapValues { $0.sorted() }
        }

        /// Whether `path` lies at or under the revision's folder.
        func holds(_ path: String) -> Bool {
            PathName.relative(path, to: folder) != nil
        }

        /// `path` with every symbolic link in the revision resolved (the disk's are not); nil for
        /// a loop.
        func resolve(_ path: String) -> String? {
            var current = path
            for _ in 0..<40 {
                guard holds(current) else { return current }
                // The first component, from the folder down, that is a link.
                guard let relative = PathName.relative(current, to: folder) else { return current }
                var prefix = folder
                var replaced = false
                let components = relative.split(separator: "/").map(String.init)
                for (index, component) in components.enumerated() {
                    let next = PathName.join(prefix, component)
                    if let target = links[next] {
                        let base = target.hasPrefix("/") ? target : PathName.join(prefix, target)
                        let rest = components[(index + 1)...].joined(separator: "/")
                        current = PathName.standardized(rest.isEmpty ? base : PathName.join(base, rest))
                        replaced = true
                        break
                    }
                    prefix = next
                }
                if !replaced { return current }
            }
            return nil
        }
    }
}
