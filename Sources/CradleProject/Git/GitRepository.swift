import CradleAnalysis
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

    /// The first executable file named `name` (`git` by default) in the `PATH` folders.
    static func findExecutable(_ path: String, named name: String = "git") -> String? {
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = PathName.join(String(folder), name)
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

    /// What the working tree holds beside HEAD, read without walking it (`git status` lists
    /// every untracked file of the checkout and cost a diff more than loading a side).
    public struct WorkingTreeState: Sendable {
        /// Whether a tracked file differs from HEAD, staged or not.
        public var hasTrackedChanges: Bool
        /// The tracked paths, from the top folder.
        public var trackedPaths: Set<String>

        /// Whether a diff against the working tree shows uncommitted work: a tracked file
        /// changed, or one of `loadedFiles` (paths from the top folder) is not tracked at all.
        public func hasUncommittedChanges(loadedFiles: [String]) -> Bool {
            hasTrackedChanges || loadedFiles.contains { !trackedPaths.contains($0) }
        }
    }

    /// The working tree's state beside HEAD (`git diff --quiet HEAD`, which compares contents
    /// where the index's file stats are stale, unlike `diff-index`; and `git ls-files`).
    public func workingTreeState() -> WorkingTreeState {
        let changes = git(["diff", "--quiet", "--no-ext-diff", "--no-textconv", "HEAD", "--"])
        let listing = git(["ls-files", "-z"])
        var tracked: Set<String> = []
        if listing.status == 0 {
            for record in listing.output.split(separator: 0) {
                tracked.insert(String(decoding: record, as: UTF8.self))
            }
        }
        return WorkingTreeState(hasTrackedChanges: changes.status != 0, trackedPaths: tracked)
    }

    /// The top folder as `currentDirectory` (inside the repository, where it was located from)
    /// spells it, symbolic links included.
    public func lexicalTopLevel(from currentDirectory: String) -> String {
        var folder = currentDirectory
        for _ in prefix.split(separator: "/") { folder = PathName.parent(folder) }
        return folder
    }

    /// The files of `commit` that a workspace load reads (Swift files, build definitions, Xcode
    /// projects and configurations, `.cradle-lsp.json`), read into memory: each with its path
    /// from the top folder and its bytes (a symbolic link's: its target). Binary Swift files and
    /// submodules are left out and reported in the notes.
    ///
    /// A blob whose object ID equals that of the file at its path in the working tree is read
    /// from that file (its ID proves the bytes are the blob's): against a revision a few commits
    /// back, almost every file. Only the others go through `git cat-file`, which inflates each
    /// blob in turn (120 ms for a 1,300-file app, where reading and hashing the files takes 10).
    public func files(at commit: String) throws(GitError) -> (
        files: [(path: String, bytes: [UInt8], isLink: Bool)], notes: [MessageText]
    ) {
        let listing = git(["ls-tree", "-r", "-z", "--full-tree", commit])
        guard listing.status == 0 else { throw listing.failure(Self.lsTree, executable: executable) }
        var blobs: [(path: String, object: String, isLink: Bool)] = []
        var notes: [MessageText] = []
        // Most of a large repository's entries are neither loaded nor submodules: each record is
        // judged on its bytes, and only the kept ones become strings.
        for record in listing.output.split(separator: 0) {
            // `<mode> SP <type> SP <object> TAB <path>`
            guard let tab = record.firstIndex(of: 9), let firstSpace = record.firstIndex(of: 32), firstSpace < tab,
                let secondSpace = record[(firstSpace + 1)..<tab].firstIndex(of: 32)
            else { continue }
            let type = record[(firstSpace + 1)..<secondSpace]
            let path = record[(tab + 1)...]
            if type.elementsEqual("commit".utf8) {
                notes.append(RevisionText.submoduleNotCompared.bilingual(String(decoding: path, as: UTF8.self)))
                continue
            }
            guard type.elementsEqual("blob".utf8), Self.isLoaded(path) else { continue }
            blobs.append(
                (
                    String(decoding: path, as: UTF8.self), String(decoding: record[(secondSpace + 1)..<tab], as: UTF8.self),
                    record[record.startIndex..<firstSpace].elementsEqual("120000".utf8)
                ))
        }
        guard !blobs.isEmpty else { return ([], notes) }
        var fromWorkingTree = [[UInt8]?](repeating: nil, count: blobs.count)
        fromWorkingTree.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let base = buffer.baseAddress
            let topLevel = self.topLevel
            let listed = blobs
            DispatchQueue.concurrentPerform(iterations: listed.count) { index in
                let blob = listed[index]
                guard !blob.isLink, GitObjectID.isSHA1(blob.object),
                    let bytes = SourceReader.contents(of: PathName.join(topLevel, blob.path)),
                    GitObjectID.blob(bytes) == blob.object
                else { return }
                base?[index] = bytes
            }
        }
        let fromGit = blobs.indices.filter { fromWorkingTree[$0] == nil }
        var bytes: [UInt8] = []
        if !fromGit.isEmpty {
            let request = Data(fromGit.map { blobs[$0].object + "\n" }.joined().utf8)
            let batch = git(["cat-file", "--batch"], input: request)
            guard batch.status == 0 else { throw batch.failure(Self.catFile, executable: executable) }
            bytes = batch.output
        }
        var offset = bytes.startIndex
        var files: [(path: String, bytes: [UInt8], isLink: Bool)] = []
        files.reserveCapacity(blobs.count)
        for (index, blob) in blobs.enumerated() {
            let content: [UInt8]
            if let kept = fromWorkingTree[index] {
                content = kept
            } else {
                guard let newline = bytes[offset...].firstIndex(of: 10) else {
                    throw .outputEnded(command: Self.catFile, path: blob.path)
                }
                let header = String(decoding: bytes[offset..<newline], as: UTF8.self).split(separator: " ")
                offset = newline + 1
                guard header.count == 3, let size = Int(header[2]), size >= 0, offset + size <= bytes.endIndex else {
                    notes.append(RevisionText.blobUnreadable.bilingual(blob.path, String(commit.prefix(12))))
                    continue
                }
                content = Array(bytes[offset..<(offset + size)])
                offset += size + 1
            }
            if !blob.isLink, content.contains(0) {
                notes.append(RevisionText.blobBinary.bilingual(blob.path, String(commit.prefix(12))))
                continue
            }
            files.append((blob.path, content, blob.isLink))
        }
        return (files, notes)
    }

    /// The commands errors name.
    static let lsTree = "git ls-tree"  // literal: a git command
    static let catFile = "git cat-file"  // literal: a git command

    /// Whether a workspace load reads a file of this path.
    static func isLoaded(_ path: String) -> Bool {
        isLoaded(ArraySlice(path.utf8))
    }

    /// Whether a workspace load reads a file of this path (UTF-8).
    static func isLoaded(_ path: ArraySlice<UInt8>) -> Bool {
        let name = path[((path.lastIndex(of: UInt8(ascii: "/")) ?? path.startIndex - 1) + 1)...]
        func hasSuffix(_ suffix: String) -> Bool {
            let suffix = suffix.utf8
            return name.count >= suffix.count && name.suffix(suffix.count).elementsEqual(suffix)
        }
        return hasSuffix(".swift") || name.elementsEqual("project.pbxproj".utf8)
            || name.elementsEqual("contents.xcworkspacedata".utf8) || hasSuffix(".xcconfig")
            || name.elementsEqual(Configuration.fileName.utf8)
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
                status: -1, output: [], errorText: error.localizedDescription, launchError: error.localizedDescription)
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
        let data = Self.readToEnd(output.fileHandleForReading.fileDescriptor)
        group.wait()
        exited.wait()
        let errorText = String(decoding: errorBox.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return GitResult(status: process.terminationStatus, output: data, errorText: errorText)
    }
}

