import Dispatch
import Foundation

/// A git repository read through the `git` executable, never changing the user's checkout, index
/// or refs: revisions are resolved with `rev-parse`, trees listed with `ls-tree` and files read
/// with `cat-file --batch` (with `GIT_OPTIONAL_LOCKS=0`, so not even `status` refreshes the index).
public struct GitRepository: Sendable {
    /// The `git` executable used.
    public let executable: String
    /// The repository's top folder (`git rev-parse --show-toplevel`).
    public let topLevel: String
    /// The folder the repository was located from, relative to the top folder (`--show-prefix`:
    /// empty at the top, else ending in `/`), immune to symbolic links in either spelling.
    public let prefix: String

    /// The repository holding `directory`, with the `git` found on `PATH`.
    public static func locate(containing directory: String, environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(GitError) -> GitRepository
    {
        guard let executable = findExecutable(environment["PATH"] ?? "") else { throw .gitNotFound }
        let result = run(executable, ["rev-parse", "--show-toplevel", "--show-prefix"], in: directory)
        let lines = result.lines
        guard result.status == 0, lines.count >= 2, !lines[0].isEmpty else {
            throw .notARepository(path: directory, message: result.errorText)
        }
        return GitRepository(executable: executable, topLevel: lines[0], prefix: lines[1])
    }

    /// The first executable file named `git` in the `PATH` folders.
    static func findExecutable(_ path: String) -> String? {
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = PathName.join(String(folder), "git")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    /// The commit `revision` names. A revision that is not one is `unknownRevision`, or
    /// `missingInShallowClone` when the clone is shallow (the commit may simply not be fetched).
    public func commit(_ revision: String) throws(GitError) -> String {
        guard !revision.isEmpty, !revision.hasPrefix("-") else { throw .unknownRevision(revision) }
        let result = git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
        if result.status == 0, let line = result.lines.first, !line.isEmpty { return line }
        if git(["rev-parse", "--is-shallow-repository"]).lines.first == "true" {
            throw .missingInShallowClone(revision)
        }
        throw .unknownRevision(revision)
    }

    /// The best common ancestor of two commits (`A...B` compares B with it, as pull requests do).
    public func mergeBase(_ first: String, _ second: String) throws(GitError) -> String {
        let result = git(["merge-base", first, second])
        guard result.status == 0, let line = result.lines.first, !line.isEmpty else {
            throw .noMergeBase(first, second)
        }
        return line
    }

    /// Whether tracked files differ from HEAD (or untracked Swift files exist): a diff against
    /// the working tree then shows uncommitted work too.
    public func hasUncommittedChanges() -> Bool {
        let result = git(["status", "--porcelain", "-z", "--untracked-files=normal"])
        return result.status == 0 && !result.output.isEmpty
    }

    /// Writes the files of `commit` that a workspace load reads (Swift files, build definitions,
    /// Xcode projects and configurations, `.cradle-lsp.json`) into `folder`, which becomes a
    /// replica of the repository's top folder at that commit; a `.git` folder marks it as the
    /// root it was. Binary Swift files and submodules are skipped and reported in the notes.
    public func extract(_ commit: String, into folder: String) throws(GitError) -> [String] {
        let listing = git(["ls-tree", "-r", "-z", "--full-tree", commit])
        guard listing.status == 0 else { throw .failed(command: "git ls-tree", message: listing.errorText) }
        var blobs: [(path: String, object: String, isLink: Bool)] = []
        var notes: [String] = []
        for record in [UInt8](listing.output).split(separator: 0) {
            // `<mode> SP <type> SP <object> TAB <path>`
            guard let tab = record.firstIndex(of: 9) else { continue }
            let fields = String(decoding: record[record.startIndex..<tab], as: UTF8.self).split(separator: " ")
            let path = String(decoding: record[(tab + 1)...], as: UTF8.self)
            guard fields.count == 3 else { continue }
            if fields[1] == "commit" {
                notes.append("submodule \(path) is not compared (its files are not in this repository)")
                continue
            }
            guard fields[1] == "blob", Self.isLoaded(path) else { continue }
            blobs.append((path, String(fields[2]), fields[0] == "120000"))
        }
        let fileManager = FileManager.default
        do {
            try fileManager.createDirectory(atPath: PathName.join(folder, ".git"), withIntermediateDirectories: true)
        } catch {
            throw .failed(command: "mkdir", message: "\(folder): \(error.localizedDescription)")
        }
        guard !blobs.isEmpty else { return notes }
        let request = Data(blobs.map { $0.object + "\n" }.joined().utf8)
        let batch = git(["cat-file", "--batch"], input: request)
        guard batch.status == 0 else { throw .failed(command: "git cat-file", message: batch.errorText) }
        let bytes = [UInt8](batch.output)
        var offset = bytes.startIndex
        var createdFolders: Set<String> = []
        for blob in blobs {
            guard let newline = bytes[offset...].firstIndex(of: 10) else {
                throw .failed(command: "git cat-file", message: "the output ended before \(blob.path)")
            }
            let header = String(decoding: bytes[offset..<newline], as: UTF8.self).split(separator: " ")
            offset = newline + 1
            guard header.count == 3, let size = Int(header[2]), size >= 0, offset + size <= bytes.endIndex else {
                notes.append("\(blob.path) could not be read from \(commit.prefix(12)) and is left out")
                continue
            }
            let content = bytes[offset..<(offset + size)]
            offset += size + 1
            let target = PathName.join(folder, blob.path)
            let parent = PathName.parent(target)
            do {
                if !createdFolders.contains(parent) {
                    try fileManager.createDirectory(atPath: parent, withIntermediateDirectories: true)
                    createdFolders.insert(parent)
                }
                if blob.isLink {
                    try fileManager.createSymbolicLink(
                        atPath: target, withDestinationPath: String(decoding: content, as: UTF8.self))
                } else if content.contains(0) {
                    notes.append("\(blob.path) is binary at \(commit.prefix(12)) and is left out")
                } else if Self.holdsSame(PathName.join(topLevel, blob.path), content),
                    link(PathName.join(topLevel, blob.path), target) == 0
                {
                    // The checkout holds the same bytes: a second name for its file costs no
                    // new file (creating a thousand files made most of a diff's time). Comparing
                    // the bytes costs a read the other side's load makes anyway, and less than
                    // `git diff` stating the whole checkout.
                    continue
                } else if !Self.writeFile(target, content) {
                    notes.append("\(blob.path) could not be written to the temporary tree")
                }
            } catch {
                notes.append("\(blob.path) could not be written to the temporary tree: \(error.localizedDescription)")
            }
        }
        return notes
    }

    /// Whether the regular file at `path` holds exactly `content`.
    static func holdsSame(_ path: String, _ content: ArraySlice<UInt8>) -> Bool {
        // A symbolic link would be linked itself, not its target.
        var status = stat()
        guard lstat(path, &status) == 0, Int(status.st_mode) & 0o170000 == 0o100000 else { return false }
        guard let bytes = SourceReader.contents(of: path, limit: content.count + 1) else { return false }
        return bytes.count == content.count && bytes.elementsEqual(content)
    }

    /// Writes `bytes` to a new file with plain `open`/`write`: `Data.write` syncs every file to
    /// the disk on Linux, which made a temporary tree of a thousand files take seconds.
    static func writeFile(_ path: String, _ bytes: ArraySlice<UInt8>) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return bytes.withUnsafeBytes { buffer -> Bool in
            guard var base = buffer.baseAddress else { return true }
            var remaining = buffer.count
            while remaining > 0 {
                let written = write(descriptor, base, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                remaining -= written
                base += written
            }
            return true
        }
    }

    /// Whether a workspace load reads a file of this path.
    static func isLoaded(_ path: String) -> Bool {
        let name = PathName.lastComponent(path)
        return name.hasSuffix(".swift") || name == "project.pbxproj" || name == "contents.xcworkspacedata"
            || name.hasSuffix(".xcconfig") || name == Configuration.fileName
    }

    /// Runs `git` in the top folder.
    func git(_ arguments: [String], input: Data? = nil) -> GitResult {
        Self.run(executable, arguments, in: topLevel, input: input)
    }

    /// Runs `work` on a thread of its own. Pipe I/O blocks: on Dispatch's shared pool it waited
    /// for a free thread while the other side's load kept every core busy (a `git` run started
    /// hundreds of milliseconds late in a diff).
    static func startThread(_ work: @escaping @Sendable () -> Void) {
        let thread = Thread(block: work)
        thread.start()
    }

    /// Runs `executable` with `arguments` in `directory`, feeding `input` on another thread while
    /// the output is read, so that neither pipe fills and blocks the other side.
    static func run(_ executable: String, _ arguments: [String], in directory: String, input: Data? = nil) -> GitResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        let inputPipe = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : inputPipe
        // `waitUntilExit` polls a run loop on Linux and noticed an exit up to ~100 ms late, for
        // each of the few `git` runs a diff makes: the handler says so at once.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return GitResult(
                status: -1, output: Data(), errorText: "\(executable) could not be run: \(error.localizedDescription)")
        }
        let group = DispatchGroup()
        if let input {
            group.enter()
            startThread {
                try? inputPipe.fileHandleForWriting.write(contentsOf: input)
                try? inputPipe.fileHandleForWriting.close()
                group.leave()
            }
        }
        let errorBox = DataBox()
        group.enter()
        startThread {
            errorBox.data = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        exited.wait()
        let errorText = String(decoding: errorBox.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return GitResult(status: process.terminationStatus, output: data, errorText: errorText)
    }
}

/// Holds bytes read on another thread; read only after the group that wrote them is done.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}

/// What one `git` run printed.
struct GitResult {
    var status: Int32
    var output: Data
    var errorText: String

    /// Standard output's lines, without line ends.
    var lines: [String] {
        String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
    }
}

/// Why a git revision cannot be read.
public enum GitError: Error, Equatable, CustomStringConvertible {
    case gitNotFound
    case notARepository(path: String, message: String)
    case unknownRevision(String)
    case missingInShallowClone(String)
    case noMergeBase(String, String)
    case failed(command: String, message: String)

    public var description: String {
        switch self {
        case .gitNotFound: "no git executable on PATH (--diff and --new-since read revisions through git)"
        case .notARepository(let path, _): "\(path) is not inside a git repository"
        case .unknownRevision(let revision): "`\(revision)` is not a revision of this repository"
        case .missingInShallowClone(let revision):
            "`\(revision)` is not in this shallow clone; fetch it (git fetch --deepen=50, or "
                + "actions/checkout with fetch-depth: 0) or use --baseline FILE"
        case .noMergeBase(let first, let second): "`\(first)` and `\(second)` have no common ancestor"
        case .failed(let command, let message): "\(command) failed: \(message)"
        }
    }
}
