import CradleCLI
import Foundation

// The executable only picks the mode; everything else lives in the libraries.
exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
