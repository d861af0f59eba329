import CradleSyntax

/// Why a Swift manifest (`Package.swift`, Tuist's `Project.swift` and helpers), or part of it,
/// cannot be read statically (`ProjectProblem.manifest`): its syntax, what the interpreter cannot
/// evaluate, and what the SwiftPM and Tuist readers miss.
public enum ManifestText: String, TextTable {
    // The manifest's syntax.
    case syntaxError, closesNothing, neverClosed
    case lexInvalidUTF8, lexUnexpectedCharacter, lexUnterminatedString, lexUnterminatedRegex, lexUnterminatedBlockComment
    case lexUnterminatedBacktick, lexMalformedNumber, lexInvalidEscape, lexSingleQuotedString, lexNestingTooDeep
    case lexUnexpectedText, lexMissing, lexUnterminatedIfConfig, lexAttributeAfterModifier
    // The interpreter.
    case tooComplexSteps, tooLarge, tooComplex, helperTooDeep, helperNoReturn, loopNotFollowed, statementNotFollowed
    case conditionUnread, closuresTooDeep, mergeUnread, expressionTooDeep, operatorUnread, plusUnread, valueUnread
    case notUnread, dotWithoutMember, closureUnread, memberOfComputed, unterminatedString, interpolationUnread
    case notDeclaredValue, notDeclaredFunction, notArray, notString, noName
    // SwiftPM.
    case noPackage, packagePathUnread, targetsUnread, targetUnread, targetCallNameUnread, targetPathUnread
    // Tuist.
    case unknownHelper, noProject, notTargetCall, targetNameUnread, sourceGlobUnread, sourcesUnread

