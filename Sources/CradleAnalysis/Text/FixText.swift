/// The titles of the findings' quick fixes (`FixBuilder`), shown as code actions and in the
/// CLI's reports; `Diagnostic.localized(to:)` chooses one with the finding's message.
public enum FixText: String, TextTable {
    case makePrivate, makeNonOptional, writeLifetime, removeLifetimeArgument, reorderGraphArguments, setLifetime
    case checkedSendable, addSendable, removeDuplicateSource, markExternal, addFactory
    case moveBeforeModifiers, moveBeforeArgumentLabel

    public var entry: MessageText {
        switch self {
        case .makePrivate: MessageText(english: "Make `{1}` private", cradle: "`{1}` Factory를 private으로 변경")
        case .makeNonOptional:
            MessageText(english: "Make the type non-optional `{1}`", cradle: "optional이 아닌 타입으로 변경: `{1}`")
        case .writeLifetime: MessageText(english: "Write the lifetime as `.{1}`", cradle: "수명을 `.{1}` 형태로 쓰기")
        case .removeLifetimeArgument:
            MessageText(
                english: "Remove the argument (the lifetime becomes `.shared`)", cradle: "인자 제거 (수명이 `.shared`가 됨)")
        case .reorderGraphArguments:
            MessageText(english: "Put the arguments in the declared order", cradle: "인자를 선언 순서대로 배치")
        case .setLifetime: MessageText(english: "Make `{1}` `.{2}`", cradle: "`{1}` Factory를 `.{2}` 수명으로 변경")
        case .checkedSendable:
            MessageText(english: "Conform with a checked `Sendable`", cradle: "컴파일러가 검사하는 `Sendable` 채택으로 변경")
        case .addSendable: MessageText(english: "Add a `Sendable` conformance", cradle: "`Sendable` 채택 추가")
        case .removeDuplicateSource: MessageText(english: "Remove the duplicate `{1}`", cradle: "중복된 `{1}` 제거")
        case .markExternal: MessageText(english: "Mark `{1}` as `@External`", cradle: "`{1}` 매개변수에 `@External` 표시")
        case .addFactory:
            MessageText(english: "Add a `@Provide` factory for `{1}`", cradle: "`{1}` 타입을 등록하는 `@Provide` Factory 추가")
        case .moveBeforeModifiers:
            MessageText(english: "Move `{1}` before the modifiers", cradle: "`{1}` attribute를 modifier 앞으로 이동")
        case .moveBeforeArgumentLabel:
            MessageText(english: "Move `{1}` before the argument label", cradle: "`{1}` attribute를 인자 레이블 앞으로 이동")
        }
    }
}
