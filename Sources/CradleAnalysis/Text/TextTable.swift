/// The table of what cradle-lsp says to the user besides the findings' messages (which live
/// beside their checks, `Message`): hover, code lens, inlay hints, code action and refactoring
/// titles, symbol details, completion and signature help, progress and `window/showMessage`
/// texts, the CLI's summaries, notes and warnings, `--help`, the `--diff` and `--analyze`
/// reports. Each entry has cradle-lsp's English and Korean in Cradle's terms (Cradle's README,
/// DocC pages and macro texts: graph, Factory, 등록, 수명, 생성 프로퍼티, 외부 입력 …; 합니다체
/// for sentences), chosen by the setting that chooses the findings' language
/// (`MessageLanguage`: `--messages`, `initializationOptions.messages`, `.cradle-lsp.json`, the
/// locale).
///
/// The table is one enum per area (`TextTables.all` lists them), each entry a case whose
/// `entry` switch is exhaustive, so an entry cannot be left out. Placeholders are `{1}`, `{2}`,
/// …: identifiers, types and code go in as written. English plurals are separate entries
/// (`…One`, `…Many`): Korean has none. The long-form explanations of the codes are
/// `DiagnosticCatalogue` (English) and `koreanDocumentation`. `TextTableTests` fails on an empty
/// text, on placeholders that differ between the two texts, and on a Korean text with no
/// Hangul; `UserFacingLiteralTests` on a user-facing literal outside the table.
public protocol TextTable: CaseIterable, RawRepresentable, Sendable, Hashable where RawValue == String {
    /// Both texts of this entry, placeholders unfilled.
    var entry: MessageText { get }
}

extension TextTable {
    /// The text in `language` with `{1}`, `{2}`, … replaced by `arguments` in order.
    public func text(in language: MessageLanguage, _ arguments: String...) -> String {
        TextTables.fill(entry.text(in: language), arguments)
    }

    /// The text in `language` with `{n}` replaced by the nth of `arguments`.
    public func text(in language: MessageLanguage, arguments: [String]) -> String {
        TextTables.fill(entry.text(in: language), arguments)
    }
}

/// Every area of the table, and how placeholders are filled.
public enum TextTables {
    /// Every area, for the tests that read the whole table.
    public static let all: [any TextTable.Type] = [
        HelpText.self, ExplainText.self, DocumentationText.self, HoverText.self, SignatureHelpText.self, LensText.self,
        CompletionText.self, RefactoringText.self, ServerText.self, CommandLineText.self, ReportText.self,
        DiffReportText.self, AnalysisReportText.self, ProjectText.self, ConfigurationText.self, ManifestText.self,
        XcodeText.self, RevisionText.self, CompositionText.self, FixText.self, CompositionViewText.self,
        AnalysisText.self, DiffText.self,
    ]

    /// Every entry of every area: its area and case names, and both texts.
    public static var entries: [(key: String, text: MessageText)] {
        all.flatMap { area in entries(of: area) }
    }

    static func entries<Area: TextTable>(of area: Area.Type) -> [(key: String, text: MessageText)] {
        Area.allCases.map { ("\(Area.self).\($0.rawValue)", $0.entry) }
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

    /// The placeholders a template uses (`{1}` → 1), for the tests.
    public static func placeholders(in template: String) -> Set<Int> {
        var found: Set<Int> = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let number = Int(after[..<close]) { found.insert(number) }
            rest = after
        }
        return found
    }
}
