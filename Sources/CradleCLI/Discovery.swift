import CradleAnalysis
import CradleSyntax
import Foundation

/// A Swift file found under the paths given on the command line.
public struct DiscoveredFile: Sendable {
    /// The path as given or found (joined to the given root).
    public var path: String
    /// The module it belongs to (SwiftPM layout, else the top folder's name).
    public var module: String
}

/// Something wrong with a path; the rest of the run goes on.
public enum DiscoveryProblem: Sendable, Hashable, CustomStringConvertible {
    case missing(path: String)
    case unreadable(path: String)
    case invalidUTF8(path: String)
    case symlinkLoop(path: String)
    case notSwift(path: String)

    /// Whether the problem makes the run exit with status 2 (a path that cannot be read).
    public var isFatal: Bool {
        switch self {
        case .missing, .unreadable: true
        default: false
        }
    }

    public var description: String {
        switch self {
        case .missing(let path): "\(path): no such file or directory"
        case .unreadable(let path): "\(path): cannot be read"
        case .invalidUTF8(let path): "\(path): the file is not valid UTF-8; invalid bytes are treated as unknown characters"
        case .symlinkLoop(let path): "\(path): symbolic link loop; not followed"
        case .notSwift(let path): "\(path): not a Swift file; skipped"
        }
    }
}

/// Finds Swift files: every `*.swift` under the given paths, skipping build, VCS and dependency
/// folders and hidden folders (`product.md` §2), following symbolic links once.
public enum Discovery {
    static let skippedFolders: Set<String> = [".build", ".swiftpm", ".git", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// The files under `paths` (sorted, without duplicates) and the problems met.
    public static func find(_ paths: [String]) -> (files: [DiscoveredFile], problems: [DiscoveryProblem]) {
        var files: [DiscoveredFile] = []
        var problems: [DiscoveryProblem] = []
        var seen: Set<String> = []
        let fileManager = FileManager.default
        for root in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: root, isDirectory: &isDirectory) else {
                problems.append(.missing(path: root))
                continue
            }
            if !isDirectory.boolValue {
                guard root.hasSuffix(".swift") else {
                    problems.append(.notSwift(path: root))
                    continue
                }
                if seen.insert(canonical(root)).inserted {
                    files.append(
                        DiscoveredFile(path: root, module: module(of: root, root: (root as NSString).deletingLastPathComponent)))
                }
                continue
            }
            var visitedDirectories: Set<String> = [canonical(root)]
            var stack: [String] = [root]
            while let directory = stack.popLast() {
                guard let names = try? fileManager.contentsOfDirectory(atPath: directory) else {
                    problems.append(.unreadable(path: directory))
                    continue
                }
                for name in names.sorted().reversed() {
                    let path = directory == "." ? name : (directory as NSString).appendingPathComponent(name)
                    var isChildDirectory: ObjCBool = false
                    guard fileManager.fileExists(atPath: path, isDirectory: &isChildDirectory) else {
                        // A dangling link or a file that vanished.
                        if (try? fileManager.destinationOfSymbolicLink(atPath: path)) != nil, name.hasSuffix(".swift") {
                            problems.append(.unreadable(path: path))
                        }
                        continue
                    }
                    if isChildDirectory.boolValue {
                        if name.hasPrefix(".") || skippedFolders.contains(name) { continue }
                        if !visitedDirectories.insert(canonical(path)).inserted {
                            problems.append(.symlinkLoop(path: path))
                            continue
                        }
                        stack.append(path)
                    } else if name.hasSuffix(".swift"), seen.insert(canonical(path)).inserted {
                        files.append(DiscoveredFile(path: path, module: module(of: path, root: root)))
                    }
                }
            }
        }
        return (files.sorted { $0.path < $1.path }, problems)
    }

    /// The real path, symbolic links resolved.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// SwiftPM layout: `Sources/<Target>/…` under a folder with `Package.swift`; otherwise the
    /// first folder below the searched root (or the root's own name).
    public static func module(of path: String, root: String) -> String {
        let components = (path as NSString).pathComponents
        var index = components.count - 2
        while index >= 1 {
            if components[index] == "Sources", index + 2 < components.count {
                let packageRoot = NSString.path(withComponents: Array(components[..<index]))
                if FileManager.default.fileExists(atPath: (packageRoot as NSString).appendingPathComponent("Package.swift")) {
                    return components[index + 1]
                }
            }
            index -= 1
        }
        let rootComponents = (root as NSString).pathComponents.filter { $0 != "." }
        let relative = Array(components.filter { $0 != "." }.dropFirst(rootComponents.count))
        if relative.count >= 2 { return relative[0] }
        let name = (canonical(root) as NSString).lastPathComponent
        return name.isEmpty ? "main" : name
    }

    /// Reads and summarises the files on all cores. A file that cannot be read is a problem;
    /// invalid UTF-8 is a warning and the file is still analysed.
    public static func load(_ files: [DiscoveredFile], progress: Progress? = nil) -> (
        summaries: [FileSummary], problems: [DiscoveryProblem]
    ) {
        var results = [(FileSummary?, DiscoveryProblem?)](repeating: (nil, nil), count: files.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let base = buffer.baseAddress
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                let file = files[index]
                guard let data = FileManager.default.contents(atPath: file.path) else {
                    base?[index] = (nil, .unreadable(path: file.path))
                    return
                }
                let bytes = [UInt8](data)
                let problem: DiscoveryProblem? = isValidUTF8(bytes) ? nil : .invalidUTF8(path: file.path)
                let summary = FileSummary(SourceInput(path: file.path, module: file.module, text: SourceText(bytes: bytes)))
                base?[index] = (summary, problem)
                progress?.advance()
            }
        }
        return (results.compactMap(\.0), results.compactMap(\.1))
    }

    /// Whether `bytes` are valid UTF-8: runs of ASCII are skipped eight bytes at a time, and only
    /// multi-byte sequences are decoded.
    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = 0
            while index < count {
                if index + 8 <= count, let base = buffer.baseAddress {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    if word & 0x8080_8080_8080_8080 == 0 {
                        index += 8
                        continue
                    }
                }
                if buffer[index] < 0x80 {
                    index += 1
                    continue
                }
                guard let length = utf8SequenceLength(buffer, at: index) else { return false }
                index += length
            }
            return true
        }
    }

    /// The length of the valid multi-byte UTF-8 sequence at `index`, or nil.
    static func utf8SequenceLength(_ buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        var iterator = buffer[index..<min(buffer.count, index + 4)].makeIterator()
        var decoder = UTF8()
        switch decoder.decode(&iterator) {
        case .scalarValue(let scalar): return String(scalar).utf8.count
        default: return nil
        }
    }
}