extension GitRepository {
    /// Everything a pipe delivers until its writer closes it, read 1 MiB at a time straight into
    /// one buffer (`FileHandle.readDataToEndOfFile` reads a pipe 4 KiB at a time: thousands of
    /// reads for a revision's files).
    static func readToEnd(_ descriptor: Int32) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        var count = 0
        while true {
            if buffer.count - count < 1 << 16 { buffer += [UInt8](repeating: 0, count: buffer.count) }
            let room = buffer.count - count
            let read = buffer.withUnsafeMutableBytes { bytes -> Int in
                guard let base = bytes.baseAddress else { return 0 }
                return Foundation.read(descriptor, base + count, room)
            }
            if read > 0 {
                count += read
            } else if read == 0 || errno != EINTR {
                break
            }
        }
        buffer.removeSubrange(count...)
        return buffer
    }
}

/// Holds bytes read on another thread; read only after the group that wrote them is done.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}

/// What one `git` run printed.
struct GitResult {
    var status: Int32
    var output: [UInt8]
    var errorText: String
    /// Why the executable could not be started, when it could not.
    var launchError: String?

    /// The error of this failed run of `command` (`git ls-tree`) with `executable`.
    func failure(_ command: String, executable: String) -> GitError {
        if let launchError { return .couldNotRun(command: command, executable: executable, reason: launchError) }
        return .failed(command: command, message: errorText)
    }

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
    /// `git` ran and failed; `message` is what it printed on standard error.
    case failed(command: String, message: String)
    /// `git` could not be started.
    case couldNotRun(command: String, executable: String, reason: String)
    /// `git cat-file --batch` printed less than the files asked for.
    case outputEnded(command: String, path: String)

    public var description: String { description(in: .english) }

    /// The error in `language`.
    public func description(in language: MessageLanguage) -> String {
        switch self {
        case .gitNotFound: RevisionText.gitNotFound.text(in: language)
        case .notARepository(let path, _): RevisionText.notARepository.text(in: language, path)
        case .unknownRevision(let revision): RevisionText.unknownRevision.text(in: language, revision)
        case .missingInShallowClone(let revision): RevisionText.missingInShallowClone.text(in: language, revision)
        case .noMergeBase(let first, let second): RevisionText.noMergeBase.text(in: language, first, second)
        case .failed(let command, let message): RevisionText.failed.text(in: language, command, message)
        case .couldNotRun(let command, let executable, let reason):
            RevisionText.couldNotRun.text(in: language, command, executable, reason)
        case .outputEnded(let command, let path): RevisionText.outputEnded.text(in: language, command, path)
        }
    }
}
