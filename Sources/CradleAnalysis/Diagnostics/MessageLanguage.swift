/// The language findings are worded in: cradle-lsp's English, or Cradle's own texts (Korean),
/// byte for byte as the macros print them, with Korean of cradle-lsp's own for the codes Cradle
/// does not have.
///
/// The analysis words every finding in both; the CLI and the server choose one at the boundary
/// (`localized(to:)`) from the flag, configuration, `initialize` parameters or the environment.
public enum MessageLanguage: String, Sendable, CaseIterable, Hashable {
    /// cradle-lsp's English (`style.md`): lower-case start, no trailing period. The default.
    case english
    /// Cradle's texts, as the compiler prints them after a build.
    case cradle

    /// The language a POSIX locale name (`ko_KR.UTF-8`, `ko`) or an LSP / BCP 47 tag (`ko-KR`)
    /// asks for: `.cradle` for Korean, `.english` for every other language, `C` and `POSIX`;
    /// `nil` for an empty value (which names no locale, so the next source decides).
    public init?(locale: String) {
        let name = locale.split(separator: " ").first ?? ""
        guard !name.isEmpty else { return nil }
        // The language is what comes before the territory, codeset and modifier.
        let language = name.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }
        self = language.lowercased() == "ko" ? .cradle : .english
    }
}

/// A message worded in both languages: cradle-lsp's English and Cradle's text.
public struct MessageText: Sendable, Hashable {
    /// cradle-lsp's English wording.
    public var english: String
    /// Cradle's wording (Korean), or cradle-lsp's own Korean for codes Cradle does not have.
    public var cradle: String

    public init(english: String, cradle: String) {
        self.english = english
        self.cradle = cradle
    }

    /// The text in `language`.
    public func text(in language: MessageLanguage) -> String {
        switch language {
        case .english: english
        case .cradle: cradle
        }
    }
}

extension MessageLanguage {
    /// The language the POSIX environment asks for: the first of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG` that is set and not empty decides (`ko_KR.UTF-8` → `.cradle`, `C` → `.english`);
    /// nil when none is set. The caller reads the environment; this only decides.
    public static func fromEnvironment(_ environment: [String: String]) -> MessageLanguage? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], let language = MessageLanguage(locale: value) { return language }
        }
        return nil
    }

    /// The CLI's choice: `--messages` over the repository's `.cradle-lsp.json` over the
    /// environment; English when none says anything.
    public static func forCommandLine(
        flag: MessageLanguage?, configuration: MessageLanguage?, environment: [String: String]
    ) -> MessageLanguage {
        flag ?? configuration ?? fromEnvironment(environment) ?? .english
    }

    /// The server's choice: `initializationOptions.messages` over the repository's
    /// `.cradle-lsp.json` over `initialize`'s `locale`; English when none says anything.
    public static func forServer(option: MessageLanguage?, configuration: MessageLanguage?, locale: String?)
        -> MessageLanguage
    {
        option ?? configuration ?? locale.flatMap(MessageLanguage.init(locale:)) ?? .english
    }
}
