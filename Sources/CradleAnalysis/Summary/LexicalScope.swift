import CradleSyntax

/// How a type name written inside nested declarations is looked up, from syntax alone: in each
/// enclosing scope from the innermost outward, then at top level; `Module.Name` may also name a
/// type of another module. Shared by diagrams, workspace findings and queries.
enum LexicalScope {
    /// The lexical paths `name` may denote from within `scope`, innermost first and the bare name
    /// last: for scope `["A", "B"]` and name `N`, `["A.B.N", "A.N", "N"]`.
    static func candidates(for name: String, in scope: [String]) -> [String] {
        var prefix = scope
        var result: [String] = []
        while !prefix.isEmpty {
            result.append((prefix + [name]).joined(separator: "."))
            prefix.removeLast()
        }
        result.append(name)
        return result
    }

    /// `Module.Path` split into the module and the path, or nil for a name without a dot.
    static func moduleQualified(_ name: String) -> (module: String, path: String)? {
        let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
        return parts.count == 2 ? (parts[0], parts[1]) : nil
    }
}
