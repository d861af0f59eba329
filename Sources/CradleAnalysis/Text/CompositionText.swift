/// The composition view's inputs: roots and types `.cradle-lsp.json` names that cannot be used
/// (`WorkspaceComposition.SelectionError`), and CradleDiagramMaker's workspace manifest
/// (`WorkspaceManifest.Problem`).
public enum CompositionText: String, TextTable {
    case malformedRoot, malformedType, unknownRoot, unknownType, rootWithArguments
    case manifestUnreadable, manifestInvalid, unknownKeys, schemaVersion, workspaceName, rootDirectory, targets
    case targetID, noModuleName, noSourceFiles, sourceFileTwice, sourceFilesNotSwift, dependenciesType
    case duplicateTargetID, duplicateModuleName, missingDependency, dependsOnItself, dependencyCycle
    case keyNotArray, invalidEntry, duplicateEntry

    public var entry: MessageText {
        switch self {
        case .malformedRoot:
            MessageText(
                english: "composition root `{1}` must be written Module.Type",
                cradle: "composition root `{1}`은(는) Module.Type 형식으로 써야 합니다.")
        case .malformedType:
            MessageText(
                english: "composition type `{1}` must be written Module.Type",
                cradle: "composition type `{1}`은(는) Module.Type 형식으로 써야 합니다.")
        case .unknownRoot:
            MessageText(english: "composition root `{1}` names no declaration", cradle: "composition root `{1}`에 해당하는 선언이 없습니다.")
        case .unknownType:
            MessageText(english: "composition type `{1}` names no declaration", cradle: "composition type `{1}`에 해당하는 선언이 없습니다.")
        case .rootWithArguments:
            MessageText(
                english: "composition root `{1}` has `input:` or `sources:`",
                cradle: "composition root `{1}`에 `input:` 또는 `sources:`가 있습니다.")
        case .manifestUnreadable:
            MessageText(english: "{1}: the workspace manifest cannot be read", cradle: "{1}: workspace manifest를 읽을 수 없습니다.")
        case .manifestInvalid:
            MessageText(english: "{1}: invalid workspace manifest: {2}", cradle: "{1}: 잘못된 workspace manifest입니다. {2}")
        case .unknownKeys: MessageText(english: "unknown key: {1}", cradle: "알 수 없는 키가 있습니다: {1}")
        case .schemaVersion: MessageText(english: "schemaVersion must be 1", cradle: "schemaVersion은 1이어야 합니다.")
        case .workspaceName:
            MessageText(
                english: "workspaceName must be one non-empty path component",
                cradle: "workspaceName은 비어 있지 않은 경로 구성 요소 하나여야 합니다.")
        case .rootDirectory:
            MessageText(english: "rootDirectory must be a non-empty string", cradle: "rootDirectory는 비어 있지 않은 문자열이어야 합니다.")
        case .targets:
            MessageText(english: "targets must be a non-empty array of objects", cradle: "targets는 비어 있지 않은 객체 배열이어야 합니다.")
        case .targetID: MessageText(english: "a target id is empty or missing", cradle: "target id가 비어 있거나 없습니다.")
        case .noModuleName: MessageText(english: "target `{1}` has no moduleName", cradle: "`{1}` target에 moduleName이 없습니다.")
        case .noSourceFiles:
            MessageText(
                english: "target `{1}` needs at least one sourceFiles entry",
                cradle: "`{1}` target에는 sourceFiles 항목이 하나 이상 있어야 합니다.")
        case .sourceFileTwice:
            MessageText(english: "target `{1}` lists a source file twice", cradle: "`{1}` target이 소스 파일 하나를 두 번 나열합니다.")
        case .sourceFilesNotSwift:
            MessageText(
                english: "target `{1}`'s sourceFiles must be Swift files", cradle: "`{1}` target의 sourceFiles는 Swift 파일이어야 합니다.")
        case .dependenciesType:
            MessageText(
                english: "target `{1}`'s dependencies must be an array of ids",
                cradle: "`{1}` target의 dependencies는 id 배열이어야 합니다.")
        case .duplicateTargetID: MessageText(english: "duplicate target id", cradle: "target id가 중복됩니다.")
        case .duplicateModuleName: MessageText(english: "duplicate moduleName", cradle: "moduleName이 중복됩니다.")
        case .missingDependency:
            MessageText(
                english: "target `{1}`'s dependency `{2}` does not exist", cradle: "`{1}` target이 의존하는 `{2}` target이 없습니다.")
        case .dependsOnItself: MessageText(english: "target `{1}` depends on itself", cradle: "`{1}` target이 자기 자신에 의존합니다.")
        case .dependencyCycle: MessageText(english: "target dependency cycle: {1}", cradle: "target 사이에 순환 의존성이 있습니다: {1}")
        case .keyNotArray: MessageText(english: "{1} must be an array", cradle: "{1} 값은 배열이어야 합니다.")
        case .invalidEntry: MessageText(english: "invalid {1} entry", cradle: "잘못된 {1} 항목입니다.")
        case .duplicateEntry: MessageText(english: "duplicate {1} entry", cradle: "{1} 항목이 중복됩니다.")
        }
    }
}
