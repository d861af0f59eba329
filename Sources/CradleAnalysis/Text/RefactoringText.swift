/// Refactorings (`Workspace.refactorings`): their titles, why one is disabled, and the doc
/// comments they write into the generated Swift; and the title of `source.fixAll`.
public enum RefactoringText: String, TextTable {
    case makeLifetime, makeLifetimeCascade, consumerRejects
    case inputTypeTitle, inputTypeComment, typeExists
    case moveTitle, movedComment, hasInput, takesStaying, readsMissing, readThrough, testOverrides, externalMoved, noBody
    case declaresOwn, editsOverlap
    case fixAll

    public var entry: MessageText {
        switch self {
        case .makeLifetime: MessageText(english: "Make `{1}` `.{2}`", cradle: "`{1}` Factory를 `.{2}` 수명으로 변경")
        case .makeLifetimeCascade:
            MessageText(english: "Make `{1}` `.{2}`, and {3}", cradle: "`{1}` Factory를 `.{2}` 수명으로 변경, 함께 변경할 Factory: {3}")
        case .consumerRejects:
            MessageText(
                english: "`{1}` (`.{2}`, {3}) takes it: {4} ({5})", cradle: "`{1}` Factory(`.{2}`, {3})가 이 값을 매개변수로 받음: {4} ({5})"
            )
        case .inputTypeTitle: MessageText(english: "Create the input type `{1}` of `{2}`", cradle: "`{2}`의 input 타입 `{1}` 만들기")
        case .inputTypeComment:
            MessageText(
                english: "What every `{1}` is created with: the values its factories read as `input.member`.",
                cradle: "모든 `{1}` 인스턴스가 만들어질 때 받는 값입니다. Factory는 이 값을 `input.member`로 읽습니다.")
        case .typeExists: MessageText(english: "a type named `{1}` already exists", cradle: "이름이 `{1}`인 타입이 이미 있습니다")
        case .moveTitle:
            MessageText(english: "Move {1} to a new source graph `{2}`", cradle: "{1} Factory를 새 source graph(`{2}`)로 옮기기")
        case .movedComment:
            MessageText(
                english: "Moved out of `{1}`, which reads it as the source `{2}`.",
                cradle: "`{1}` graph에서 옮겨 왔습니다. `{1}` graph는 이 graph를 source `{2}` 프로퍼티로 읽습니다.")
        case .hasInput:
            MessageText(
                english: "`{1}` has an `input:`; Cradle does not say how its initialiser takes a source beside it",
                cradle: "`{1}` graph에 `input:` 인수가 있습니다. Cradle은 이 initializer가 source graph를 함께 받는 방법을 정하지 않습니다")
        case .takesStaying:
            MessageText(
                english: "`{1}` takes `{2}`, which stays in `{3}`: move it too",
                cradle: "`{1}` Factory가 받는 `{2}` 타입의 등록은 `{3}`에 남습니다. 그 등록도 함께 옮기십시오")
        case .readsMissing:
            MessageText(
                english: "`{1}` reads `{2}`, which the new graph does not have",
                cradle: "`{1}` Factory가 읽는 `{2}` 값은 새 graph에 없습니다")
        case .readThrough:
            MessageText(
                english: "`{1}` is read through `{2}` at {3}; `{4}` would be private to `{2}`",
                cradle: "{3}에서 `{2}` graph를 통해 `{1}` 프로퍼티를 읽습니다. `{4}` 프로퍼티는 `{2}` 안에서만 보이는 private 프로퍼티가 됩니다")
        case .testOverrides:
            MessageText(english: "a test overrides `{1}:` of `{2}` at {3}", cradle: "{3}의 테스트가 `{2}`의 `{1}:` 레이블로 override합니다")
        case .externalMoved:
            MessageText(
                english: "`{1}` is an external method callers reach through `{2}`",
                cradle: "`{1}` Factory는 호출하는 쪽이 `{2}` graph를 통해 부르는 외부 메서드입니다")
        case .noBody:
            MessageText(english: "`{1}` has no body to read `{2}` in", cradle: "`{1}` Factory에는 `{2}` 프로퍼티를 읽을 본문이 없습니다")
        case .declaresOwn: MessageText(english: "`{1}` declares its own `{2}`", cradle: "`{1}` Factory가 자체 `{2}` 변수를 선언합니다")
        case .editsOverlap: MessageText(english: "the edits overlap", cradle: "편집이 서로 겹칩니다")
        case .fixAll: MessageText(english: "Fix all Cradle findings", cradle: "Cradle 진단 모두 수정")
        }
    }
}
