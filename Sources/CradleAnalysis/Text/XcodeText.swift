/// Why an Xcode project (`project.pbxproj`, its property list and `.xcconfig` files) or workspace
/// (`contents.xcworkspacedata`), or part of it, cannot be read (`ProjectProblem.manifest`); the
/// contexts (`…Context`) are noun phrases naming where in the project.
public enum XcodeText: String, TextTable {
    // The property list.
    case plistEmpty, plistUnexpectedEnd, plistUnexpectedByte, commentNotClosed, plistStringNotClosed, plistTooDeep
    case plistTrailingText, plistInvalidUTF8, byteValue
    case expectValue, expectValueOrArrayEnd, expectCommaOrArrayEnd, expectKeyOrDictionaryEnd, expectHexDigitOrDataEnd
    case kindString, kindArray, kindDictionary, kindData
    // The project's objects.
    case noObjects, notDictionary, notObjectID, missingObject, wrongIsa, alternative, notArrayKey, noRootObject
    case unresolvedSetting, groupContainsItself, notInObjects, dependsOnMissing, localPackageNoPath
    case projectContext, targetContext, keyContext, configurationListContext, sourcesPhaseContext
    case synchronizedFolderContext, exceptionSetContext, dependencyContext, productPackageContext
    // `.xcconfig` files.
    case includesItself, includesTooDeep, configurationFileUnreadable
    // The workspace's XML.
    case groupClosesNothing, groupLocationUnread, fileReferenceNoLocation, locationUnread, groupsNotClosed
    case cdataNotClosed, declarationNotClosed, notATag, tagNotClosed, unexpectedTextInTag, attributeNoValue
    case valueNotQuoted, valueNotClosed