    public var entry: MessageText {
        switch self {
        case .syntaxError:
            MessageText(english: "line {1}: {2}: {3}; read as far as it goes", cradle: "{1}행: {2}: {3}. 읽을 수 있는 데까지 읽습니다.")
        case .closesNothing:
            MessageText(
                english: "line {1}: `{2}` closes nothing; read as far as it goes",
                cradle: "{1}행의 `{2}`에 대응하는 여는 괄호가 없습니다. 읽을 수 있는 데까지 읽습니다.")
        case .neverClosed:
            MessageText(
                english: "line {1}: `{2}` is never closed; read as far as it goes",
                cradle: "{1}행의 `{2}`에 대응하는 닫는 괄호가 없습니다. 읽을 수 있는 데까지 읽습니다.")
        case .lexInvalidUTF8: MessageText(english: "invalid UTF-8 byte sequence", cradle: "잘못된 UTF-8 바이트 열")
        case .lexUnexpectedCharacter: MessageText(english: "unexpected character in source", cradle: "소스에 예상하지 못한 문자")
        case .lexUnterminatedString: MessageText(english: "unterminated string literal", cradle: "닫히지 않은 문자열 리터럴")
        case .lexUnterminatedRegex: MessageText(english: "unterminated regex literal", cradle: "닫히지 않은 정규식 리터럴")
        case .lexUnterminatedBlockComment: MessageText(english: "unterminated block comment", cradle: "닫히지 않은 블록 주석")
        case .lexUnterminatedBacktick: MessageText(english: "unterminated backtick identifier", cradle: "닫히지 않은 백틱 식별자")
        case .lexMalformedNumber: MessageText(english: "malformed number literal", cradle: "잘못된 숫자 리터럴")
        case .lexInvalidEscape:
            MessageText(english: "invalid escape sequence in string literal", cradle: "문자열 리터럴의 잘못된 이스케이프 시퀀스")
        case .lexSingleQuotedString:
            MessageText(english: "single-quoted string literal; use double quotes", cradle: "작은따옴표 문자열 리터럴. 큰따옴표를 쓰십시오")
        case .lexNestingTooDeep:
            MessageText(
                english: "nesting too deep; the rest of this construct is skipped", cradle: "중첩이 너무 깊습니다. 이 구문의 나머지는 건너뜁니다")
        case .lexUnexpectedText:
            MessageText(english: "unexpected text; expected a declaration", cradle: "예상하지 못한 텍스트. 선언이 와야 합니다")
        case .lexMissing: MessageText(english: "expected {1}", cradle: "{1} 필요")
        case .lexUnterminatedIfConfig: MessageText(english: "`#if` without a matching `#endif`", cradle: "`#endif`가 없는 `#if`")
        case .lexAttributeAfterModifier:
            MessageText(
                english: "attribute after a modifier; attributes come first", cradle: "수식어 뒤의 attribute. attribute가 먼저 와야 합니다")
        case .tooComplexSteps:
            MessageText(
                english: "the manifest is too complex to read statically (more than {1} steps); what was read so far counts",
                cradle: "manifest가 너무 복잡해 정적으로 읽을 수 없습니다({1}단계 초과). 지금까지 읽은 내용을 씁니다.")
        case .tooLarge:
            MessageText(
                english: "a value in the manifest is too large to read statically (more than {1} elements)",
                cradle: "manifest의 값 하나가 너무 커서 정적으로 읽을 수 없습니다(요소 {1}개 초과).")
        case .tooComplex:
            MessageText(english: "the manifest is too complex to read statically", cradle: "manifest가 너무 복잡해 정적으로 읽을 수 없습니다.")
        case .helperTooDeep:
            MessageText(english: "helper `{1}` calls itself too deeply", cradle: "`{1}` helper가 자신을 너무 깊이 호출합니다.")
        case .helperNoReturn:
            MessageText(
                english: "helper `{1}` has no `return` that can be read statically",
                cradle: "`{1}` helper에 정적으로 읽을 수 있는 `return`이 없습니다.")
        case .loopNotFollowed:
            MessageText(
                english: "helper `{1}`: a `{2}` loop is not followed; the targets it adds are missing",
                cradle: "`{1}` helper: `{2}` 반복문을 따라가지 않습니다. 이 반복문이 추가하는 타깃은 빠집니다.")
        case .statementNotFollowed:
            MessageText(
                english: "helper `{1}`: a `{2}` statement is not followed; the targets it adds are missing",
                cradle: "`{1}` helper: `{2}` 문을 따라가지 않습니다. 이 문이 추가하는 타깃은 빠집니다.")
        case .conditionUnread:
            MessageText(
                english: "helper `{1}`: the condition `{2}…` cannot be read statically; its first branch is assumed",
                cradle: "`{1}` helper: `{2}…` 조건을 정적으로 읽을 수 없습니다. 첫 번째 분기로 가정합니다.")
        case .closuresTooDeep: MessageText(english: "closures nest too deeply", cradle: "closure가 너무 깊이 중첩되어 있습니다.")
        case .mergeUnread: MessageText(english: "a `merge` that cannot be read statically", cradle: "`merge` 호출을 정적으로 읽을 수 없습니다.")
        case .expressionTooDeep: MessageText(english: "the expression is nested too deeply", cradle: "식이 너무 깊이 중첩되어 있습니다.")
        case .operatorUnread:
            MessageText(english: "the operator `{1}` cannot be evaluated statically", cradle: "`{1}` 연산자를 정적으로 계산할 수 없습니다.")
        case .plusUnread:
            MessageText(english: "`+` of these values cannot be evaluated statically", cradle: "이 값들의 `+` 연산을 정적으로 계산할 수 없습니다.")
        case .valueUnread: MessageText(english: "`{1}` cannot be evaluated statically", cradle: "`{1}`을(를) 정적으로 계산할 수 없습니다.")
        case .notUnread:
            MessageText(english: "`!` of a value that cannot be read statically", cradle: "정적으로 읽을 수 없는 값에 `!`를 적용했습니다.")
        case .dotWithoutMember: MessageText(english: "`.` without a member name", cradle: "`.` 뒤에 멤버 이름이 없습니다.")
        case .closureUnread: MessageText(english: "a closure cannot be evaluated statically", cradle: "closure를 정적으로 계산할 수 없습니다.")
        case .memberOfComputed:
            MessageText(
                english: "a member of a computed value cannot be evaluated statically", cradle: "계산된 값의 멤버를 정적으로 계산할 수 없습니다.")
        case .unterminatedString: MessageText(english: "an unterminated string literal", cradle: "닫히지 않은 문자열 리터럴입니다.")
        case .interpolationUnread:
            MessageText(
                english: "the string interpolation `\\({1})` cannot be read statically",
                cradle: "`\\({1})` 문자열 보간을 정적으로 읽을 수 없습니다.")
        case .notDeclaredValue:
            MessageText(english: "`{1}` is not a value declared in the manifest", cradle: "`{1}`은(는) manifest에 선언된 값이 아닙니다.")
        case .notDeclaredFunction:
            MessageText(
                english: "`{1}(…)` is not a function declared in the manifest or its helpers",
                cradle: "`{1}(…)`은(는) manifest나 그 helper에 선언된 함수가 아닙니다.")
        case .notArray: MessageText(english: "not an array", cradle: "배열이 아닙니다.")
        case .notString: MessageText(english: "not a string", cradle: "문자열이 아닙니다.")
        case .noName: MessageText(english: "no name", cradle: "이름이 없습니다.")
        case .noPackage:
            MessageText(
                english: "no `Package(…)` found; targets fall back to folder names",
                cradle: "`Package(…)`를 찾지 못했습니다. 타깃은 폴더 이름을 따릅니다.")
        case .packagePathUnread:
            MessageText(
                english: "a `.package(path:)` that cannot be read statically ({1})",
                cradle: "`.package(path:)`를 정적으로 읽을 수 없습니다. {1}")
        case .targetsUnread:
            MessageText(english: "`targets:` cannot be read statically: {1}", cradle: "`targets:`를 정적으로 읽을 수 없습니다. {1}")
        case .targetUnread: MessageText(english: "a target cannot be read statically: {1}", cradle: "타깃 하나를 정적으로 읽을 수 없습니다. {1}")
        case .targetCallNameUnread:
            MessageText(
                english: "a `.{1}` whose name cannot be read statically ({2})", cradle: "`.{1}`의 이름을 정적으로 읽을 수 없습니다. {2}")
        case .targetPathUnread:
            MessageText(
                english: "the `path:` of target `{1}` cannot be read statically", cradle: "`{1}` 타깃의 `path:`를 정적으로 읽을 수 없습니다.")
        case .unknownHelper:
            MessageText(
                english:
                    "the helper `{1}` is not declared in `Tuist/ProjectDescriptionHelpers`; assuming one target `{2}` with sources `Sources/**`",
                cradle:
                    "`{1}` helper가 `Tuist/ProjectDescriptionHelpers`에 선언되어 있지 않습니다. 소스가 `Sources/**`인 `{2}` 타깃 하나로 가정합니다."
            )
        case .noProject:
            MessageText(
                english: "no `Project(…)` could be read statically; its files fall back to folder names",
                cradle: "`Project(…)`를 정적으로 읽지 못했습니다. 파일의 모듈은 폴더 이름을 따릅니다.")
        case .notTargetCall: MessageText(english: "not a `.target(…)`", cradle: "`.target(…)`이 아닙니다.")
        case .targetNameUnread:
            MessageText(english: "a target whose name cannot be read statically ({1})", cradle: "타깃의 이름을 정적으로 읽을 수 없습니다. {1}")
        case .sourceGlobUnread:
            MessageText(english: "a source glob cannot be read statically", cradle: "소스 glob을 정적으로 읽을 수 없습니다.")
        case .sourcesUnread:
            MessageText(english: "`sources:` cannot be read statically: {1}", cradle: "`sources:`를 정적으로 읽을 수 없습니다. {1}")
        }
    }

    /// A syntax error's message in both languages, as `SyntaxError.message` words it in English.
    public static func message(of error: SyntaxError) -> MessageText {
        switch error.kind {
        case .invalidUTF8: lexInvalidUTF8.entry
        case .unexpectedCharacter: lexUnexpectedCharacter.entry
        case .unterminatedString: lexUnterminatedString.entry
        case .unterminatedRegex: lexUnterminatedRegex.entry
        case .unterminatedBlockComment: lexUnterminatedBlockComment.entry
        case .unterminatedBacktick: lexUnterminatedBacktick.entry
        case .malformedNumber: lexMalformedNumber.entry
        case .invalidEscape: lexInvalidEscape.entry
        case .singleQuotedString: lexSingleQuotedString.entry
        case .nestingTooDeep: lexNestingTooDeep.entry
        case .unexpectedText: lexUnexpectedText.entry
        case .missing(let what): lexMissing.bilingual(what)
        case .unterminatedIfConfig: lexUnterminatedIfConfig.entry
        case .attributeAfterModifier: lexAttributeAfterModifier.entry
        }
    }
}
