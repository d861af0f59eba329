/// The long-form explanation of one diagnostic code, shown by `--explain` and linked from LSP.
public struct DiagnosticDocumentation: Sendable {
    /// One line naming the problem.
    public let title: String
    /// What triggers the diagnostic and which range is highlighted.
    public let trigger: String
    /// Why Cradle (or the compiler) rejects the code: what would be generated and why it cannot work.
    public let rationale: String
    /// How to fix the code.
    public let fix: String
    /// A short Swift snippet showing the problem, with a comment saying where the finding appears.
    public let example: String
}

extension DiagnosticCode {
    /// The documentation of this code, from its catalogue entry.
    public var documentation: DiagnosticDocumentation { entry.documentation }
}