    public var entry: MessageText {
        switch self {
        case .plistEmpty: MessageText(english: "the property list is empty", cradle: "속성 목록이 비어 있습니다.")
        case .plistUnexpectedEnd:
            MessageText(
                english: "the property list ends at byte {1} where {2} was expected", cradle: "속성 목록이 {1}바이트에서 끝납니다(필요한 것: {2}).")
        case .plistUnexpectedByte:
            MessageText(
                english: "unexpected {1} at byte {2} where {3} was expected", cradle: "{2}바이트에 예상하지 못한 {1}이(가) 있습니다(필요한 것: {3}).")
        case .commentNotClosed: MessageText(english: "the comment at byte {1} is not closed", cradle: "{1}바이트의 주석이 닫히지 않았습니다.")
        case .plistStringNotClosed:
            MessageText(english: "the quoted string at byte {1} is not closed", cradle: "{1}바이트의 따옴표 문자열이 닫히지 않았습니다.")
        case .plistTooDeep:
            MessageText(english: "values nested deeper than {1} levels at byte {2}", cradle: "{2}바이트에서 값이 {1}단계보다 깊이 중첩되어 있습니다.")
        case .plistTrailingText:
            MessageText(
                english: "unexpected text after the property list at byte {1}", cradle: "{1}바이트에서 속성 목록 뒤에 예상하지 못한 텍스트가 있습니다.")
        case .plistInvalidUTF8:
            MessageText(english: "the string at byte {1} is not valid UTF-8", cradle: "{1}바이트의 문자열이 올바른 UTF-8이 아닙니다.")
        case .byteValue: MessageText(english: "byte {1}", cradle: "바이트 {1}")
        case .expectValue: MessageText(english: "a value", cradle: "값")
        case .expectValueOrArrayEnd: MessageText(english: "a value or `)`", cradle: "값 또는 `)`")
        case .expectCommaOrArrayEnd: MessageText(english: "`,` or `)`", cradle: "`,` 또는 `)`")
        case .expectKeyOrDictionaryEnd: MessageText(english: "a key or `}`", cradle: "키 또는 `}`")
        case .expectHexDigitOrDataEnd: MessageText(english: "a hex digit or `>`", cradle: "16진수 숫자 또는 `>`")
        case .kindString: MessageText(english: "a string", cradle: "문자열")
        case .kindArray: MessageText(english: "an array", cradle: "배열")
        case .kindDictionary: MessageText(english: "a dictionary", cradle: "딕셔너리")
        case .kindData: MessageText(english: "data", cradle: "데이터")
        case .noObjects: MessageText(english: "the project has no `objects` dictionary", cradle: "프로젝트에 `objects` 딕셔너리가 없습니다.")
        case .notDictionary: MessageText(english: "the project is {1}, not a dictionary", cradle: "프로젝트가 딕셔너리가 아니라 {1}입니다.")
        case .notObjectID:
            MessageText(english: "{1} holds {2} where an object id was expected", cradle: "{1}에 객체 id가 아닌 {2} 값이 있습니다.")
        case .missingObject:
            MessageText(english: "{1} names `{2}`, which is not in `objects`", cradle: "{1}에서 가리키는 `{2}` 객체가 `objects`에 없습니다.")
        case .wrongIsa:
            MessageText(
                english: "{1} names `{2}`, a `{3}` where {4} was expected",
                cradle: "{1}에서 가리키는 `{2}` 객체의 종류가 `{3}`입니다. 필요한 종류: {4}.")
        case .alternative: MessageText(english: " or ", cradle: " 또는 ")
        case .notArrayKey: MessageText(english: "`{1}` of {2} is {3}, not an array", cradle: "{2}의 `{1}` 값이 배열이 아니라 {3}입니다.")
        case .noRootObject: MessageText(english: "the project has no `rootObject`", cradle: "프로젝트에 `rootObject`가 없습니다.")
        case .unresolvedSetting:
            MessageText(
                english: "`{1}` of {2} (`{3}`) cannot be resolved statically", cradle: "{2}의 `{1}` 설정(`{3}`)을 정적으로 결정할 수 없습니다.")
        case .groupContainsItself: MessageText(english: "the group `{1}` contains itself", cradle: "`{1}` 그룹이 자기 자신을 포함합니다.")
        case .notInObjects:
            MessageText(english: "the file or group `{1}` is not in `objects`", cradle: "`{1}` 파일 또는 그룹이 `objects`에 없습니다.")
        case .dependsOnMissing:
            MessageText(
                english: "{1} depends on `{2}`, which is not in the project's `targets`",
                cradle: "{1}에서 의존하는 `{2}` 타깃이 프로젝트의 `targets`에 없습니다.")
        case .localPackageNoPath:
            MessageText(english: "the local package `{1}` has no `relativePath`", cradle: "로컬 패키지 `{1}`에 `relativePath`가 없습니다.")
        case .projectContext: MessageText(english: "the project", cradle: "프로젝트")
        case .targetContext: MessageText(english: "target `{1}`", cradle: "`{1}` 타깃")
        case .keyContext: MessageText(english: "`{1}` of {2}", cradle: "{2}의 `{1}`")
        case .configurationListContext: MessageText(english: "the configuration list of {1}", cradle: "{1}의 빌드 설정 목록")
        case .sourcesPhaseContext: MessageText(english: "the sources build phase of {1}", cradle: "{1}의 소스 빌드 단계")
        case .synchronizedFolderContext: MessageText(english: "the synchronized folder `{1}`", cradle: "동기화된 폴더 `{1}`")
        case .exceptionSetContext: MessageText(english: "exception set `{1}`", cradle: "예외 집합 `{1}`")
        case .dependencyContext: MessageText(english: "the dependency `{1}` of {2}", cradle: "{2}의 의존성 `{1}`")
        case .productPackageContext: MessageText(english: "`package` of the product `{1}`", cradle: "`{1}` 제품의 `package`")
        case .includesItself: MessageText(english: "`{1}` includes itself", cradle: "`{1}` 파일이 자기 자신을 include합니다.")
        case .includesTooDeep:
            MessageText(english: "`{1}`: includes nest more than {2} deep", cradle: "`{1}`: include가 {2}단계보다 깊이 중첩되어 있습니다.")
        case .configurationFileUnreadable:
            MessageText(english: "the build configuration file `{1}` cannot be read", cradle: "`{1}` 빌드 설정 파일을 읽을 수 없습니다.")
        case .groupClosesNothing:
            MessageText(english: "a `</Group>` at byte {1} closes no group", cradle: "{1}바이트의 `</Group>`에 대응하는 그룹이 없습니다.")
        case .groupLocationUnread:
            MessageText(
                english: "the group location `{1}` at byte {2} cannot be read", cradle: "{2}바이트의 그룹 위치를 읽을 수 없습니다: `{1}`.")
        case .fileReferenceNoLocation:
            MessageText(english: "a `<FileRef>` at byte {1} has no `location`", cradle: "{1}바이트의 `<FileRef>`에 `location`이 없습니다.")
        case .locationUnread:
            MessageText(english: "the location `{1}` at byte {2} cannot be read", cradle: "{2}바이트의 위치를 읽을 수 없습니다: `{1}`.")
        case .groupsNotClosed:
            MessageText(english: "{1} `<Group>` element(s) are not closed", cradle: "`<Group>` 요소 {1}개가 닫히지 않았습니다.")
        case .cdataNotClosed:
            MessageText(english: "the CDATA section at byte {1} is not closed", cradle: "{1}바이트의 CDATA 섹션이 닫히지 않았습니다.")
        case .declarationNotClosed:
            MessageText(english: "the declaration at byte {1} is not closed", cradle: "{1}바이트의 선언이 닫히지 않았습니다.")
        case .notATag: MessageText(english: "a `<` at byte {1} does not start a tag", cradle: "{1}바이트의 `<` 뒤에 태그 이름이 없습니다.")
        case .tagNotClosed:
            MessageText(english: "the tag `{1}` at byte {2} is not closed", cradle: "{2}바이트의 `{1}` 태그가 닫히지 않았습니다.")
        case .unexpectedTextInTag:
            MessageText(english: "unexpected text in the tag `{1}` at byte {2}", cradle: "{2}바이트의 `{1}` 태그 안에 예상하지 못한 텍스트가 있습니다.")
        case .attributeNoValue:
            MessageText(english: "the attribute `{1}` at byte {2} has no value", cradle: "{2}바이트의 `{1}` 속성에 값이 없습니다.")
        case .valueNotQuoted:
            MessageText(english: "the value of `{1}` at byte {2} is not quoted", cradle: "{2}바이트의 `{1}` 값이 따옴표로 묶여 있지 않습니다.")
        case .valueNotClosed:
            MessageText(english: "the value of `{1}` at byte {2} is not closed", cradle: "{2}바이트의 `{1}` 값이 닫히지 않았습니다.")
        }
    }
}
