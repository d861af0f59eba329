/// What an Xcode workspace (`*.xcworkspace/contents.xcworkspacedata`) refers to: projects and
/// folders that may be packages, as absolute standardized paths, plus what could not be read.
public struct XcodeWorkspace: Sendable, Hashable {
    /// One `<FileRef>` of the workspace.
    public struct Reference: Sendable, Hashable {
        /// What the reference points at, judged by its name alone (readers never touch the disk).
        public enum Kind: String, Sendable, Hashable {
            /// An `.xcodeproj` folder.
            case project
            /// Any other folder or file; a package when it holds a `Package.swift`.
            case folder
        }

        /// Absolute and standardized.
        public var path: String
        /// A project, or a folder to look into for a `Package.swift`.
        public var kind: Kind

        public init(path: String, kind: Kind) {
            self.path = path
            self.kind = kind
        }
    }

    /// The absolute path of `contents.xcworkspacedata`.
    public var file: String
    /// In the order the workspace lists them, without repeats.
    public var references: [Reference]
    /// What could not be read; each is a warning naming the file.
    public var problems: [ProjectProblem]

    public init(file: String, references: [Reference] = [], problems: [ProjectProblem] = []) {
        self.file = file
        self.references = references
        self.problems = problems
    }
}
