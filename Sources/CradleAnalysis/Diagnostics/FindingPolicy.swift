import CradleSyntax

/// What configuration and inline comments do to a file's findings (`product.md` §2b): per-code
/// severity overrides (a code may be turned off) and `// cradle-lsp:ignore code[, code…]`
/// comments, at the end of the line where a finding starts or alone on the line before it.
public struct FindingPolicy: Sendable, Hashable {
    /// The severity each configured code gets instead of its default; `nil` turns the code off.
    public var severities: [DiagnosticCode: Severity?]
    /// The analysis gates (`"analysis"` in `.cradle-lsp.json`), none by default.
    public var limits: AnalysisLimits

    /// A policy with the given overrides (none: every finding keeps its default severity).
    public init(severities: [DiagnosticCode: Severity?] = [:], limits: AnalysisLimits = AnalysisLimits()) {
        self.severities = severities
        self.limits = limits
    }

    /// The findings of one file after the policy: overrides applied, codes turned off removed,
    /// findings silenced by a comment counted, and an `invalid-suppression` warning for each
    /// comment that names no code or an unknown one. `text` is the file's text.
    public func review(_ diagnostics: [Diagnostic], path: String, text: SourceText) -> FindingReview {
        let comments = SuppressionComment.scan(text)
        var kept: [Diagnostic] = []
        var suppressed = 0
        var byLine: [Int: Set<DiagnosticCode>] = [:]
        var lineIndex: LineIndex?
        if !comments.isEmpty {
            let index = LineIndex(text)
            lineIndex = index
            for comment in comments {
                let line = index.line(of: comment.range.start)
                byLine[line, default: []].formUnion(comment.codes)
                if comment.isAlone { byLine[line + 1, default: []].formUnion(comment.codes) }
                if let problem = comment.problem {
                    kept.append(Diagnostic(code: .invalidSuppression, message: problem, file: path, range: comment.range))
                }
            }
        }
        for diagnostic in diagnostics {
            if let lineIndex, byLine[lineIndex.line(of: diagnostic.range.start)]?.contains(diagnostic.code) == true {
                suppressed += 1
                continue
            }
            kept.append(diagnostic)
        }
        var result: [Diagnostic] = []
        for var diagnostic in kept {
            if let override = severities[diagnostic.code] {
                guard let severity = override else { continue }
                diagnostic.severity = severity
            }
            result.append(diagnostic)
        }
        return FindingReview(diagnostics: result.sorted(by: Diagnostic.areInOrder), suppressed: suppressed)
    }
}

/// A file's findings after a `FindingPolicy`, and how many findings comments silenced.
public struct FindingReview: Sendable, Hashable {
    /// The findings to report, sorted.
    public var diagnostics: [Diagnostic]
    /// How many findings a `// cradle-lsp:ignore` comment silenced.
    public var suppressed: Int

    /// A review of the given findings.
    public init(diagnostics: [Diagnostic], suppressed: Int) {
        self.diagnostics = diagnostics
        self.suppressed = suppressed
    }
}

/// One `// cradle-lsp:ignore code[, code…]` comment.
public struct SuppressionComment: Sendable, Hashable {
    /// The marker every suppression comment carries.
    public static let marker = "cradle-lsp:ignore"

    /// From the `//` to the end of the line.
    public var range: ByteRange
    /// The known codes it names.
    public var codes: Set<DiagnosticCode>
    /// Whether the comment is alone on its line (then it also covers the next line).
    public var isAlone: Bool
    /// What is wrong with it (no code, unknown codes), as an `invalid-suppression` message.
    public var problem: MessageText?

    /// Every suppression comment in `text`. A marker inside a string literal on the same line
    /// (an odd number of quotes before it) is not a comment.
    public static func scan(_ text: SourceText) -> [SuppressionComment] {
        let bytes = text.bytes
        let needle = Array(marker.utf8)
        // Most files hold no marker: the word-at-a-time search rules them out first.
        guard NameUseSummary.mentionsSuppression(bytes) else { return [] }
        // The marker cannot overlap itself: every occurrence is a separate one.
        return ByteSearch.occurrences(of: needle, in: bytes).compactMap { comment(at: $0, length: needle.count, in: bytes) }
    }

