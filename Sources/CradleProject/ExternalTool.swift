import Foundation

/// Another program the tool runs when it is installed (Graphviz's `dot` for the analysis
/// report), found on `PATH` and run with its input on a pipe, as `git` is.
public enum ExternalTool {
    /// The program's standard output for `input`, or nil when it is not installed, cannot run or
    /// fails.
    public static func output(of name: String, arguments: [String], input: Data) -> Data? {
        let environment = ProcessInfo.processInfo.environment
        guard let executable = GitRepository.findExecutable(environment["PATH"] ?? "", named: name) else { return nil }
        let result = GitRepository.run(
            executable, arguments, in: FileManager.default.currentDirectoryPath, input: input)
        return result.status == 0 ? Data(result.output) : nil
    }
}
