/// Why a `.cradle-lsp.json`, or part of it, cannot be used (`ProjectProblem.configuration`,
/// `.unusableConfiguration`).
public enum ConfigurationText: String, TextTable {
    case unreadableFile, notJSON, notObject, unknownKey, excludeType, graphOutputType, messagesValue
    case compositionType, analysisType, severityType, severityUnknownCode, severityValue

    public var entry: MessageText {
        switch self {
        case .unreadableFile: MessageText(english: "the configuration file cannot be read", cradle: "설정 파일을 읽을 수 없습니다.")
        case .notJSON: MessageText(english: "not valid JSON", cradle: "올바른 JSON이 아닙니다.")
        case .notObject: MessageText(english: "not a JSON object", cradle: "JSON 객체가 아닙니다.")
        case .unknownKey: MessageText(english: "unknown key `{1}` (known: {2})", cradle: "알 수 없는 키 `{1}`입니다(알려진 키: {2}).")
        case .excludeType:
            MessageText(english: "`exclude` must be an array of glob strings", cradle: "`exclude`는 glob 문자열의 배열이어야 합니다.")
        case .graphOutputType:
            MessageText(english: "`graphOutput` must be a folder path string", cradle: "`graphOutput`은 폴더 경로 문자열이어야 합니다.")
        case .messagesValue: MessageText(english: "`messages` must be one of {1}", cradle: "`messages`는 {1} 중 하나여야 합니다.")
        case .compositionType:
            MessageText(
                english:
                    "`composition` must be an object with `roots` and `types` arrays of `Module.Type` strings and a `workspaceName` string",
                cradle: "`composition`은 `Module.Type` 문자열 배열인 `roots`와 `types`, 그리고 `workspaceName` 문자열을 가진 객체여야 합니다.")
        case .analysisType:
            MessageText(
                english: "`analysis` must be an object of {1} to whole numbers of 0 or more",
                cradle: "`analysis`는 {1}에 0 이상의 정수를 주는 객체여야 합니다.")
        case .severityType:
            MessageText(
                english: "`severity` must be an object of code to error, warning, note or off",
                cradle: "`severity`는 코드마다 error, warning, note, off 중 하나를 주는 객체여야 합니다.")
        case .severityUnknownCode:
            MessageText(english: "`severity`: unknown code `{1}`", cradle: "`severity`: 알 수 없는 코드 `{1}`입니다.")
        case .severityValue:
            MessageText(
                english: "`severity.{1}` must be one of error, warning, note, off",
                cradle: "`severity.{1}`의 값은 error, warning, note, off 중 하나여야 합니다.")
        }
    }
}
