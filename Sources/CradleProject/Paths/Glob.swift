/// A path pattern as SwiftPM, Tuist and `.cradle-lsp.json` write them, matched against paths
/// relative to a folder: `*` and `?` stay within one path component, `**` spans any number of
/// components (`Sources/**`, `**/*.swift`). Matching is dynamic programming over pattern and path,
/// so no pattern, however many stars it has, takes more than their product of steps.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let bytes: [UInt8]
    /// No `*` or `?`: matching is comparing (most `exclude:` entries are plain paths).
    private let isLiteral: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var bytes = Array(pattern.utf8)
        while bytes.first == UInt8(ascii: "/") { bytes.removeFirst() }
        if bytes.starts(with: Array("./".utf8)) { bytes.removeFirst(2) }
        while bytes.last == UInt8(ascii: "/") { bytes.removeLast() }
        self.bytes = bytes
        isLiteral = !bytes.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }
    }

    public var description: String { pattern }

    /// Whether the pattern has a wildcard at all.
    public var hasWildcard: Bool { bytes.contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") } }

    /// The leading components without wildcards (`Sources/App` of `Sources/App/**/*.swift`) and
    /// the rest of the pattern (`**/*.swift`), empty when the pattern is literal.
    public var literalPrefix: (prefix: String, rest: String) {
        let components = pattern.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        var prefix: [Substring] = []
        for component in components {
            if component.contains("*") || component.contains("?") { break }
            prefix.append(component)
        }
        let rest = components.dropFirst(prefix.count)
        return (prefix.joined(separator: "/"), rest.joined(separator: "/"))
    }

    /// Whether `path` (relative, `/`-separated) matches the whole pattern.
    public func matches(_ path: String) -> Bool {
        if isLiteral { return path.utf8.elementsEqual(bytes) }
        return Self.match(bytes, Array(path.utf8))
    }

    /// Whether a folder that contains `path` matches the pattern (an excluded folder excludes
    /// everything inside it).
    public func matchesAncestor(of path: String) -> Bool {
        let text = Array(path.utf8)
        if isLiteral {
            return text.count > bytes.count && text[bytes.count] == UInt8(ascii: "/") && text.starts(with: bytes)
        }
        for index in text.indices where text[index] == UInt8(ascii: "/") {
            if Self.match(bytes, Array(text[..<index])) { return true }
        }
        return false
    }

    /// Pattern against text. `reachable[j]` says whether the pattern's first `i` bytes can match
    /// the text's first `j` bytes; one row per pattern byte.
    private static func match(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        // Two rows, swapped after each step: no allocation per pattern byte.
        var next = [Bool](repeating: false, count: text.count + 1)
        var index = 0
        while index < pattern.count {
            for j in next.indices { next[j] = false }
            let byte = pattern[index]
            if byte == star, index + 1 < pattern.count, pattern[index + 1] == star {
                // `**`: any run of bytes; `**/` may also match nothing at all.
                var consumed = 2
                var any = false
                for j in 0...text.count {
                    any = any || reachable[j]
                    next[j] = any
                }
                if index + 2 < pattern.count, pattern[index + 2] == slash {
                    consumed = 3
                    // `**/x` matches `x` (zero folders) or `…/x`: only at component starts.
                    for j in 0...text.count {
                        next[j] = reachable[j] || (j > 0 && text[j - 1] == slash && next[j])
                    }
                }
                swap(&reachable, &next)
                index += consumed
                continue
            }
            if byte == star {
                var carry = false
                for j in 0...text.count {
                    if reachable[j] { carry = true }
                    next[j] = carry
                    if j < text.count, text[j] == slash { carry = false }
                }
            } else {
                for j in 0..<text.count where reachable[j] {
                    if byte == UInt8(ascii: "?") ? text[j] != slash : text[j] == byte { next[j + 1] = true }
                }
            }
            swap(&reachable, &next)
            index += 1
        }
        return reachable[text.count]
    }
}
