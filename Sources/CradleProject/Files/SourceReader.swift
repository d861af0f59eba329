import CradleAnalysis
import CradleSyntax
import Foundation

/// Reads source files and summarises them on all cores.
public enum SourceReader {
    /// What reading one file gave.
    enum Read {
        case full(FileSummary)
        /// A file whose bytes cannot hold Cradle code, kept as text for the name scan.
        case light(SourceInput)
        case skipped
    }

    /// Reads `files` on all cores: each is parsed and summarised, or, with `prefilter`, kept as
    /// text when its bytes cannot hold Cradle code.
    static func readAll(
        _ files: ArraySlice<ProjectFile>, prefilter: Bool, preload: SourcePreload? = nil, source: FileSource = .disk
    ) -> (
        results: [Read], problems: [ProjectProblem]
    ) {
        let files = Array(files)
        var results = [(Read, ProjectProblem?)](repeating: (.skipped, nil), count: files.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let base = buffer.baseAddress
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                let file = files[index]
                guard let read = preload?.take(file.absolutePath) ?? source.contents(of: file.absolutePath).map(ReadAhead.init)
                else {
                    base?[index] = (.skipped, .unreadable(path: file.path))
                    return
                }
                let bytes = read.bytes
                let mayHoldCradle = read.mayHoldCradle
                if file.isNeededOnlyForGraphs, !read.mentionsGraph { return }
                let problem: ProjectProblem? = read.isValidUTF8 ? nil : .invalidUTF8(path: file.path)
                let input = SourceInput(path: file.path, module: file.module, text: SourceText(bytes: bytes))
                base?[index] = (prefilter && !mayHoldCradle ? .light(input) : .full(FileSummary(input)), problem)
            }
        }
        return (results.map(\.0), results.compactMap(\.1))
    }

    /// Whether a file's bytes can hold anything Cradle reports on or reads: a graph, a
    /// `@Provide` or `@External` (misplaced or not), or an import of Cradle. The attribute names
    /// count only as whole words (`Provider` is not `Provide`); `Cradle` counts anywhere. A
    /// file without any of these contributes only the names it uses.
    ///
    /// `Provide` and `External` are plain English words too (SwiftGen's string tables say
    /// "External URL" in their comments): they count only where an attribute can name them
    /// (``mayFollowAttributeSign(_:at:)``). A qualified name counts by its `Cradle`.
    static func mayHoldCradle(_ bytes: [UInt8]) -> Bool {
        contains(bytes, "Cradle") || contains(bytes, "DependencyGraph", asWord: true)
            || contains(bytes, "Provide", asWord: true, asAttribute: true)
            || contains(bytes, "External", asWord: true, asAttribute: true)
    }

    /// Whether a name at `position` may follow an attribute's `@`: skipping back over a
    /// backtick, white space, line comments (a line break resumes before the previous line's
    /// first `//`) and block comments (taken to hide an `@`), the byte there is `@`. Undecided
    /// after 64 steps, it says yes: the prefilter may parse a file it need not, never skip one.
    static func mayFollowAttributeSign(_ buffer: UnsafeRawBufferPointer, at position: Int) -> Bool {
        var index = position - 1
        if index >= 0, buffer[index] == UInt8(ascii: "`") { index -= 1 }
        for _ in 0..<64 {
            guard index >= 0 else { return false }
            switch buffer[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index -= 1
            case UInt8(ascii: "\n"):
                var lineStart = index
                while lineStart > 0, buffer[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
                var comment = lineStart
                while comment + 1 < index, !(buffer[comment] == UInt8(ascii: "/") && buffer[comment + 1] == UInt8(ascii: "/")) {
                    comment += 1
                }
                index = comment + 1 < index ? comment - 1 : index - 1
            case UInt8(ascii: "@"):
                return true
            case UInt8(ascii: "/"):
                return index > 0 && buffer[index - 1] == UInt8(ascii: "*")
            default:
                return false
            }
        }
        return true
    }

    /// A regular file's bytes (at most `limit`), read with one `read` call where the size allows
    /// (no `Data` in between); nil for anything else. The open never blocks (`O_NONBLOCK`: a
    /// FIFO without a writer would otherwise wait forever), and what is not a regular file is
    /// never read.
    public static func contents(of path: String, limit: Int = Int.max) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, Int(status.st_mode) & 0o170000 == 0o100000 else { return nil }
        var bytes: [UInt8] = []
        var capacity = min(max(Int(status.st_size), 0) + 1, limit)
        while capacity > 0 {
            // Read into uninitialised storage (no zero fill); the first chunk is the result itself.
            var count = 0
            let chunk = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                count = Foundation.read(descriptor, buffer.baseAddress, capacity)
                initialized = max(count, 0)
            }
            guard count >= 0 else { return nil }
            if bytes.isEmpty { bytes = chunk } else { bytes.append(contentsOf: chunk) }
            if count == 0 || count < capacity && bytes.count >= Int(status.st_size) || bytes.count >= limit { break }
            capacity = min(max(capacity, 65_536), limit - bytes.count)
        }
        return bytes
    }

    /// Whether `needle` occurs in `bytes`: `memchr` (vectorised by the C library) finds each
    /// candidate first byte, `memcmp` checks the rest.
    /// With `asWord`, an occurrence counts only when no identifier character follows it; with
    /// `asAttribute`, only where an attribute's name can start (``mayFollowAttributeSign(_:at:)``).
    static func contains(_ bytes: [UInt8], _ needle: StaticString, asWord: Bool = false, asAttribute: Bool = false) -> Bool {
        let length = needle.utf8CodeUnitCount
        let needleBytes = UnsafeRawBufferPointer(start: needle.utf8Start, count: length)
        return bytes.withUnsafeBytes { buffer in
            var isFound = false
            ByteSearch.forEachOccurrence(of: needleBytes, in: buffer) { position in
                guard !asAttribute || mayFollowAttributeSign(buffer, at: position) else { return true }
                guard asWord, position + length < buffer.count else {
                    isFound = true
                    return false
                }
                let next = buffer[position + length]
                let isIdentifierByte =
                    next >= 0x80 || next == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next)
                    || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(next | 0x20)
                isFound = !isIdentifierByte
                return !isFound
            }
            return isFound
        }
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

