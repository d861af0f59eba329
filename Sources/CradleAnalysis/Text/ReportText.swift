/// The words of `--check`'s reports around the findings: the text report's summary line
/// (`1 error, 0 warnings in 2 files (3 suppressed)`), a JUnit failure's count of a file's
/// findings, and the headings of the SARIF rules' help. The compiler's `error:` / `warning:` /
/// `note:`, codes, rule ids and JSON keys stay as they are.
public enum ReportText: String, TextTable {
    case errorOne, errorMany, warningOne, warningMany, noteOne, noteMany, fileOne, fileMany
    case summary, noProblems, suppressed
    case sarifWhy, sarifFix

    public var entry: MessageText {
        switch self {
        case .errorOne: MessageText(english: "{1} error", cradle: "오류 {1}개")
        case .errorMany: MessageText(english: "{1} errors", cradle: "오류 {1}개")
        case .warningOne: MessageText(english: "{1} warning", cradle: "경고 {1}개")
        case .warningMany: MessageText(english: "{1} warnings", cradle: "경고 {1}개")
        case .noteOne: MessageText(english: "{1} note", cradle: "참고 {1}개")
        case .noteMany: MessageText(english: "{1} notes", cradle: "참고 {1}개")
        case .fileOne: MessageText(english: "{1} file", cradle: "파일 {1}개")
        case .fileMany: MessageText(english: "{1} files", cradle: "파일 {1}개")
        case .summary: MessageText(english: "{1} in {2}", cradle: "{2}에서 {1}")
        case .noProblems: MessageText(english: "no problems in {1}", cradle: "{1}에서 문제 없음")
        case .suppressed: MessageText(english: "{1} ({2} suppressed)", cradle: "{1} (주석으로 숨긴 진단 {2}개)")
        case .sarifWhy: MessageText(english: "Why", cradle: "이유")
        case .sarifFix: MessageText(english: "Fix", cradle: "고치는 방법")
        }
    }
}
