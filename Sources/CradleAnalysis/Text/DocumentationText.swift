/// What the documentation generated from the catalogue says around it (the READMEs' table).
public enum DocumentationText: String, TextTable {
    case tableHeader

    public var entry: MessageText {
        switch self {
        case .tableHeader:
            MessageText(
                english: "| # | code | severity | what it means | Cradle's message |",
                cradle: "| # | 코드 | 심각도 | 뜻 | Cradle의 메시지 |")
        }
    }
}