extension Project {
    /// How many files are read and parsed at once: only one batch's full trees are alive at a
    /// time, since the workspace keeps less of files without graphs.
    public static let batchSize = 256

    /// How files that cannot hold Cradle code are loaded.
    public enum LoadMode: Sendable {
        /// Parsed like every other file.
        case full
        /// Lexed for the names the workspace's graphs generate, once every graph is known: a batch
        /// run, whose graphs do not change.
        case batch
        /// Lexed for every name they use and every type they declare, so that any graph typed
        /// later still finds its uses: an editor session.
        case editor
    }

    /// Reads every file into a workspace, in batches; see ``LoadMode`` for files without Cradle code.
    /// Once `isCancelled` says yes (asked before each batch), the load stops and its workspace
    /// is incomplete.
    public func loadWorkspace(
        mode: LoadMode, progress: ((_ done: Int) -> Void)? = nil, isCancelled: () -> Bool = { false }
    ) -> (workspace: Workspace, problems: [ProjectProblem]) {
        let prefilter = mode != .full
        let shared = files.filter { !$0.otherModules.isEmpty }.map { ($0.path, $0.otherModules) }
        var workspace = Workspace(
            visibility: modules.visibility, otherModules: Dictionary(shared, uniquingKeysWith: { first, _ in first }))
        workspace.policy = configuration.policy
        if !hasOneConfiguration {
            // Each root's configuration governs its own files: by the path the workspace names a
            // file with, and, for files an editor adds later (absolute paths), by folder.
            workspace.policy = FindingPolicy()
            let configurations = self.configurations
            var byPath: [String: FindingPolicy] = [:]
            for file in files { byPath[file.path] = policy(forAbsolutePath: file.absolutePath) }
            let policies = byPath
            workspace.policySource = { path in
                policies[path] ?? Configuration.policy(for: path, in: configurations)
            }
        }
        var problems: [ProjectProblem] = []
        var light: [SourceInput] = []
        for start in stride(from: 0, to: files.count, by: Self.batchSize) {
            if isCancelled() {
                preload?.releaseAll()
                return (workspace, problems)
            }
            let end = min(files.count, start + Self.batchSize)
            let (results, batchProblems) = SourceReader.readAll(
                files[start..<end], prefilter: prefilter, preload: preload, source: source)
            var summaries: [FileSummary] = []
            for result in results {
                switch result {
                case .full(let summary): summaries.append(summary)
                case .light(let input): light.append(input)
                case .skipped: break
                }
            }
            workspace.add(summaries)
            problems += batchProblems
            progress?(end)
        }
        preload?.releaseAll()
        guard !light.isEmpty else { return (workspace, problems) }
        let names: Set<String>? = mode == .batch ? workspace.generatedNames.union(workspace.graphNames) : nil
        // A batch run keeps only generated names and graph names: a file that mentions none of
        // them (every file, when no graph generates any) contributes nothing but a possible
        // suppression comment. A file that does is also read for the types it declares, which
        // member chains through it need.
        let matcher = names.map(NameMatcher.init)
        let inputs = light
        var uses = [NameUseSummary](repeating: NameUseSummary(), count: light.count)
        uses.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let base = buffer.baseAddress
            DispatchQueue.concurrentPerform(iterations: light.count) { index in
                let bytes = inputs[index].text.bytes
                if let matcher, !matcher.occurs(in: bytes) {
                    var uses = NameUseSummary()
                    uses.mentionsSuppression = NameUseSummary.mentionsSuppression(bytes)
                    base?[index] = uses
                    return
                }
                base?[index] = NameUseSummary(lexing: inputs[index].text, keeping: names, readingDeclarations: true)
            }
        }
        workspace.addLight(zip(light, uses).map { (input: $0, uses: $1) }, keepingText: mode != .editor)
        if mode == .editor { workspace.textSource = { path in SourceReader.contents(of: path).map(SourceText.init(bytes:)) } }
        return (workspace, problems)
    }
}

