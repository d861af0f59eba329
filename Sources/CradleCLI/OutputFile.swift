import CradleAnalysis
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

        var description: String { description(in: .english) }

        /// The reason in `language`.
        func description(in language: MessageLanguage) -> String {
            switch self {
            case .isFolder(let path): CommandLineText.cannotWriteFolder.text(in: language, path)
            case .notAFolder(let path): CommandLineText.cannotWriteUnderFile.text(in: language, path)
            case .missingFolder(let path): CommandLineText.cannotWriteMissingFolder.text(in: language, path)
            case .permissionDenied(let path): CommandLineText.cannotWritePermission.text(in: language, path)
            case .failed(let path): CommandLineText.cannotWrite.text(in: language, path)
            }
        }
    }

    /// Replaces `path` with `data` atomically (a temporary file in the same folder, renamed), so
    /// a reader never sees half a file. With `createFolders`, creates the missing folders above it.
    /// What is not a regular file is written into, never replaced: a device (`--output
    /// /dev/null`, which a rename would turn into a plain file for everyone on the machine when
    /// run as root, as CI containers run), a FIFO, and a symbolic link, whose target is written.
    static func write(_ data: Data, to path: String, createFolders: Bool = false) throws(Failure) {
        let fileManager = FileManager.default
        var linkStatus = stat()
        var status = stat()
        let targetKind = stat(path, &status) == 0 ? Int(status.st_mode) & 0o170000 : nil
        if lstat(path, &linkStatus) == 0, Int(linkStatus.st_mode) & 0o170000 == 0o120000, targetKind != 0o040000 {
            // A link: its target is the output (a dangling link's target is created).
            let target = (try? fileManager.destinationOfSymbolicLink(atPath: path)).map {
                $0.hasPrefix("/") ? $0 : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent($0)
            }
            guard let target, target != path else { throw .failed(path: path) }
            return try write(data, to: target, createFolders: createFolders)
        }
        if let targetKind, targetKind != 0o100000, targetKind != 0o040000 { return try writeInPlace(data, to: path) }
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

    /// Writes `data` into an existing device or FIFO, as a shell's `>` would.
    private static func writeInPlace(_ data: Data, to path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY)
        guard descriptor >= 0 else {
            throw errno == EACCES || errno == EPERM ? .permissionDenied(path: path) : .failed(path: path)
        }
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { buffer -> Bool in
            guard var base = buffer.baseAddress else { return true }
            var remaining = buffer.count
            while remaining > 0 {
                let count = Foundation.write(descriptor, base, remaining)
                if count < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                remaining -= count
                base += count
            }
            return true
        }
        if !written { throw .failed(path: path) }
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