    /// The comment whose marker starts at `start`, when a `//` comment holds it.
    private static func comment(at start: Int, length: Int, in bytes: [UInt8]) -> SuppressionComment? {
        let slash = UInt8(ascii: "/")
        var lineStart = start
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        var lineEnd = start + length
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        // `//` then optional spaces right before the marker.
        var cursor = start
        while cursor > lineStart, bytes[cursor - 1] == 0x20 || bytes[cursor - 1] == 0x09 { cursor -= 1 }
        guard cursor - 2 >= lineStart, bytes[cursor - 1] == slash, bytes[cursor - 2] == slash else { return nil }
        let commentStart = cursor - 2
        let quotes = bytes[lineStart..<commentStart].filter { $0 == UInt8(ascii: "\"") }.count
        guard quotes % 2 == 0 else { return nil }
        let isAlone = bytes[lineStart..<commentStart].allSatisfy { $0 == 0x20 || $0 == 0x09 }
        let rest = String(decoding: bytes[(start + length)..<lineEnd], as: UTF8.self)
        // Codes are separated by commas; words after a code are a reason and ignored.
        var codes: Set<DiagnosticCode> = []
        var unknown: [String] = []
        if rest.isEmpty || rest.first == " " || rest.first == "\t" || rest.first == "," {
            for piece in rest.split(separator: ",") {
                guard let word = piece.split(whereSeparator: { $0 == " " || $0 == "\t" }).first else { continue }
                if let code = DiagnosticCode(rawValue: String(word)) { codes.insert(code) } else { unknown.append(String(word)) }
            }
        } else {
            return nil  // `cradle-lsp:ignorance`: another word
        }
        var problem: MessageText?
        if codes.isEmpty && unknown.isEmpty {
            problem = Message.suppressionWithoutCode()
        } else if !unknown.isEmpty {
            problem = Message.suppressionWithUnknownCodes(unknown)
        }
        return SuppressionComment(
            range: ByteRange(start: commentStart, end: lineEnd), codes: codes, isAlone: isAlone, problem: problem)
    }
}

extension Message {
    /// `invalid-suppression`: a `// cradle-lsp:ignore` comment that names no code.
    static func suppressionWithoutCode() -> MessageText {
        MessageText(
            english: "`\(SuppressionComment.marker)` names no code; it silences nothing",
            cradle: "`\(SuppressionComment.marker)` 주석에 code가 없어 아무것도 숨기지 않습니다.")
    }

    /// `invalid-suppression`: a `// cradle-lsp:ignore` comment naming codes that do not exist.
    static func suppressionWithUnknownCodes(_ unknown: [String]) -> MessageText {
        let names = unknown.map { "`\($0)`" }.joined(separator: ", ")
        return MessageText(
            english: "`\(SuppressionComment.marker)` names unknown \(unknown.count == 1 ? "code" : "codes") \(names)",
            cradle: "`\(SuppressionComment.marker)` 주석의 \(names) code는 알 수 없는 code입니다.")
    }
}

/// The gates a team may set on its graphs' analysis (`"analysis"` in `.cradle-lsp.json`): each
/// limit left out is no gate. A graph over one gets a finding (`analysis-fan-out`,
/// `analysis-fan-in`, `analysis-chain-length`), reported, suppressed and configured like any.
public struct AnalysisLimits: Sendable, Hashable {
    /// The most registrations one factory may depend on.
    public var maxFanOut: Int?
    /// The most factories that may depend on one registration.
    public var maxFanIn: Int?
    /// The most links a graph's longest dependency chain may have.
    public var maxChainLength: Int?

    public init(maxFanOut: Int? = nil, maxFanIn: Int? = nil, maxChainLength: Int? = nil) {
        self.maxFanOut = maxFanOut
        self.maxFanIn = maxFanIn
        self.maxChainLength = maxChainLength
    }

    /// Whether no gate is set.
    public var isEmpty: Bool { maxFanOut == nil && maxFanIn == nil && maxChainLength == nil }
}