/// Whether any of a set of names occurs in some bytes, in one pass: a table of the names' first
/// two bytes rules out almost every position before any comparison.
struct NameMatcher: Sendable {
    private var firstPairs = [Bool](repeating: false, count: 65_536)
    private var names: [[UInt8]: [[UInt8]]] = [:]
    /// A one-byte name matches wherever that byte occurs: rare, and then every file is lexed.
    private var singleBytes = Set<UInt8>()

    init(_ names: Set<String>) {
        for name in names {
            let bytes = Array(name.utf8)
            guard bytes.count >= 2 else {
                if let byte = bytes.first { singleBytes.insert(byte) }
                continue
            }
            firstPairs[Int(bytes[0]) << 8 | Int(bytes[1])] = true
            self.names[Array(bytes[0..<2]), default: []].append(bytes)
        }
    }

    /// Whether one of the names occurs anywhere in `bytes`.
    func occurs(in bytes: [UInt8]) -> Bool {
        if names.isEmpty && singleBytes.isEmpty { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count >= 1 else { return false }
            if !singleBytes.isEmpty, buffer.contains(where: singleBytes.contains) { return true }
            guard buffer.count >= 2 else { return false }
            var index = 0
            while index + 1 < buffer.count {
                if firstPairs[Int(buffer[index]) << 8 | Int(buffer[index + 1])],
                    let candidates = names[[buffer[index], buffer[index + 1]]]
                {
                    for name in candidates where index + name.count <= buffer.count {
                        var matches = true
                        for offset in 2..<name.count where buffer[index + offset] != name[offset] {
                            matches = false
                            break
                        }
                        if matches { return true }
                    }
                }
                index += 1
            }
            return false
        }
    }
}

/// Source files read ahead, on other cores, while the build definitions are being read; each
/// file's bytes are handed out once and then released.
final class SourcePreload: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [String: ReadAhead] = [:]

    /// Reads `paths` on all cores (a file that cannot be read is simply not preloaded).
    func read(_ paths: [String], from source: FileSource = .disk) {
        var results = [ReadAhead?](repeating: nil, count: paths.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let base = buffer.baseAddress
            DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                base?[index] = source.contents(of: paths[index]).map(ReadAhead.init)
            }
        }
        var table: [String: ReadAhead] = [:]
        table.reserveCapacity(paths.count)
        for (path, content) in zip(paths, results) { if let content { table[path] = content } }
        lock.withLock { bytes = table }
    }

    /// Whether anything read ahead is still held (for tests).
    var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return bytes.isEmpty
    }

    /// Drops whatever was read ahead and not taken (files the load left out), so that a holder
    /// of the project (the server) does not keep their bytes.
    func releaseAll() {
        lock.lock()
        bytes = [:]
        lock.unlock()
    }

    /// What was read ahead for `path`, once.
    func take(_ path: String) -> ReadAhead? {
        lock.withLock { bytes.removeValue(forKey: path) }
    }
}

/// A source file's bytes with what the load asks of every file, worked out where it was read.
struct ReadAhead: Sendable {
    let bytes: [UInt8]
    let mayHoldCradle: Bool
    let mentionsGraph: Bool
    let isValidUTF8: Bool

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        mentionsGraph = SourceReader.contains(bytes, "DependencyGraph")
        mayHoldCradle = SourceReader.mayHoldCradle(bytes)
        isValidUTF8 = SourceReader.isValidUTF8(bytes)
    }
}
