import Foundation

/// Whether reports are coloured: only on a terminal, never when `NO_COLOR` is set (to anything
/// but the empty string) or `TERM=dumb`; `CLICOLOR_FORCE` (other than `0`) forces colour.
enum Terminal {
    /// The decision for an output that is (or is not) a terminal, under `environment`.
    static func usesColor(isTerminal: Bool, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        if let value = environment["NO_COLOR"], !value.isEmpty { return false }
        if let value = environment["CLICOLOR_FORCE"], !value.isEmpty, value != "0" { return true }
        if environment["TERM"] == "dumb" { return false }
        return isTerminal
    }
}
