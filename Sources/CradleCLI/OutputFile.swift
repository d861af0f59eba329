import Foundation

/// Writing reports and diagrams, with plain reasons when that fails (never Foundation's error
/// domains): the folder does not exist, a path is a file where a folder is needed, permission.
enum OutputFile {
    /// Why writing failed, in words a user acts on.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case isFolder(path: String)
        case notAFolder(path: String)
        case missingFolder(path: String)
        case permissionDenied(path: String)
        case failed(path: String)

        var description: String {
            switch self {
            case .isFolder(let path): "cannot write \(path): it is a folder"
            case .notAFolder(let path): "cannot write under \(path): it is a file, not a folder"
            case .missingFolder(let path): "cannot write \(path): its folder does not exist"
            case .permissionDenied(let path): "cannot write \(path): permission denied"
            case .failed(let path): "cannot write \(path)"
            }
        }
    }

    /// Replaces `path` with `data` atomically (a temporary file in the same folder, renamed), so
    /// a reader never sees half a file. With `createFolders`, creates the missing folders above it.
    static func write(_ data: Data, to path: String, createFolders: Bool = false) throws(Failure) {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw .isFolder(path: path)
        }
        let folder = (path as NSString).deletingLastPathComponent
        let folderPath = folder.isEmpty ? "." : folder
        // The first existing ancestor must be a folder; a file there can never hold the output.
        var ancestor = folderPath
        while !fileManager.fileExists(atPath: ancestor, isDirectory: &isDirectory) {
            let parent = (ancestor as NSString).deletingLastPathComponent
            if parent.isEmpty || parent == ancestor { break }
            ancestor = parent
        }
        if fileManager.fileExists(atPath: ancestor, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw .notAFolder(path: ancestor)
        }
        if !fileManager.fileExists(atPath: folderPath) {
            guard createFolders else { throw .missingFolder(path: path) }
            do {
                try fileManager.createDirectory(atPath: folderPath, withIntermediateDirectories: true)
            } catch {
                throw .permissionDenied(path: folderPath)
            }
        }
        if fileManager.fileExists(atPath: path) ? isReadOnly(path) : !fileManager.isWritableFile(atPath: folderPath) {
            throw .permissionDenied(path: path)
        }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw fileManager.isWritableFile(atPath: folderPath) ? .failed(path: path) : .permissionDenied(path: path)
        }
    }

    /// Whether a file may not be written: the user cannot, or it has no write permission at all
    /// (so a super-user does not overwrite a file marked read-only either).
    static func isReadOnly(_ path: String) -> Bool {
        let fileManager = FileManager.default
        if !fileManager.isWritableFile(atPath: path) { return true }
        let permissions = (try? fileManager.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
        return permissions.map { $0 & 0o222 == 0 } ?? false
    }
}
