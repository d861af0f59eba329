/// What the language server itself says: indexing progress, why a refactoring waits, and the
/// errors of Cradle's own requests a client shows.
public enum ServerText: String, TextTable {
    case indexingTitle, indexingSuperseded, indexingCancelled, indexedFiles, stillIndexing, noGraphInModule

    public var entry: MessageText {
        switch self {
        case .indexingTitle: MessageText(english: "Indexing Cradle graphs", cradle: "Cradle graph 인덱싱")
        case .indexingSuperseded: MessageText(english: "superseded", cradle: "새 인덱싱으로 대체됨")
        case .indexingCancelled: MessageText(english: "cancelled", cradle: "취소됨")
        case .indexedFiles: MessageText(english: "{1} files", cradle: "파일 {1}개")
        case .stillIndexing: MessageText(english: "the workspace is still being indexed", cradle: "workspace를 아직 인덱싱하는 중입니다")
        case .noGraphInModule:
            MessageText(english: "no graph named {1} in module {2}", cradle: "모듈 {2}에 이름이 {1}인 graph가 없습니다")
        }
    }
}
