/// What the command line says on standard error besides the findings: usage errors, notes,
/// warnings and errors of the batch commands (`cradle-lsp: note: …`), the progress line, what
/// `--fix` did, and why a report, a baseline or a revision could not be used. The `cradle-lsp:`
/// and `error:` / `warning:` / `note:` prefixes stay as the compiler writes them; flags, paths,
/// revisions and names go in through placeholders.
public enum CommandLineText: String, TextTable {
    // Usage errors.
    case noCommand, unknownCommand, unknownOption, unknownServerOption, takesOneOf, takesFilePath, takesFolderPath
    case explainTakesOneCode, workspaceDrawsMermaidOrDot, newSinceTakesRevision, dryRunGoesWithFix
    case gatesExcludeEachOther, fixExcludesGates, diffTakesRevision, diffTakesRange
    // Paths without Swift files.
    case noSwiftFileToCheck, noSwiftFileToCompare, noSwiftFileToAnalyse, noSwiftFileToDraw
    // `--check`.
    case knownAtRevision, knownInBaseline, noFileImportsCradle, progress
    // `--fix`.
    case changedOnDisk, readOnly, fixOverlaps, fixesLeftOut, applied, dryRun, fixOne, fixMany
    // Files written and removed.
    case wrote, removed, cannotRemove, moduleFolderName, workspaceFolderName
    case cannotWriteFolder, cannotWriteUnderFile, cannotWriteMissingFolder, cannotWritePermission, cannotWrite
    // `--graph --view`, `--workspace-manifest`.
    case duplicateGraph, compositionNeedsRoot, rootIsNoGraph, rootHasInputOrSources
    // Revisions and baselines.
    case uncommittedIncluded, uncommittedExcluded, atRevision, missingAtRevision, outsideRepository
    case revisionNotLoaded, baselineUnreadable, baselineNotJSON, notABaseline, baselineFindingIncomplete

