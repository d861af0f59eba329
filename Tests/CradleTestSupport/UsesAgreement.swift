@testable import CradleAnalysis

/// Where the answers about a registration's uses disagree in a workspace: for every factory of
/// every graph, hover's stated count, references (declaration excluded), incoming call sites
/// and the code lens must be one number, and hover must say "none" exactly where
/// `unused-registration` fires (valid graphs, registrations that are not external methods).
/// Empty when they all agree; otherwise one line per disagreement.
public func usesDisagreements(in workspace: Workspace) -> (factories: Int, disagreements: [String]) {
    var factories = 0
    var found: [String] = []
    for path in workspace.pathsWithPossibleFindings.sorted() where workspace.seesCradle(path) {
        let lenses = workspace.codeLenses(path: path)
        let unused = Set(workspace.diagnostics(in: path).filter { $0.code == .unusedRegistration }.map(\.range))
        let all = (workspace.entries[path]?.factories ?? []).flatMap { graph in graph.factories.map { (graph, $0) } }
        if lenses.count != all.count { found.append("\(path): \(lenses.count) lenses for \(all.count) factories") }
        for ((graph, factory), lens) in zip(all, lenses) {
            factories += 1
            let offset = factory.function.name.range.start
            let place = "\(path) \(factory.name)"
            let count = workspace.references(path: path, offset: offset, includeDeclaration: false).count
            let incoming = workspace.incomingCalls(path: path, offset: offset).reduce(0) { $0 + $1.ranges.count }
            let hover = workspace.hover(path: path, offset: offset)?.markdown ?? ""
            let stated = statedUses(inHover: hover)
            let lifetime = factory.isExternal ? Lifetime.transient : factory.lifetime
            if lens.title != ".\(lifetime.rawValue) · " + (count == 1 ? "1 use" : "\(count) uses") {
                found.append("\(place): lens \(lens.title), references \(count)")
            }
            if incoming != count { found.append("\(place): incoming calls \(incoming), references \(count)") }
            if stated != count {
                found.append("\(place): hover states \(stated.map(String.init) ?? "nothing"), references \(count)")
            }
            if graph.isValid, !factory.isExternal, (stated == 0) != unused.contains(factory.function.name.range) {
                found.append(
                    "\(place): hover states \(stated.map(String.init) ?? "nothing"), unused note \(unused.contains(factory.function.name.range))"
                )
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
