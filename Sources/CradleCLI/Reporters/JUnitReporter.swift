import CradleAnalysis
import CradleSyntax

/// JUnit XML for Jenkins, Bitrise, CircleCI, Azure and the like: one test suite per module, one
/// test case per checked file, failing when the file has errors or warnings. Jenkins keeps only
/// one `failure` element per test case, so a failing case carries one `failure` whose text lists
/// every error and warning of the file, one per line in the compiler's shape. Counts follow
/// JUnit (`product.md` §2): `tests` counts cases and `failures` failing cases, so never more
/// than `tests`; each suite's number of errors and warnings is its `findings` property.
enum JUnitReporter {
    /// A checked file and its module.
    struct File {
        var path: String
        var module: String
    }

    /// The XML document.
    static func render(
        _ diagnostics: [Diagnostic], files: [File], lineIndexes: [String: LineIndex], language: MessageLanguage
    ) -> String {
        let text = TextReporter(usesColor: false, isQuiet: true, language: language)
        var failing: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics where diagnostic.severity == .error || diagnostic.severity == .warning {
            failing[diagnostic.file, default: []].append(diagnostic)
        }
        var modules: [String: [String]] = [:]
        for file in files { modules[file.module, default: []].append(file.path) }
        let failingCases = files.filter { failing[$0.path] != nil }.count
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"  // literal: XML
        let counts = "tests=\"\(files.count)\" failures=\"\(failingCases)\""
        output += "<testsuites name=\"cradle-lsp\" \(counts) errors=\"0\" time=\"0\">\n"  // literal: XML
        for module in modules.keys.sorted() {
            let paths = (modules[module] ?? []).sorted()
            let failures = paths.filter { failing[$0] != nil }.count
            let findings = paths.reduce(0) { $0 + (failing[$1]?.count ?? 0) }
            let suite = "name=\"\(escape(module))\" tests=\"\(paths.count)\" failures=\"\(failures)\""
            output += "  <testsuite \(suite) errors=\"0\" skipped=\"0\" time=\"0\">\n"  // literal: XML
            let property = "<property name=\"findings\" value=\"\(findings)\"/>"  // literal: XML
            output += "    <properties>\n      \(property)\n    </properties>\n"
            for path in paths {
                let attributes = "name=\"\(escape(path))\" classname=\"\(escape(module))\" file=\"\(escape(path))\" time=\"0\""
                guard let found = failing[path], let first = found.first else {
                    output += "    <testcase \(attributes)/>\n"
                    continue
                }
                let errors = found.filter { $0.severity == .error }.count
                let warnings = found.count - errors
                let message =
                    found.count == 1
                    ? first.message
                    : TextReporter.counts(errors: errors, warnings: warnings, in: language)
                let body = text.render(found, files: 1, lineIndexes: lineIndexes)
                output += "    <testcase \(attributes)>\n"
                let failure = "message=\"\(escape(message))\" type=\"\(escape(first.code.rawValue))\""
                output += "      <failure \(failure)>\(escape(body))</failure>\n"  // literal: XML
                output += "    </testcase>\n"
            }
            output += "  </testsuite>\n"
        }
        output += "</testsuites>\n"
        return output
    }

    /// Text escaped for XML attributes and content; characters XML 1.0 forbids are dropped.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\n": result += "&#10;"
            case "\t", "\r": result.unicodeScalars.append(scalar)
            case let control where control.value < 0x20 || control.value == 0xFFFE || control.value == 0xFFFF: continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
