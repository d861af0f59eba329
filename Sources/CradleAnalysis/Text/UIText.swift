/// The one table of what cradle-lsp says to the user besides the findings' messages (which
/// live beside their checks, `Message`): hover, code lens, inlay hints, code action and
/// refactoring titles, symbol details, completion and signature help, progress and
/// `window/showMessage` texts, the CLI's summaries, notes and warnings, `--help`, the `--diff`
/// and `--analyze` reports. Each entry has cradle-lsp's English and Korean in Cradle's terms
/// (`cradle`: Cradle's README and DocC pages: graph, factory, 등록, 수명, 생성 프로퍼티, 외부
/// 입력 …), chosen by the setting that chooses the findings' language (`MessageLanguage`).
///
/// Placeholders are `{1}`, `{2}`, …: identifiers, types and code go in as written. English
/// plurals are separate entries (`…One`, `…Many`): Korean has none. The long-form explanations
/// of the codes are the other table, `DiagnosticCatalogue`. `UITextTableTests` fails on a case
/// without an entry, on placeholders that differ between the two texts, and on a Korean text
/// with no Hangul; `UserFacingLiteralTests` on a user-facing literal outside the tables.
public enum UIText: String, CaseIterable, Sendable {
    // `--help` (`UIText+Help.swift`)
    case helpGeneral, helpServer, helpCheck, helpGraph, helpDiff, helpAnalyze, helpExplain

    /// The entry: both texts, placeholders unfilled. Nil only for a case the table lacks, which
    /// `UITextTableTests` forbids.
    public var entry: MessageText? { Self.table[self] }

    /// The text in `language` with `{1}`, `{2}`, … replaced by `arguments` in order.
    public func text(in language: MessageLanguage, _ arguments: String...) -> String {
        Self.fill((entry?.text(in: language) ?? entry?.english) ?? rawValue, arguments)
    }

    /// `template` with `{n}` replaced by the nth argument (1-based); other braces stay.
    static func fill(_ template: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let number = Int(after[..<close]), number >= 1,
                number <= arguments.count
            {
                result += arguments[number - 1]
                rest = after[after.index(after: close)...]
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }

    /// Every area's entries.
    static let table: [UIText: MessageText] = help
}
