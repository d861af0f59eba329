/// `--explain CODE`: the headings and sentences around a code's documentation
/// (`DiagnosticCatalogue`, `koreanDocumentation`).
public enum ExplainText: String, TextTable {
    case unknownCode, severity, whenHeading, whyHeading, fixHeading, exampleHeading
    case messageHeadingCradle, messageHeadingOwn, noteHeading, silencing, silencingCradle

    public var entry: MessageText {
        switch self {
        case .unknownCode:
            MessageText(
                english:
                    "unknown diagnostic code {1}; give a kebab id (missing-registration), a number (38) or Cradle's id (missingRegistration); codes are listed in the README",
                cradle:
                    "알 수 없는 진단 코드 {1}입니다. kebab id(missing-registration), 번호(38) 또는 Cradle의 id(missingRegistration)를 주십시오. 코드 목록은 README에 있습니다."
            )
        case .severity: MessageText(english: "severity: {1}", cradle: "심각도: {1}")
        case .whenHeading: MessageText(english: "When it appears", cradle: "나타나는 경우")
        case .whyHeading: MessageText(english: "Why", cradle: "이유")
        case .fixHeading: MessageText(english: "How to fix it", cradle: "고치는 방법")
        case .exampleHeading: MessageText(english: "Example", cradle: "예제")
        case .messageHeadingCradle:
            MessageText(
                english: "Message (English, then Cradle's text, as the compiler prints it)",
                cradle: "메시지 (영어, 그다음 컴파일러가 출력하는 Cradle의 문구)")
        case .messageHeadingOwn:
            MessageText(english: "Message (English, then cradle-lsp's Korean)", cradle: "메시지 (영어, 그다음 cradle-lsp의 한국어)")
        case .noteHeading: MessageText(english: "Note", cradle: "참고")
        case .silencing:
            MessageText(
                english:
                    "Silencing it\n`// cradle-lsp:ignore {1}` at the end of the line, or alone on the line before, or `\"severity\": {\"{1}\": \"off\"}` in .cradle-lsp.json.",
                cradle:
                    "끄는 방법\n줄 끝이나 바로 앞 줄에 `// cradle-lsp:ignore {1}`을 쓰거나, .cradle-lsp.json에 `\"severity\": {\"{1}\": \"off\"}`를 씁니다."
            )
        case .silencingCradle:
            MessageText(
                english: "This hides it from cradle-lsp only: the compiler still reports it when Cradle's macro expands.",
                cradle: "이것은 cradle-lsp에서만 숨깁니다. Cradle의 매크로가 전개되면 컴파일러는 여전히 이 진단을 보고합니다.")
        }
    }
}
