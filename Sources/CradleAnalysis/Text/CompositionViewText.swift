/// The warnings of the composition and workspace views (`CompositionDiagram.Warning`): what the
/// evaluation did not follow. The Korean is CradleDiagramMaker's own, byte for byte, as its
/// analysis report (`*.analysis.json`) records it; the English is cradle-lsp's. Also the edge
/// labels of the DOT drawing, which is cradle-lsp's own (the Mermaid one is Cradle's).
public enum CompositionViewText: String, TextTable {
    case unsupportedInputUse, analysisLimit, providerCycle, ambiguousProvider, returnBeforeLastStatement
    case unsupportedControlFlow, unresolvedReturn, unresolvedValue, unsupportedExpression, unresolvedInitializer
    case notCompositionType, objectLimit, unresolvedAccessor, unresolvedStoredMember, plainProviderMember
    case unresolvedMemberSource
    case inputInitializerUnresolved, inputInitializerUnverified, inputWithoutStoredLet, inputInitializerAmbiguous
    case inputInitializerParameterClash, inputInitializerWithoutBody, inputInitializerUnsupported
    case inputMemberAssignedTwice, inputMembersIncomplete
    case objectInitializerAmbiguous, objectInitializerParameterClash, objectInitializerUnsupported
    case objectMemberAssignedTwice
    case sourceExcluded, sourceUnresolved, sourceAmbiguous
    case dotReturns, dotCreates, dotRetains

    public var entry: MessageText {
        switch self {
        case .unsupportedInputUse: MessageText(english: "unsupported use of the graph input", cradle: "지원하지 않는 graph input 사용")
        case .analysisLimit:
            MessageText(english: "the composition analysis went past its limit", cradle: "조립 분석 한도를 넘었습니다")
        case .providerCycle: MessageText(english: "provider cycle: {1}", cradle: "provider 순환: {1}")
        case .ambiguousProvider:
            MessageText(
                english: "cannot choose one provider candidate for `{1}`", cradle: "`{1}` provider 후보를 하나로 정할 수 없습니다")
        case .returnBeforeLastStatement:
            MessageText(
                english: "the `{1}` factory returns or discards a value before its last statement",
                cradle: "`{1}` Factory의 마지막 문장이 아닌 곳에서 값을 반환하거나 버립니다")
        case .unsupportedControlFlow:
            MessageText(
                english: "the `{1}` factory has unsupported control flow", cradle: "`{1}` Factory에 지원하지 않는 제어 흐름이 있습니다")
        case .unresolvedReturn:
            MessageText(
                english: "cannot resolve the return expression of the `{1}` factory", cradle: "`{1}` Factory의 반환식을 해석할 수 없습니다")
        case .unresolvedValue:
            MessageText(english: "cannot resolve where the value `{1}` comes from", cradle: "`{1}` 값의 출처를 해석할 수 없습니다")
        case .unsupportedExpression:
            MessageText(english: "unsupported composition expression: {1}", cradle: "지원하지 않는 조립 expression: {1}")
        case .unresolvedInitializer:
            MessageText(
                english: "cannot resolve the initializer declaration of `{1}`", cradle: "`{1}` 생성자 선언을 해석할 수 없습니다")
        case .notCompositionType:
            MessageText(english: "`{1}` is not one of the `compositionTypes`", cradle: "`{1}`은 compositionTypes에 포함되지 않았습니다")
        case .objectLimit:
            MessageText(english: "the composition object analysis went past its limit", cradle: "조립 객체 분석 한도를 넘었습니다")
        case .unresolvedAccessor:
            MessageText(english: "cannot resolve the graph accessor `{1}`", cradle: "`{1}` graph accessor를 해석할 수 없습니다")
        case .unresolvedStoredMember:
            MessageText(english: "cannot resolve the stored member `{1}`", cradle: "`{1}` 저장 멤버를 해석할 수 없습니다")
        case .plainProviderMember:
            MessageText(
                english: "cannot resolve `{1}`: it is a member of a plain provider's result",
                cradle: "`{1}`은 일반 provider 결과의 멤버여서 해석할 수 없습니다")
        case .unresolvedMemberSource:
            MessageText(english: "cannot resolve where the member `{1}` comes from", cradle: "`{1}` 멤버의 출처를 해석할 수 없습니다")
        case .inputInitializerUnresolved:
            MessageText(english: "cannot resolve the graph input's initializer", cradle: "graph input initializer를 해석할 수 없습니다")
        case .inputInitializerUnverified:
            MessageText(
                english: "cannot verify the initializer given for the graph input", cradle: "graph input에 지정한 생성자를 확인할 수 없습니다")
        case .inputWithoutStoredLet:
            MessageText(
                english: "the graph input has no stored `let` member of its own", cradle: "graph input의 직접 let 저장 멤버가 없습니다")
        case .inputInitializerAmbiguous:
            MessageText(
                english: "cannot choose one graph input initializer candidate",
                cradle: "graph input initializer 후보를 하나로 정할 수 없습니다")
        case .inputInitializerParameterClash:
            MessageText(
                english: "two parameters of the graph input initializer have one name",
                cradle: "graph input initializer의 매개변수 이름이 겹칩니다")
        case .inputInitializerWithoutBody:
            MessageText(english: "the graph input initializer has no body", cradle: "graph input initializer 본문이 없습니다")
        case .inputInitializerUnsupported:
            MessageText(
                english: "the graph input initializer has an unsupported statement",
                cradle: "graph input initializer에 지원하지 않는 구문이 있습니다")
        case .inputMemberAssignedTwice:
            MessageText(
                english: "a stored member of the graph input is assigned more than once", cradle: "graph input 저장 멤버에 여러 번 대입했습니다"
            )
        case .inputMembersIncomplete:
            MessageText(
                english: "not every stored member of the graph input is assigned", cradle: "graph input 저장 멤버 대입이 완전하지 않습니다")
        case .objectInitializerAmbiguous:
            MessageText(
                english: "cannot choose one composition object initializer candidate",
                cradle: "조립 객체 initializer 후보를 하나로 정할 수 없습니다")
        case .objectInitializerParameterClash:
            MessageText(
                english: "two parameters of the composition object initializer have one name",
                cradle: "조립 객체 initializer의 매개변수 이름이 겹칩니다")
        case .objectInitializerUnsupported:
            MessageText(
                english: "the composition object initializer has an unsupported statement",
                cradle: "조립 객체 initializer에 지원하지 않는 구문이 있습니다")
        case .objectMemberAssignedTwice:
            MessageText(
                english: "a stored member of the composition object is assigned more than once",
                cradle: "조립 객체 저장 멤버에 여러 번 대입했습니다")
        case .sourceExcluded:
            MessageText(
                english: "source graph `{1}` is left out with `diagram: false`",
                cradle: "`{1}` source graph는 diagram: false로 제외되었습니다")
        case .sourceUnresolved:
            MessageText(
                english: "cannot resolve the declaration of source graph `{1}`", cradle: "`{1}` source graph 선언을 해석할 수 없습니다")
        case .sourceAmbiguous:
            MessageText(english: "source graph `{1}` has more than one candidate", cradle: "`{1}` source graph 후보가 여러 개입니다")
        case .dotReturns: MessageText(english: "returns", cradle: "반환")
        case .dotCreates: MessageText(english: "creates", cradle: "생성")
        case .dotRetains: MessageText(english: "retains", cradle: "보관")
        }
    }
}
