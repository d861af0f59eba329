/// Which modules a module can import, as its build definition says (`product.md` §2a): itself and
/// everything it depends on, directly or through other modules. Modules that no build
/// definition declares (files placed by the fallback rule) see everything and are seen by
/// everything, so that nothing is reported that the compiler might not say.
public struct ModuleVisibility: Sendable, Equatable {
    /// For each declared module, every module it can reach.
    private var reachable: [String: Set<String>] = [:]

    /// Everything sees everything: the view before any build definition is read.
    public init() {}

    /// The view from each module's direct dependencies; the closure is computed once.
    public init(dependencies: [String: Set<String>]) {
        for module in dependencies.keys {
            var seen: Set<String> = []
            var stack = Array(dependencies[module] ?? [])
            while let next = stack.popLast() {
                guard seen.insert(next).inserted else { continue }
                stack += dependencies[next] ?? []
            }
            seen.remove(module)
            reachable[module] = seen
        }
    }

    /// Whether code in `module` can name declarations of `other`.
    public func canSee(_ other: String, from module: String) -> Bool {
        if module == other { return true }
        guard let seen = reachable[module], reachable[other] != nil else { return true }
        return seen.contains(other)
    }

    /// Whether a build definition declares `module`.
    public func isDeclared(_ module: String) -> Bool { reachable[module] != nil }
}
