extension TextTable {
    /// Both texts with `{1}`, `{2}`, … replaced by `arguments` in order: for what is worded in
    /// both languages and shown in one later (a fix's title, a composition warning, a binding's
    /// explanation), as a finding's message is.
    public func texts(_ arguments: String...) -> MessageText {
        MessageText(
            english: TextTables.fill(entry.english, arguments), cradle: TextTables.fill(entry.cradle, arguments))
    }
}
