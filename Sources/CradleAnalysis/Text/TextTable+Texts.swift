/// A placeholder's value in both languages: a name, path, code or number (the same in both), or
/// a text of the table (its own language in each), so that a reason nested in a reason keeps
/// both languages (`ManifestText.targetsUnread.bilingual(reason)`).
public protocol TextArgument: Sendable {
    /// The argument as it reads in `language`.
    func argumentText(in language: MessageLanguage) -> String
}

extension String: TextArgument {
    public func argumentText(in language: MessageLanguage) -> String { self }
}

extension Int: TextArgument {
    public func argumentText(in language: MessageLanguage) -> String { String(self) }
}

extension MessageText: TextArgument {
    public func argumentText(in language: MessageLanguage) -> String { text(in: language) }

    /// The same text in both languages: a name, a path, code, a tool's own output.
    public static func verbatim(_ text: String) -> MessageText { MessageText(english: text, cradle: text) }
}

extension TextTable {
    /// Both texts of the entry, `{n}` filled with the nth argument as it reads in each language:
    /// for what is worded in both languages and shown in one later (a fix's title, a composition
    /// warning, a binding's explanation, a project problem), as a finding's message is.
    public func bilingual(_ arguments: any TextArgument...) -> MessageText {
        bilingual(arguments: arguments)
    }

    /// Both texts of the entry, `{n}` filled with the nth of `arguments` in each language.
    public func bilingual(arguments: [any TextArgument]) -> MessageText {
        MessageText(
            english: TextTables.fill(entry.english, arguments.map { $0.argumentText(in: .english) }),
            cradle: TextTables.fill(entry.cradle, arguments.map { $0.argumentText(in: .cradle) }))
    }
}
