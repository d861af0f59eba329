import CradleCLI
import CradleServer
import Foundation

// The executable only picks the mode: no arguments, `--stdio` or `--trace FILE` serve LSP over
// stdio; anything else is the command line.
let arguments = Array(CommandLine.arguments.dropFirst())
var isServer = arguments.isEmpty
var tracePath: String?
if arguments.first == "--stdio" || arguments.first == "--trace" {
    isServer = true
    var index = 0
    while index < arguments.count {
        switch arguments[index] {
        case "--stdio": break
        case "--help", "-h":
            FileHandle.standardOutput.write(Data((CommandLineTool.serverHelp() + "\n").utf8))
            exit(0)
        case "--trace" where index + 1 < arguments.count:
            index += 1
            tracePath = arguments[index]
        default:
            FileHandle.standardError.write(Data((CommandLineTool.unknownServerOption(arguments[index]) + "\n").utf8))
            exit(2)
        }
        index += 1
    }
}
exit(isServer ? StdioTransport.run(tracePath: tracePath) : CommandLineTool.run(arguments))
