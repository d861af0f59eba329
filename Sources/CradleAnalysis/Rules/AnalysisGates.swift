import CradleSyntax

extension Workspace {
    /// The analysis gates' findings for the graphs of one file (`"analysis"` in
    /// `.cradle-lsp.json`): a factory whose fan-out, a registration whose fan-in, or a graph
    /// whose longest chain is over its limit. Computed on each graph's network, as `--analyze`
    /// computes it.
    func analysisGateFindings(in path: String, limits: AnalysisLimits) -> [Diagnostic] {
        guard let graphs = entries[path]?.factories, !graphs.isEmpty else { return [] }
        var findings: [Diagnostic] = []
        for graph in graphs {
            let network = dependencyNetwork(of: graph, path: path, findingRoots: false)
            let (fanIn, fanOut) = GraphAnalyzer.fans(network)
            let factories = Dictionary(
                graph.factories.filter { !$0.isExternal }.map {
                    ("\(graph.graph.lexicalPath.joined(separator: ".")).\($0.generatedName)", $0)
                },
                uniquingKeysWith: { first, _ in first })
            for (index, node) in network.nodes.enumerated() {
                guard let factory = factories[node.key] else { continue }
                if let limit = limits.maxFanOut, fanOut[index] > limit {
                    findings.append(
                        Diagnostic(
                            code: .analysisFanOut,
                            message: Message.analysisFanOut(factory: factory.name, count: fanOut[index], limit: limit),
                            file: path, range: factory.function.name.range))
                }
                if let limit = limits.maxFanIn, fanIn[index] > limit {
                    findings.append(
                        Diagnostic(
                            code: .analysisFanIn,
                            message: Message.analysisFanIn(
                                accessor: factory.generatedName, factory: factory.name, count: fanIn[index], limit: limit),
                            file: path, range: factory.function.name.range))
                }
            }
            if let limit = limits.maxChainLength, let chain = GraphAnalyzer.longestChains(network, limit: 1).first,
                chain.count - 1 > limit, let first = factories[network.nodes[chain[0]].key]
            {
                let names = chain.compactMap { factories[network.nodes[$0].key]?.generatedName }
                findings.append(
                    Diagnostic(
                        code: .analysisChainLength, message: Message.analysisChainLength(chain: names, limit: limit), file: path,
                        range: first.function.name.range))
            }
        }
        return findings
    }
}

/// The gates' messages.
extension Message {
    /// `analysis-fan-out`.
    static func analysisFanOut(factory: String, count: Int, limit: Int) -> MessageText {
        MessageText(
            english: "\(quoted(factory)) depends on \(count) registrations; `analysis.maxFanOut` allows \(limit)",
            cradle: "\(quoted(factory)) Factory는 등록 \(count)개에 의존합니다. `analysis.maxFanOut`은 \(limit)개까지 허용합니다.")
    }

    /// `analysis-fan-in`.
    static func analysisFanIn(accessor: String, factory: String, count: Int, limit: Int) -> MessageText {
        MessageText(
            english:
                "\(count) factories depend on \(quoted(accessor)) of \(quoted(factory)); `analysis.maxFanIn` allows \(limit)",
            cradle:
                "\(quoted(factory)) Factory의 \(quoted(accessor))에 Factory \(count)개가 의존합니다. `analysis.maxFanIn`은 \(limit)개까지 허용합니다."
        )
    }

    /// `analysis-chain-length`.
    static func analysisChainLength(chain: [String], limit: Int) -> MessageText {
        let text = chain.joined(separator: " → ")
        return MessageText(
            english: "the dependency chain `\(text)` has \(chain.count - 1) links; `analysis.maxChainLength` allows \(limit)",
            cradle: "의존 체인 `\(text)`의 길이가 \(chain.count - 1)입니다. `analysis.maxChainLength`는 \(limit)까지 허용합니다.")
    }
}
