import CradleAnalysis

/// Something in the workspace that could not be read as intended; a warning naming the file.
/// The rest of the workspace still loads (`product.md` §2a).
public enum ProjectProblem: Sendable, Hashable, CustomStringConvertible {
    /// A path given on the command line or by the editor does not exist.
    case missing(path: String)
    /// A file or folder exists but cannot be read.
    case unreadable(path: String)
    /// A source file is not valid UTF-8; invalid bytes are analysed as unknown characters.
    case invalidUTF8(path: String)
    /// A symbolic link leads back into a folder already visited.
    case symlinkLoop(path: String)
    /// A file given directly is not a Swift file.
    case notSwift(path: String)
    /// A file given by name that no target of its build definition compiles: not checked.
    case compiledNowhere(path: String)
    /// A build definition, or part of it, could not be read statically.
    case manifest(path: String, reason: MessageText)
    /// Part of a `.cradle-lsp.json` was ignored (unknown key or code, wrong type, a glob that
    /// matches nothing); the rest applies.
    case configuration(path: String, reason: MessageText)
    /// A configuration file that cannot be read or is not JSON: the run stops (status 2).
    case unusableConfiguration(path: String, reason: MessageText)
    /// A FIFO, socket or device with a Swift file's name: never opened, skipped.
    case notRegularFile(path: String)
    /// A root that is not walked (`/`, the home directory, a pseudo file system, or one holding
    /// more entries than the limit): its files are not loaded, and a batch run stops (status 2).
    case refusedRoot(path: String, reason: MessageText)

    /// Whether the problem makes a batch run exit with status 2 (a path that cannot be read).
    public var isFatal: Bool {
        switch self {
        case .missing, .unreadable, .unusableConfiguration, .refusedRoot: true
        default: false
        }
    }

    /// Whether the problem stops a batch run before anything is analysed: the configuration
    /// cannot be used, or a root was refused.
    public var stopsRun: Bool {
        switch self {
        case .unusableConfiguration, .refusedRoot: true
        default: false
        }
    }

    /// The problem in cradle-lsp's English.
    public var description: String { description(in: .english) }

    /// The problem in `language`: the path, then what is wrong with it.
    public func description(in language: MessageLanguage) -> String {
        switch self {
        case .missing(let path): ProjectText.missing.text(in: language, path)
        case .unreadable(let path): ProjectText.unreadable.text(in: language, path)
        case .invalidUTF8(let path): ProjectText.invalidUTF8.text(in: language, path)
        case .symlinkLoop(let path): ProjectText.symlinkLoop.text(in: language, path)
        case .notSwift(let path): ProjectText.notSwift.text(in: language, path)
        case .compiledNowhere(let path): ProjectText.compiledNowhere.text(in: language, path)
        case .manifest(let path, let reason), .unusableConfiguration(let path, let reason):
            "\(path): \(reason.text(in: language))"
        case .configuration(let path, let reason):
            ProjectText.configurationIgnored.text(in: language, path, reason.text(in: language))
        case .notRegularFile(let path): ProjectText.notRegularFile.text(in: language, path)
        case .refusedRoot(let path, let reason): ProjectText.refusedRoot.text(in: language, path, reason.text(in: language))
        }
    }
}
