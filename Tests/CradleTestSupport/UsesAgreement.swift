import CradleAnalysis

/// Where the answers about a registration's uses disagree in a workspace, read through the
/// public IDE answers only (so the check holds whatever builds them): for every factory of every
/// graph, hover's stated count, references (declaration excluded), incoming call sites and the
/// code lens must be one number, and hover must say "none" exactly where `unused-registration`
/// fires (graphs without errors, registrations that are not external methods). Returns how
/// many factories were checked, and one line per disagreement.
public func usesDisagreements(in workspace: Workspace) -> (factories: Int, disagreements: [String]) {
    var factories = 0
    var found: [String] = []
    for path in workspace.pathsWithPossibleFindings.sorted() where workspace.seesCradle(path) {
        let lenses = Dictionary(workspace.codeLenses(path: path).map { ($0.range, $0.title) }, uniquingKeysWith: { a, _ in a })
        let unused = Set(workspace.diagnostics(in: path).filter { $0.code == .unusedRegistration }.map(\.range))
        for graph in workspace.documentSymbols(path: path) {
            let graphHover = workspace.hover(path: path, offset: graph.selectionRange.start)?.markdown ?? ""
            let isValid = !graphHover.contains("has Cradle errors")
            for factory in graph.children where factory.kind == .factory {
                factories += 1
                let offset = factory.selectionRange.start
                let place = "\(path) \(graph.name).\(factory.name)"
                let count = workspace.references(path: path, offset: offset, includeDeclaration: false).count
                let incoming = workspace.incomingCalls(path: path, offset: offset).reduce(0) { $0 + $1.ranges.count }
                let hover = workspace.hover(path: path, offset: offset)?.markdown ?? ""
                // Reads and override labels: references and incoming calls list both; hover and
                // the lens count them apart.
                let stated = statedUses(inHover: hover)
                let overridden = statedOverrides(inHover: hover)
                let lens = lenses[factory.selectionRange].flatMap(statedUses(inLens:))
                if lens.map({ $0.reads + $0.overrides }) != count || lens?.overrides != overridden {
                    found.append("\(place): lens \(lenses[factory.selectionRange] ?? "missing"), references \(count)")
                }
                if incoming != count { found.append("\(place): incoming calls \(incoming), references \(count)") }
                if stated.map({ $0 + overridden }) != count {
                    found.append(
                        "\(place): hover states \(stated.map(String.init) ?? "nothing") and \(overridden) overrides, references \(count)"
                    )
                }
                let isExternal = hover.contains(": external provider of ")
                if isValid, !isExternal, (stated == 0) != unused.contains(factory.selectionRange) {
                    found.append(
                        "\(place): hover states \(stated.map(String.init) ?? "nothing"), unused note \(unused.contains(factory.selectionRange))"
                    )
                }
            }
        }
    }
    return (factories, found)
}

/// The number of uses a factory's hover states: `Consumers (N): …`, or 0 for `Consumers: none`.
public func statedUses(inHover markdown: String) -> Int? {
    guard let line = markdown.split(separator: "\n").first(where: { $0.hasPrefix("Consumers") }) else { return nil }
    if line == "Consumers: none" { return 0 }
    guard line.hasPrefix("Consumers ("), let close = line.firstIndex(of: ")") else { return nil }
    return Int(line[line.index(line.startIndex, offsetBy: "Consumers (".count)..<close])
}

/// The number of override labels a factory's hover states: `Overridden in N places`, else 0.
public func statedOverrides(inHover markdown: String) -> Int {
    guard let line = markdown.split(separator: "\n").first(where: { $0.hasPrefix("Overridden in ") }) else { return 0 }
    return Int(line.split(separator: " ")[2]) ?? -1
}

/// The numbers a code lens states: `.shared · 3 uses`, `.shared · 0 uses · 2 overrides`.
public func statedUses(inLens title: String) -> (reads: Int, overrides: Int)? {
    let numbers = title.split(separator: "·").dropFirst().map { part in part.split(separator: " ").first.flatMap { Int($0) } }
    guard numbers.count == 1 || numbers.count == 2, let reads = numbers[0] else { return nil }
    guard numbers.count == 2 else { return (reads, 0) }
    return numbers[1].map { (reads, $0) }
}
