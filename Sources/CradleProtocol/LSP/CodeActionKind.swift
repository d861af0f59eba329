/// The kind of a code action: a dotted hierarchy, open to kinds the server does not know.
public struct CodeActionKind: RawRepresentable, Codable, Sendable, Hashable {
    /// The dotted name.
    public var rawValue: String

    /// The kind named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Fixes for a finding.
    public static let quickFix = CodeActionKind(rawValue: "quickfix")
    /// Actions on a whole file.
    public static let source = CodeActionKind(rawValue: "source")
    /// Every safe fix of a file at once.
    public static let sourceFixAll = CodeActionKind(rawValue: "source.fixAll")
    /// Refactorings.
    public static let refactor = CodeActionKind(rawValue: "refactor")
    /// A refactoring that rewrites in place (a lifetime changed).
    public static let refactorRewrite = CodeActionKind(rawValue: "refactor.rewrite")
    /// A refactoring that extracts something new (an input type).
    public static let refactorExtract = CodeActionKind(rawValue: "refactor.extract")

    /// Whether a request for `self` asks for actions of `kind`: one is the other or nests in it.
    public func overlaps(_ kind: CodeActionKind) -> Bool {
        kind.rawValue.hasPrefix(rawValue) || rawValue.hasPrefix(kind.rawValue)
    }
}
