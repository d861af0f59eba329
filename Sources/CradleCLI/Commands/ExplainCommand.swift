import CradleAnalysis

/// `--explain CODE`: the documentation of one diagnostic code.
enum ExplainCommand {
    /// Prints the documentation; status 2 for an unknown code.
    static func run(_ code: String) -> Int32 {
        guard let text = explanation(code) else {
            CommandLineTool.printError(
                "cradle-lsp: unknown diagnostic code \(code); give a kebab id (missing-registration), a number (38) "
                    + "or Cradle's id (missingRegistration); codes are listed in the README")
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
    static func messages(of code: DiagnosticCode) -> String {
        let sample = code.messageSample
        let source = code.isCradleDiagnostic ? "Cradle's text, as the compiler prints it" : "cradle-lsp's Korean"
        var text = "Message (English, then \(source))\n  \(sample.message.english)\n  \(sample.message.cradle)"
        for note in sample.notes {
            text += "\nNote\n  \(note.english)\n  \(note.cradle)"
        }
        return text
    }

    /// The documentation of a code as `--explain` prints it.
    static func explanation(_ name: String) -> String? {
        guard let found = code(named: name) else { return nil }
        let documentation = found.documentation
        var text = "\(found.rawValue)"
        if let number = found.number { text += " (Cradle #\(number), \(found.cradleID ?? ""))" }
        text += ": \(documentation.title)\nseverity: \(found.defaultSeverity.rawValue)\n\n"
        text += "When it appears\n\(documentation.trigger)\n\nWhy\n\(documentation.rationale)\n\n"
        text += "How to fix it\n\(documentation.fix)\n\nExample\n\(documentation.example)\n\n"
        text += messages(of: found) + "\n\n"
        text += "Silencing it\n`// cradle-lsp:ignore \(found.rawValue)` at the end of the line, or alone on the line before, "
        text += "or `\"severity\": {\"\(found.rawValue)\": \"off\"}` in .cradle-lsp.json."
        if found.isCradleDiagnostic {
            text += " This hides it from cradle-lsp only: the compiler still reports it when Cradle's macro expands."
        }
        return text
    }
}
