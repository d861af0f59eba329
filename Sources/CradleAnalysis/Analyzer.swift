import CradleSyntax

/// The analysis entry point: Cradle's diagnostics and cradle-lsp's predictions for a set of files.
/// Pure: it reads the texts it is given and does no I/O.
public enum Analyzer {
    /// Parses, summarises and analyses `inputs`; diagnostics come sorted by file, range and code.
    public static func analyze(_ inputs: [SourceInput]) -> [Diagnostic] {
        analyze(inputs.map(FileSummary.init))
    }

    /// Analyses already summarised files.
    public static func analyze(_ summaries: [FileSummary]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for summary in FileSummary.seeingCradle(summaries) {
            diagnostics += self.diagnostics(for: summary)
        }
        return diagnostics.sorted(by: Diagnostic.areInOrder)
    }

    /// The findings of one file that sees Cradle (`product.md` §3 scope is the caller's
    /// business): misplaced `@Provide`s (#23), each graph's pipeline, and the predictions.
    public static func diagnostics(for summary: FileSummary) -> [Diagnostic] {
        analyze(summary).diagnostics
    }

    /// One file's findings together with each graph's validator, which the workspace keeps for
    /// its queries.
    static func analyze(_ summary: FileSummary) -> (diagnostics: [Diagnostic], validators: [GraphValidator]) {
        var none: FactoryChecks?
        return analyze(summary, factoryChecks: &none)
    }

    /// ``analyze(_:)`` with the factory checks of the file's earlier analyses, when the caller
    /// keeps them (an editing session): a factory whose declaration did not change is not
    /// checked again, and the table is left holding this analysis's checks for the next.
    static func analyze(
        _ summary: FileSummary, factoryChecks: inout FactoryChecks?
    ) -> (diagnostics: [Diagnostic], validators: [GraphValidator]) {
        factoryChecks?.beginAnalysis()
        defer { factoryChecks?.endAnalysis() }
        // A summary a workspace kept holds only its text: the rules read the full tree.
        let tree = summary.syntaxTree
        var diagnostics = (summary.misplacedProvides.map(\.range) + summary.localProvides).map { range in
            Diagnostic(code: .provideMisplaced, message: Message.provideMisplaced(), file: summary.path, range: range)
        }
        diagnostics += Predictions.attributesAfterModifiers(tree: tree, file: summary.path)
        var validators: [GraphValidator] = []
        for graph in summary.graphs {
            var validator = GraphValidator(graph: graph, tree: tree, file: summary.path)
            validator.typeAliases = summary.typeAliases
            // The table moves into the validator and back, never copied.
            swap(&validator.factoryChecks, &factoryChecks)
            validator.run()
            swap(&validator.factoryChecks, &factoryChecks)
            diagnostics += validator.diagnostics + validator.hints
            diagnostics += Predictions.instanceMemberUses(validator)
            diagnostics += Predictions.attributesBetweenLabelAndName(graph, tree: tree, file: summary.path)
            diagnostics += Predictions.bodylessProtocolResults(
                graph, protocols: summary.protocolNames, tree: tree, file: summary.path)
            validators.append(validator)
        }
        return (diagnostics, validators)
    }
}

/// The messages this file's checks emit.
extension Message {
    /// #23 `provide-misplaced`.
    static func provideMisplaced() -> MessageText {
        MessageText(
            english: "`@Provide` must be declared directly in a `@DependencyGraph` body",
            cradle: "`@Provide`는 `@DependencyGraph` 본체에 직접 선언해야 합니다.")
    }
}
