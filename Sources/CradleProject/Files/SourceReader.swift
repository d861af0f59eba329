import CradleAnalysis
import CradleSyntax
import Foundation

/// Reads source files and summarises them on all cores.
public enum SourceReader {
    /// Reads and summarises `files`. A file that cannot be read is a problem; invalid UTF-8 is a
    /// warning and the file is still analysed.
    public static func summaries(of files: ArraySlice<ProjectFile>) -> (summaries: [FileSummary], problems: [ProjectProblem]) {
        let files = Array(files)
        var results = [(FileSummary?, ProjectProblem?)](repeating: (nil, nil), count: files.count)
        results.withUnsafeMutableBufferPointer { buffer in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let base = buffer.baseAddress
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                let file = files[index]
                guard let data = FileManager.default.contents(atPath: file.absolutePath) else {
                    base?[index] = (nil, .unreadable(path: file.path))
                    return
                }
                let bytes = [UInt8](data)
                if file.isNeededOnlyForGraphs, !contains(bytes, "DependencyGraph") { return }
                let problem: ProjectProblem? = isValidUTF8(bytes) ? nil : .invalidUTF8(path: file.path)
                let summary = FileSummary(SourceInput(path: file.path, module: file.module, text: SourceText(bytes: bytes)))
                base?[index] = (summary, problem)
            }
        }
        return (results.compactMap(\.0), results.compactMap(\.1))
    }

    /// Whether `needle` occurs in `bytes`.
    static func contains(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            let last = buffer.count - pattern.count
            while index <= last {
                if buffer[index] == first, (1..<pattern.count).allSatisfy({ buffer[index + $0] == pattern[$0] }) { return true }
                index += 1
            }
            return false
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

    /// Reads every file into a workspace whose modules see each other as the build definitions
    /// say, in batches; `progress` is told how many files are done after each batch.
    public func loadWorkspace(progress: ((_ done: Int) -> Void)? = nil) -> (workspace: Workspace, problems: [ProjectProblem]) {
        var workspace = Workspace(visibility: modules.visibility)
        workspace.policy = configuration.policy
        var problems: [ProjectProblem] = []
        for start in stride(from: 0, to: files.count, by: Self.batchSize) {
            let end = min(files.count, start + Self.batchSize)
            let (summaries, batchProblems) = SourceReader.summaries(of: files[start..<end])
            workspace.add(summaries)
            problems += batchProblems
            progress?(end)
        }
        return (workspace, problems)
    }
}
