import Foundation

/// Paths every plugin works out the same way, with PackagePlugin's tools-6.0 API only.
enum PluginPaths {
    /// The deepest folder that holds every file; nil for none.
    static func commonFolder(of files: [URL]) -> URL? {
        guard let first = files.first else { return nil }
        var components = first.deletingLastPathComponent().standardizedFileURL.pathComponents
        for file in files.dropFirst() {
            let other = file.deletingLastPathComponent().standardizedFileURL.pathComponents
            components = Array(zip(components, other).prefix { $0 == $1 }.map(\.0))
        }
        return URL(filePath: components.count > 1 ? "/" + components.dropFirst().joined(separator: "/") : "/")
    }

    /// Every `.cradle-lsp.json` from the files' folder up to the file-system root: cradle-lsp uses
    /// the one at the workspace root, which lies on that path, so each is an input of the check.
    static func configurations(above files: [URL]) -> [URL] {
        guard var folder = commonFolder(of: files) else { return [] }
        var found: [URL] = []
        while true {
            let file = folder.appending(path: ".cradle-lsp.json")
            if FileManager.default.fileExists(atPath: file.path(percentEncoded: false)) { found.append(file) }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path(percentEncoded: false) == folder.path(percentEncoded: false) || folder.pathComponents.count <= 1 {
                return found
            }
            folder = parent
        }
    }
}
