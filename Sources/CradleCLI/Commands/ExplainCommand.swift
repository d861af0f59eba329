import CradleAnalysis

/// `--explain CODE`: the documentation of one diagnostic code.
enum ExplainCommand {
    /// Prints the documentation; status 2 for an unknown code.
    static func run(_ code: String, language: MessageLanguage) -> Int32 {
        guard let text = explanation(code, in: language) else {
            CommandLineTool.printError("cradle-lsp: " + ExplainText.unknownCode.text(in: language, code))
            return 2
        }
        CommandLineTool.printOutput(text)
        return 0
    }

    /// The code a user named: its kebab id, its Cradle number (`38` or `#38`), Cradle's
    /// camelCase id (`missingRegistration`; #34 and #35 share `duplicateAccessor`, which names
    /// #34), or the camelCase spelling of a kebab id (`unusedRegistration`).
    static func code(named name: String) -> DiagnosticCode? {
        let number = Int(name.hasPrefix("#") ? String(name.dropFirst()) : name)
        return DiagnosticCode.allCases.first { $0.rawValue == name || number != nil && $0.number == number }
            ?? DiagnosticCode.allCases.first { $0.cradleID == name }
            ?? DiagnosticCode.allCases.first { camelCase($0.rawValue) == name }
    }

    /// `missing-registration` → `missingRegistration`.
    static func camelCase(_ kebab: String) -> String {
        let words = kebab.split(separator: "-")
        return (words.first.map(String.init) ?? "")
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The message and notes in both wordings, placeholder names standing for the user's: what
    /// `--messages english` prints, and Cradle's own text (`--messages cradle`), which for
    /// Cradle's codes is what the compiler prints after a build.
    static func messages(of code: DiagnosticCode, in language: MessageLanguage) -> String {
        let sample = code.messageSample
        let heading: ExplainText = code.isCradleDiagnostic ? .messageHeadingCradle : .messageHeadingOwn
        var text = "\(heading.text(in: language))\n  \(sample.message.english)\n  \(sample.message.cradle)"
        for note in sample.notes {
            text += "\n\(ExplainText.noteHeading.text(in: language))\n  \(note.english)\n  \(note.cradle)"
        }
        return text
    }

    /// The documentation of a code as `--explain` prints it, in `language`.
    static func explanation(_ name: String, in language: MessageLanguage = .english) -> String? {
        guard let found = code(named: name) else { return nil }
        let documentation = language == .cradle ? found.koreanDocumentation : found.documentation
        var text = "\(found.rawValue)"
        if let number = found.number { text += " (Cradle #\(number), \(found.cradleID ?? ""))" }
        text += ": \(documentation.title)\n"
        text += ExplainText.severity.text(in: language, found.defaultSeverity.rawValue) + "\n\n"
        text += "\(ExplainText.whenHeading.text(in: language))\n\(documentation.trigger)\n\n"
        text += "\(ExplainText.whyHeading.text(in: language))\n\(documentation.rationale)\n\n"
        text += "\(ExplainText.fixHeading.text(in: language))\n\(documentation.fix)\n\n"
        text += "\(ExplainText.exampleHeading.text(in: language))\n\(documentation.example)\n\n"
        text += messages(of: found, in: language) + "\n\n"
        text += ExplainText.silencing.text(in: language, found.rawValue)
        if found.isCradleDiagnostic { text += " " + ExplainText.silencingCradle.text(in: language) }
        return text
    }
}
