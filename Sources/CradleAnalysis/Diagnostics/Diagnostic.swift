import CradleSyntax

/// A finding at a range of one file, with related notes and mechanical fixes.
public struct Diagnostic: Sendable, Hashable {
    public var code: DiagnosticCode
    public var severity: Severity
    /// The text shown: English unless the finding was `localized(to:)` another language.
    public var message: String
    /// The message in every language; `message` is one of them.
    public var texts: MessageText
    /// The file the range points into, as the caller named it.
    public var file: String
    public var range: ByteRange
    /// Related locations, in the order the compiler lists them.
    public var notes: [RelatedNote]
    public var fixes: [Fix]
    /// Editor hints such as "unnecessary" (greyed-out code).
    public var tags: Set<DiagnosticTag>

    public init(
        code: DiagnosticCode, message: String, file: String, range: ByteRange, notes: [RelatedNote] = [],
        fixes: [Fix] = [], severity: Severity? = nil, tags: Set<DiagnosticTag> = []
    ) {
        self.code = code
        self.severity = severity ?? code.defaultSeverity
        self.message = message
        self.texts = MessageText(english: message, cradle: message)
        self.file = file
        self.range = range
        self.notes = notes
        self.fixes = fixes
        self.tags = tags
    }

    /// A finding worded in both languages, shown in English until `localized(to:)`.
    public init(
        code: DiagnosticCode, message: MessageText, file: String, range: ByteRange, notes: [RelatedNote] = [],
        fixes: [Fix] = [], severity: Severity? = nil, tags: Set<DiagnosticTag> = []
    ) {
        self.init(
            code: code, message: message.english, file: file, range: range, notes: notes, fixes: fixes,
            severity: severity, tags: tags)
        self.texts = message
    }

    /// This finding with its message, notes and fixes' titles in `language`; code, severity,
    /// ranges and edits are the same in every language.
    public func localized(to language: MessageLanguage) -> Diagnostic {
        var copy = self
        copy.message = texts.text(in: language)
        copy.notes = notes.map { $0.localized(to: language) }
        copy.fixes = fixes.map { $0.localized(to: language) }
        return copy
    }
}

/// A tag an editor may render specially.
public enum DiagnosticTag: String, Sendable, Hashable {
    /// The code is unused; editors grey it out.
    case unnecessary
}

/// A related location of a diagnostic.
public struct RelatedNote: Sendable, Hashable {
    public var file: String
    public var range: ByteRange
    /// The text shown: English unless the note was `localized(to:)` another language.
    public var message: String
    /// The message in every language; `message` is one of them.
    public var texts: MessageText

    public init(file: String, range: ByteRange, message: String) {
        self.file = file
        self.range = range
        self.message = message
        self.texts = MessageText(english: message, cradle: message)
    }

    /// A note worded in both languages, shown in English until `localized(to:)`.
    public init(file: String, range: ByteRange, message: MessageText) {
        self.init(file: file, range: range, message: message.english)
        self.texts = message
    }

    /// This note with its message in `language`.
    public func localized(to language: MessageLanguage) -> RelatedNote {
        var copy = self
        copy.message = texts.text(in: language)
        return copy
    }
}

/// A mechanical repair: text edits applied together.
public struct Fix: Sendable, Hashable {
    /// The title shown: English unless the fix was `localized(to:)` another language (with its
    /// finding, `Diagnostic.localized(to:)`).
    public var title: String
    /// The title in every language; `title` is one of them.
    public var titles: MessageText
    public var edits: [TextEdit]
    /// Whether the fix can be applied without a person choosing (for "fix all").
    public var isPreferred: Bool

    /// A fix titled the same in every language.
    public init(title: String, edits: [TextEdit], isPreferred: Bool = false) {
        self.title = title
        self.titles = MessageText(english: title, cradle: title)
        self.edits = edits
        self.isPreferred = isPreferred
    }

    /// A fix titled in both languages, shown in English until `localized(to:)`.
    public init(title: MessageText, edits: [TextEdit], isPreferred: Bool = false) {
        self.init(title: title.english, edits: edits, isPreferred: isPreferred)
        self.titles = title
    }

    /// This fix with its title in `language`; the edits are the same in every language.
    public func localized(to language: MessageLanguage) -> Fix {
        var copy = self
        copy.title = titles.text(in: language)
        return copy
    }
}

/// Replaces `range` of `file` with `newText`.
public struct TextEdit: Sendable, Hashable {
    public var file: String
    public var range: ByteRange
    public var newText: String

    public init(file: String, range: ByteRange, newText: String) {
        self.file = file
        self.range = range
        self.newText = newText
    }

    /// `bytes` with `edits` (of one file, sorted by range, none overlapping the one before)
    /// applied; a range past the end, or one that reaches into the edit before it, is clamped.
    /// The one place edits meet text: `--fix`, its dry-run diff, and the refactorings' checks.
    public static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits {
            let start = min(max(edit.range.start, cursor), bytes.count)
            let end = min(max(edit.range.end, start), bytes.count)
            result += bytes[cursor..<start]
            result += Array(edit.newText.utf8)
            cursor = end
        }
        result += bytes[cursor...]
        return result
    }

    /// Whether this edit and `other` cannot both apply: they change one file and their ranges
    /// share a byte, or both insert at the same offset (their order would be a guess). `--fix`
    /// and the editor's fix-all leave out a fix with such an edit.
    public func conflicts(with other: TextEdit) -> Bool {
        guard file == other.file else { return false }
        if range.isEmpty && other.range.isEmpty { return range.start == other.range.start }
        return range.start < other.range.end && other.range.start < range.end
    }
}

extension Diagnostic {
    /// The deterministic order of findings: file, range, code, message.
    public static func areInOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.range != rhs.range { return lhs.range < rhs.range }
        if lhs.code != rhs.code { return lhs.code.rawValue < rhs.code.rawValue }
        return lhs.message < rhs.message
    }
}
