import CradleAnalysis
import CradleSyntax

/// A unified diff (as `diff -u`, `patch -p1` and `git apply` read it) of one file before and
/// after a set of sorted, non-overlapping edits, with three lines of context.
enum UnifiedDiff {
    /// The diff of `path` (written `a/path` and `b/path`); empty when the edits change nothing.
    static func render(path: String, old: [UInt8], edits: [TextEdit], context: Int = 3) -> String {
        let lines = Self.lines(old)
        let starts = lineStarts(old)
        func line(of offset: Int) -> Int {
            var low = 0
            var high = starts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if starts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return min(low, max(lines.count - 1, 0))
        }
        // Chunks: runs of old lines that edits touch, with their new lines.
        var chunks: [(first: Int, last: Int, edits: [TextEdit])] = []
        for edit in edits {
            let first = line(of: edit.range.start)
            let endsAtLineStart = edit.range.end > edit.range.start && old[edit.range.end - 1] == 0x0A
            let last = max(first, line(of: endsAtLineStart ? edit.range.end - 1 : edit.range.end))
            if let previous = chunks.last, first <= previous.last {
                chunks[chunks.count - 1] = (previous.first, max(previous.last, last), previous.edits + [edit])
            } else {
                chunks.append((first, last, [edit]))
            }
        }
        let changed: [(first: Int, last: Int, new: [Line])] = chunks.compactMap { chunk in
            guard !lines.isEmpty else { return nil }
            let start = starts[chunk.first]
            let end = chunk.last + 1 < starts.count ? starts[chunk.last + 1] : old.count
            let shifted = chunk.edits.map {
                TextEdit(
                    file: $0.file, range: ByteRange(start: $0.range.start - start, end: $0.range.end - start), newText: $0.newText
                )
            }
            let newLines = Self.lines(FixPlan.apply(shifted, to: Array(old[start..<end])))
            return newLines == Array(lines[chunk.first...chunk.last]) ? nil : (chunk.first, chunk.last, newLines)
        }
        guard !changed.isEmpty else { return "" }
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        var delta = 0
        var index = 0
        while index < changed.count {
            var end = index
            while end + 1 < changed.count, changed[end + 1].first - changed[end].last - 1 <= 2 * context { end += 1 }
            let from = max(0, changed[index].first - context)
            let to = min(lines.count - 1, changed[end].last + context)
            var body = ""
            var oldCount = 0
            var newCount = 0
            var cursor = from
            for item in changed[index...end] {
                while cursor < item.first {
                    body += lines[cursor].rendered(" ")
                    cursor += 1
                    oldCount += 1
                    newCount += 1
                }
                for removed in lines[item.first...item.last] { body += removed.rendered("-") }
                for added in item.new { body += added.rendered("+") }
                oldCount += item.last - item.first + 1
                newCount += item.new.count
                cursor = item.last + 1
            }
            while cursor <= to {
                body += lines[cursor].rendered(" ")
                cursor += 1
                oldCount += 1
                newCount += 1
            }
            let newStart = from + 1 + delta
            output += "@@ -\(from + 1),\(oldCount) +\(newCount == 0 ? newStart - 1 : newStart),\(newCount) @@\n" + body
            delta += changed[index...end].reduce(0) { $0 + $1.new.count - ($1.last - $1.first + 1) }
            index = end + 1
        }
        return output
    }

    /// One line of text and whether a newline ends it.
    struct Line: Equatable {
        var text: [UInt8]
        var hasNewline: Bool

        /// The line with its diff prefix, marked when no newline ends it.
        func rendered(_ prefix: String) -> String {
            let marker = "\\ No newline at end of file"  // literal: the format's marker, which patch and git apply read
            return prefix + String(decoding: text, as: UTF8.self) + (hasNewline ? "\n" : "\n\(marker)\n")
        }
    }

    /// The lines of `bytes`; a final newline ends the last line instead of starting another.
    static func lines(_ bytes: [UInt8]) -> [Line] {
        var result: [Line] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(Line(text: Array(bytes[start..<index]), hasNewline: true))
            start = index + 1
        }
        if start < bytes.count { result.append(Line(text: Array(bytes[start...]), hasNewline: false)) }
        return result
    }

    /// The offset where each line starts.
    static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A && index + 1 < bytes.count { starts.append(index + 1) }
        return starts
    }
}
