import CradleAnalysis
import CradleProtocol
import CradleSyntax
import Foundation

/// How LSP positions count characters, as negotiated at `initialize`.
enum PositionEncoding: String {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
}

/// One file's text as the server sees it, with its line index for position conversion.
struct DocumentText {
    var text: SourceText
    var lines: LineIndex

    init(_ text: SourceText) {
        self.text = text
        self.lines = LineIndex(text)
    }

    /// The byte offset of an LSP position (clamped into the text).
    func offset(of position: JSON?, encoding: PositionEncoding) -> Int? {
        guard let line = position?["line"]?.intValue, let character = position?["character"]?.intValue, line >= 0, character >= 0
        else { return nil }
        if line >= lines.lineCount { return text.count }
        switch encoding {
        case .utf8: return lines.offset(line: line, column: character)
        case .utf16: return lines.offset(line: line, utf16Column: character)
        }
    }

    /// The LSP position of a byte offset.
    func position(of offset: Int, encoding: PositionEncoding) -> JSON {
        let position = encoding == .utf8 ? lines.position(of: offset) : lines.utf16Position(of: offset)
        return ["line": .int(position.line), "character": .int(position.column)]
    }

    func range(_ range: ByteRange, encoding: PositionEncoding) -> JSON {
        ["start": position(of: range.start, encoding: encoding), "end": position(of: range.end, encoding: encoding)]
    }
}

/// `file://` URIs and paths.
enum FileURI {
    /// The path of a `file://` URI, percent-decoded; nil for other schemes. An escaped slash
    /// (`%2F`) is part of a name, not a separator, so it stays escaped: decoding it would name
    /// another file.
    static func path(_ uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = String(uri.dropFirst("file://".count))
        if !rest.hasPrefix("/"), let slash = rest.firstIndex(of: "/") { rest = String(rest[slash...]) }  // file://host/path
        return rest.replacingOccurrences(of: "%2f", with: "%2F").components(separatedBy: "%2F")
            .map { $0.removingPercentEncoding ?? $0 }.joined(separator: "%2F")
    }

    /// The `file://` URI of an absolute path.
    static func uri(_ path: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#[]@!$&'()*+,;=")
        allowed.insert(charactersIn: "/")
        return "file://" + (path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path)
    }
}

extension Severity {
    /// The LSP DiagnosticSeverity number.
    var lspValue: Int {
        switch self {
        case .error: 1
        case .warning: 2
        case .information: 3
        case .hint: 4
        }
    }
}

extension DocumentText {
    /// The byte offset of a typed LSP position (clamped into the text); nil when negative.
    func offset(of position: Position, encoding: PositionEncoding) -> Int? {
        offset(of: ["line": .int(position.line), "character": .int(position.character)], encoding: encoding)
    }

    /// A byte range as a typed LSP range.
    func lspRange(_ range: ByteRange, encoding: PositionEncoding) -> LSPRange {
        func convert(_ offset: Int) -> Position {
            let position = encoding == .utf8 ? lines.position(of: offset) : lines.utf16Position(of: offset)
            return Position(line: position.line, character: position.column)
        }
        return LSPRange(start: convert(range.start), end: convert(range.end))
    }
}
