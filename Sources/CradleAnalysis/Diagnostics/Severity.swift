/// How serious a finding is, in the four levels LSP and the CLI reporters share.
///
/// Every Cradle diagnostic (`cradle.md` §6) is an `error`. The lower levels are reserved for
/// cradle-lsp's own findings: compiler predictions (`warning`), near misses (`information`) and
/// clean-up suggestions (`hint`). Ordering puts the most serious level first, so sorting a list of
/// severities ascending lists errors before warnings.
public enum Severity: String, Sendable, Comparable {
    /// The build will fail: Cradle's macro rejects the code.
    case error
    /// The build will most likely fail, but the compiler (not Cradle) reports it.
    case warning
    /// Probably a mistake worth looking at; the build result does not depend on it.
    case information
    /// A tidy-up suggestion, shown faintly by editors.
    case hint

    /// The position of this severity in the order error, warning, information, hint.
    public var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .information: 2
        case .hint: 3
        }
    }

    /// Whether `lhs` is more serious than `rhs` (so `.error < .hint`).
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs.rank < rhs.rank
    }
}
