import Foundation

/// A mode's command-line options: `--name value` pairs for the names in `valued`, bare flags,
/// and everything else as paths.
struct BenchOptions {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var paths: [String] = []

    init(_ arguments: [String], valued: Set<String>) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if valued.contains(argument), index + 1 < arguments.count {
                values[argument] = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix("--") {
                flags.insert(argument)
            } else {
                paths.append(argument)
            }
            index += 1
        }
    }

    /// An integer option, at least `minimum`; `fallback` when absent or not a number.
    func int(_ name: String, _ fallback: Int, minimum: Int = 0) -> Int {
        max(minimum, values[name].flatMap { Int($0) } ?? fallback)
    }
}
