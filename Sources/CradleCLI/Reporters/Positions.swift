import CradleProtocol
import CradleSyntax

/// Positions for reports: 1-based lines, 1-based columns in UTF-8 bytes (or UTF-16 units).
struct Positions {
    /// The line index of every file a report points into.
    let indexes: [String: LineIndex]

    /// The 1-based line and UTF-8 column of a byte offset.
    func start(_ file: String, _ offset: Int) -> (line: Int, column: Int) {
        let position = indexes[file]?.position(of: offset) ?? (line: 0, column: 0)
        return (position.line + 1, position.column + 1)
    }

    /// The 1-based line and UTF-16 column of a byte offset.
    func utf16(_ file: String, _ offset: Int) -> (line: Int, column: Int) {
        let position = indexes[file]?.utf16Position(of: offset) ?? (line: 0, column: 0)
        return (position.line + 1, position.column + 1)
    }

    /// A range as the JSON report writes it.
    func range(_ file: String, _ range: ByteRange) -> JSON {
        let first = start(file, range.start)
        let last = start(file, range.end)
        return [
            "start": ["line": .int(first.line), "column": .int(first.column)],
            "end": ["line": .int(last.line), "column": .int(last.column)],
        ]
    }
}
