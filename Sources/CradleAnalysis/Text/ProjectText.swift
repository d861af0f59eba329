/// What finding the workspace says (`ProjectProblem`): paths that cannot be read or are skipped,
/// roots that are refused, modules declared twice or compiling nothing.
public enum ProjectText: String, TextTable {
    case missing, unreadable, invalidUTF8, symlinkLoop, notSwift, compiledNowhere, configurationIgnored, notRegularFile
    case refusedRoot, fileSystemRoot, homeDirectory, pseudoFileSystem, tooManyEntries
    case excludeMatchesNothing, localPackageWithoutManifest, definitionUnreadable, missingSourceFolder
    case noSwiftFile, noSwiftFileMatching, pathOutsidePackage, moduleDeclaredTwice

    public var entry: MessageText {
        switch self {
        case .missing: MessageText(english: "{1}: no such file or directory", cradle: "{1}: 그런 파일이나 폴더가 없습니다.")
        case .unreadable: MessageText(english: "{1}: cannot be read", cradle: "{1}: 읽을 수 없습니다.")
        case .invalidUTF8:
            MessageText(
                english: "{1}: the file is not valid UTF-8; invalid bytes are treated as unknown characters",
                cradle: "{1}: 올바른 UTF-8 파일이 아닙니다. 잘못된 바이트는 알 수 없는 문자로 다룹니다.")
        case .symlinkLoop:
            MessageText(english: "{1}: symbolic link loop; not followed", cradle: "{1}: 심볼릭 링크가 순환합니다. 따라가지 않습니다.")
        case .notSwift: MessageText(english: "{1}: not a Swift file; skipped", cradle: "{1}: Swift 파일이 아닙니다. 건너뜁니다.")
        case .compiledNowhere:
            MessageText(
                english: "{1}: no target of its build definition compiles this file; not checked",
                cradle: "{1}: 빌드 정의의 어떤 타깃도 이 파일을 컴파일하지 않습니다. 검사하지 않습니다.")
        case .configurationIgnored: MessageText(english: "{1}: {2}; ignored", cradle: "{1}: {2} 이 설정은 무시합니다.")
        case .notRegularFile:
            MessageText(
                english: "{1}: not a regular file (a FIFO, socket or device); skipped",
                cradle: "{1}: 일반 파일이 아닙니다(FIFO, 소켓 또는 장치). 건너뜁니다.")
        case .refusedRoot: MessageText(english: "{1}: {2}; not indexed", cradle: "{1}: {2} 색인하지 않습니다.")
        case .fileSystemRoot:
            MessageText(english: "the file system root is not a workspace", cradle: "파일 시스템 루트는 workspace가 아닙니다.")
        case .homeDirectory:
            MessageText(english: "the home directory is not a workspace", cradle: "홈 디렉터리는 workspace가 아닙니다.")
        case .pseudoFileSystem:
            MessageText(english: "a pseudo file system is not a workspace", cradle: "가상 파일 시스템은 workspace가 아닙니다.")
        case .tooManyEntries:
            MessageText(
                english: "holds more than {1} files and folders; open a smaller folder",
                cradle: "파일과 폴더가 {1}개를 넘습니다. 더 작은 폴더를 여십시오.")
        case .excludeMatchesNothing:
            MessageText(english: "`exclude` glob `{1}` matches nothing", cradle: "`exclude`의 glob `{1}`에 일치하는 것이 없습니다.")
        case .localPackageWithoutManifest:
            MessageText(
                english: "the local package `{1}` has no Package.swift", cradle: "로컬 패키지 `{1}`에 Package.swift가 없습니다.")
        case .definitionUnreadable: MessageText(english: "cannot be read", cradle: "읽을 수 없습니다.")
        case .missingSourceFolder:
            MessageText(
                english: "the source folder `{1}` of target `{2}` does not exist",
                cradle: "`{2}` 타깃의 소스 폴더 `{1}`이(가) 없습니다.")
        case .noSwiftFile:
            MessageText(english: "no Swift file belongs to target `{1}`", cradle: "`{1}` 타깃에 속한 Swift 파일이 없습니다.")
        case .noSwiftFileMatching:
            MessageText(
                english: "no Swift file belongs to target `{1}` (its sources match nothing: {2})",
                cradle: "`{1}` 타깃에 속한 Swift 파일이 없습니다. 소스 패턴 {2}에 일치하는 파일이 없습니다.")
        case .pathOutsidePackage:
            MessageText(
                english: "the `path:` of target `{1}` points outside the package (`{2}`)",
                cradle: "`{1}` 타깃의 `path:`가 패키지 밖을 가리킵니다(`{2}`).")
        case .moduleDeclaredTwice:
            MessageText(
                english: "module `{1}` is also declared elsewhere under the root; this one is called `{2}` in reports",
                cradle: "`{1}` 모듈이 루트 아래 다른 곳에도 선언되어 있습니다. 보고에서 이 모듈의 이름은 `{2}`입니다.")
        }
    }
}
