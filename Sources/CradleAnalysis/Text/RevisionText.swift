/// Reading a git revision (`--diff`, `--new-since`): why it cannot be read (`GitError`), and the
/// notes on files left out of it.
public enum RevisionText: String, TextTable {
    case gitNotFound, notARepository, unknownRevision, missingInShallowClone, noMergeBase, failed, couldNotRun
    case outputEnded, submoduleNotCompared, blobUnreadable, blobBinary

    public var entry: MessageText {
        switch self {
        case .gitNotFound:
            MessageText(
                english: "no git executable on PATH (--diff and --new-since read revisions through git)",
                cradle: "PATH에 git 실행 파일이 없습니다(--diff와 --new-since는 git으로 리비전을 읽습니다).")
        case .notARepository: MessageText(english: "{1} is not inside a git repository", cradle: "{1}: git 저장소 안이 아닙니다.")
        case .unknownRevision:
            MessageText(english: "`{1}` is not a revision of this repository", cradle: "이 저장소에 `{1}` 리비전이 없습니다.")
        case .missingInShallowClone:
            MessageText(
                english:
                    "`{1}` is not in this shallow clone; fetch it (git fetch --deepen=50, or actions/checkout with fetch-depth: 0) or use --baseline FILE",
                cradle:
                    "이 shallow clone에는 `{1}` 리비전이 없습니다. 가져오거나(git fetch --deepen=50, 또는 actions/checkout에 fetch-depth: 0) --baseline FILE을 쓰십시오."
            )
        case .noMergeBase:
            MessageText(english: "`{1}` and `{2}` have no common ancestor", cradle: "`{1}`, `{2}` 사이에 공통 조상이 없습니다.")
        case .failed: MessageText(english: "{1} failed: {2}", cradle: "{1} 실패: {2}")
        case .couldNotRun:
            MessageText(english: "{1} failed: {2} could not be run: {3}", cradle: "{1} 실패: {2}을(를) 실행할 수 없습니다: {3}")
        case .outputEnded: MessageText(english: "{1} failed: the output ended before {2}", cradle: "{1} 실패: {2} 앞에서 출력이 끝났습니다.")
        case .submoduleNotCompared:
            MessageText(
                english: "submodule {1} is not compared (its files are not in this repository)",
                cradle: "submodule {1}: 비교하지 않습니다(파일이 이 저장소에 없습니다).")
        case .blobUnreadable:
            MessageText(english: "{1} could not be read from {2} and is left out", cradle: "{1}: {2}에서 읽을 수 없어 제외합니다.")
        case .blobBinary: MessageText(english: "{1} is binary at {2} and is left out", cradle: "{1}: {2}에서 바이너리 파일이므로 제외합니다.")
        }
    }
}