    public var entry: MessageText {
        switch self {
        case .noCommand:
            MessageText(
                english: "no command given (with no arguments, cradle-lsp serves LSP)",
                cradle: "명령이 없습니다 (인수 없이 실행하면 cradle-lsp는 LSP를 제공합니다).")
        case .unknownCommand: MessageText(english: "unknown command {1}", cradle: "알 수 없는 명령입니다: {1}")
        case .unknownOption: MessageText(english: "unknown option {1}", cradle: "알 수 없는 옵션입니다: {1}")
        case .unknownServerOption:
            MessageText(english: "unknown server option {1}", cradle: "알 수 없는 서버 옵션입니다: {1}")
        case .takesOneOf: MessageText(english: "{1} takes one of: {2}", cradle: "{1}에는 다음 중 하나를 지정해야 합니다: {2}")
        case .takesFilePath: MessageText(english: "{1} takes a file path", cradle: "{1}에는 파일 경로를 지정해야 합니다.")
        case .takesFolderPath: MessageText(english: "{1} takes a folder path", cradle: "{1}에는 폴더 경로를 지정해야 합니다.")
        case .explainTakesOneCode:
            MessageText(
                english: "--explain takes exactly one diagnostic code", cradle: "--explain에는 진단 코드를 정확히 하나 지정해야 합니다.")
        case .workspaceDrawsMermaidOrDot:
            MessageText(english: "--workspace draws mermaid or dot", cradle: "--workspace는 mermaid 또는 dot으로만 그립니다.")
        case .newSinceTakesRevision:
            MessageText(english: "--new-since takes a git revision", cradle: "--new-since에는 git 리비전을 지정해야 합니다.")
        case .dryRunGoesWithFix: MessageText(english: "--dry-run goes with --fix", cradle: "--dry-run은 --fix와 함께 써야 합니다.")
        case .gatesExcludeEachOther:
            MessageText(
                english: "--new-since, --baseline and --write-baseline exclude each other",
                cradle: "--new-since, --baseline, --write-baseline은 함께 쓸 수 없습니다.")
        case .fixExcludesGates:
            MessageText(
                english: "--fix does not go with --new-since, --baseline or --write-baseline",
                cradle: "--fix는 --new-since, --baseline, --write-baseline과 함께 쓸 수 없습니다.")
        case .diffTakesRevision:
            MessageText(
                english: "--diff takes a git revision (BASE, BASE..HEAD or BASE...HEAD)",
                cradle: "--diff에는 git 리비전(BASE, BASE..HEAD 또는 BASE...HEAD)을 지정해야 합니다.")
        case .diffTakesRange:
            MessageText(
                english: "--diff takes BASE, BASE..HEAD or BASE...HEAD, not {1}",
                cradle: "--diff에는 BASE, BASE..HEAD 또는 BASE...HEAD를 지정해야 합니다. 받은 값: {1}")

        case .noSwiftFileToCheck: MessageText(english: "{1}: no Swift file to check", cradle: "{1}: 검사할 Swift 파일이 없습니다.")
        case .noSwiftFileToCompare:
            MessageText(english: "{1}: no Swift file to compare", cradle: "{1}: 비교할 Swift 파일이 없습니다.")
        case .noSwiftFileToAnalyse:
            MessageText(english: "{1}: no Swift file to analyse", cradle: "{1}: 분석할 Swift 파일이 없습니다.")
        case .noSwiftFileToDraw: MessageText(english: "{1}: no Swift file to draw", cradle: "{1}: 그릴 Swift 파일이 없습니다.")

        case .knownAtRevision:
            MessageText(
                english: "{1} of {2} findings were already there at {3} and are not reported",
                cradle: "진단 {2}개 중 {1}개는 {3}에 이미 있었으므로 보고하지 않습니다.")
        case .knownInBaseline:
            MessageText(
                english: "{1} of {2} findings were already there in the baseline and are not reported",
                cradle: "진단 {2}개 중 {1}개는 기준선에 이미 있었으므로 보고하지 않습니다.")
        case .noFileImportsCradle:
            MessageText(english: "no checked file imports Cradle", cradle: "검사한 파일 중 Cradle을 import하는 파일이 없습니다.")
        case .progress: MessageText(english: "checked {1}/{2} files", cradle: "파일 {1}/{2}개 검사함")

        case .changedOnDisk:
            MessageText(
                english: "{1}: changed on disk since it was read; its fixes are left out",
                cradle: "{1}: 읽은 뒤 디스크에서 바뀌었으므로 이 파일의 수정은 적용하지 않습니다.")
        case .readOnly:
            MessageText(
                english: "{1}: the file is read-only; its fixes are left out",
                cradle: "{1}: 읽기 전용 파일이므로 이 파일의 수정은 적용하지 않습니다.")
        case .fixOverlaps:
            MessageText(
                english: "{1}: a fix overlaps another fix and is left out; run --fix again to apply it",
                cradle: "{1}: 다른 수정과 겹치는 수정은 적용하지 않았습니다. 적용하려면 --fix를 다시 실행하십시오.")
        case .fixesLeftOut: MessageText(english: "{1}; its fixes are left out", cradle: "{1}. 이 파일의 수정은 적용하지 않습니다.")
        case .applied: MessageText(english: "applied {1} in {2}", cradle: "{2}에 {1}를 적용했습니다.")
        case .dryRun:
            MessageText(english: "{1} in {2} (dry run: nothing changed)", cradle: "{2}에 {1} (dry run: 아무것도 바꾸지 않았습니다)")
        case .fixOne: MessageText(english: "{1} fix", cradle: "수정 {1}개")
        case .fixMany: MessageText(english: "{1} fixes", cradle: "수정 {1}개")

        case .wrote: MessageText(english: "wrote {1}", cradle: "기록했습니다: {1}")
        case .removed: MessageText(english: "removed {1}", cradle: "삭제했습니다: {1}")
        case .cannotRemove:
            MessageText(english: "cannot remove {1}: permission denied", cradle: "삭제할 수 없습니다: {1} (권한이 없습니다)")
        case .moduleFolderName:
            MessageText(english: "module name {1} cannot be a folder name", cradle: "폴더 이름으로 쓸 수 없는 모듈 이름입니다: {1}")
        case .workspaceFolderName:
            MessageText(
                english: "workspace name {1} cannot be a folder name", cradle: "폴더 이름으로 쓸 수 없는 workspace 이름입니다: {1}")
        case .cannotWriteFolder: MessageText(english: "cannot write {1}: it is a folder", cradle: "{1}에 쓸 수 없습니다: 폴더입니다.")
        case .cannotWriteUnderFile:
            MessageText(
                english: "cannot write under {1}: it is a file, not a folder", cradle: "{1} 아래에 쓸 수 없습니다: 폴더가 아니라 파일입니다.")
        case .cannotWriteMissingFolder:
            MessageText(english: "cannot write {1}: its folder does not exist", cradle: "{1}에 쓸 수 없습니다: 폴더가 없습니다.")
        case .cannotWritePermission:
            MessageText(english: "cannot write {1}: permission denied", cradle: "{1}에 쓸 수 없습니다: 권한이 없습니다.")
        case .cannotWrite: MessageText(english: "cannot write {1}", cradle: "{1}에 쓸 수 없습니다.")

        case .duplicateGraph:
            MessageText(
                english: "graph `{1}` is declared more than once in target `{2}`: {3}",
                cradle: "target `{2}`에 graph `{1}`의 선언이 둘 이상 있습니다: {3}")
        case .compositionNeedsRoot:
            MessageText(
                english: "{1}: the composition view needs at least one root",
                cradle: "{1}: composition view에는 root가 하나 이상 있어야 합니다.")
        case .rootIsNoGraph:
            MessageText(english: "composition root `{1}` is no graph", cradle: "composition root `{1}`에 해당하는 graph가 없습니다.")
        case .rootHasInputOrSources:
            MessageText(
                english: "composition root `{1}` has `input:` or `sources:`",
                cradle: "composition root `{1}`에 `input:` 또는 `sources:`가 있습니다.")

        case .uncommittedIncluded:
            MessageText(
                english: "the working tree has uncommitted changes; they are part of the comparison",
                cradle: "작업 트리에 커밋하지 않은 변경이 있습니다. 이 변경도 비교에 포함됩니다.")
        case .uncommittedExcluded:
            MessageText(
                english: "the working tree has uncommitted changes; they are not part of {1}",
                cradle: "작업 트리에 커밋하지 않은 변경이 있습니다. 이 변경은 {1}에 포함되지 않습니다.")
        case .atRevision: MessageText(english: "at {1}", cradle: "{1} 리비전")
        case .missingAtRevision: MessageText(english: "{1} does not exist", cradle: "{1} 경로가 없습니다.")
        case .outsideRepository:
            MessageText(english: "{1} is outside the git repository {2}", cradle: "{1}: git 저장소 {2} 밖에 있는 경로입니다.")
        case .revisionNotLoaded:
            MessageText(english: "internal error: a revision was not loaded", cradle: "내부 오류: 리비전을 불러오지 못했습니다.")
        case .baselineUnreadable: MessageText(english: "{1}: the baseline cannot be read", cradle: "{1}: 기준선을 읽을 수 없습니다.")
        case .baselineNotJSON:
            MessageText(english: "{1}: the baseline is not JSON ({2})", cradle: "{1}: 기준선이 JSON이 아닙니다 ({2}).")
        case .notABaseline:
            MessageText(
                english: "{1}: not a cradle-lsp baseline (expected {2})", cradle: "{1}: cradle-lsp 기준선이 아닙니다 ({2} 형식이어야 합니다).")
        case .baselineFindingIncomplete:
            MessageText(
                english: "{1}: finding {2} has no code or message", cradle: "{1}: {2}번째 진단에 code 또는 message가 없습니다.")
        }
    }
}
