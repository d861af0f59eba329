import CradleSyntax
import Dispatch

/// What the step-12 checks (``checkFactory(_:provide:tree:file:)``) derived for the valid
/// factories of one analysis of a file, by each factory declaration's bytes: the texts and
/// identities of its types and its lifetime. The outcome of the checks is a function of those
/// bytes alone (the declaration's tokens, lexed from a token boundary), so the next analysis of
/// the file takes a factory whose bytes did not change from here and only binds it to the new
/// tree's syntax: an edit of one factory in a large graph checks that factory again, not all.
struct FactoryChecks: Sendable {
    /// A declaration's bytes, hashed as one block.
    struct Key: Hashable, Sendable {
        let bytes: [UInt8]

        init(_ range: ByteRange, in tree: SyntaxTree) {
            bytes = Array(tree.text.bytes[range.start..<range.end])
        }

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    /// A valid factory as an earlier analysis checked it: what the checks derived from its text
    /// (its types' texts and identities, its lifetime and names) is read from there. A class,
    /// so that a look-up copies one reference; ``round`` is changed only by the analysis holding
    /// the table (``FactoryCheckCache/take(_:)`` hands it to one at a time).
    final class Derived: @unchecked Sendable {
        let checked: Factory
        /// Per parameter, which of its attributes is `@External` (or `@Cradle.External`).
        let externals: [Int?]
        /// The analysis that last used it.
        var round: Int

        init(_ factory: Factory, round: Int) {
            checked = factory
            externals = factory.parameters.map { $0.parameter.attributes.firstIndex(where: \.isExternal) }
            self.round = round
        }

        /// The factory again, bound to `member`'s syntax (a declaration with the same bytes as the
        /// one this was derived from); nil when its shape does not match (never, for equal bytes).
        func factory(_ member: GraphMember, provide: Attribute) -> Factory? {
            guard case .function(let function) = member.declaration, let returnType = function.returnType,
                function.parameters.parameters.count == checked.parameters.count
            else { return nil }
            var bound: [FactoryParameter] = []
            bound.reserveCapacity(externals.count)
            for (index, parameter) in function.parameters.parameters.enumerated() {
                let external = externals[index].flatMap {
                    parameter.attributes.indices.contains($0) ? parameter.attributes[$0] : nil
                }
                guard (external != nil) == (externals[index] != nil) else { return nil }
                let earlier = checked.parameters[index]
                bound.append(
                    FactoryParameter(
                        parameter: parameter, external: external, type: parameter.type, typeText: earlier.typeText,
                        identity: earlier.identity))
            }
            return Factory(
                member: member, function: function, provide: provide, lifetime: checked.lifetime,
                isExplicitTransient: checked.isExplicitTransient, parameters: bound, returnType: returnType,
                returnText: checked.returnText, identity: checked.identity, generatedName: checked.generatedName,
                comparisonName: checked.comparisonName, name: checked.name)
        }
    }

    /// The derived values by declaration bytes.
    private(set) var byKey: [Key: Derived] = [:]
    /// Counts the analyses that used the table.
    private var round = 0
    /// How many factories the current analysis took from the table (for tests).
    private(set) var reused = 0
    /// How many factories the current analysis found valid.
    private var valid = 0

    /// Starts an analysis of the file.
    mutating func beginAnalysis() {
        round += 1
        reused = 0
        valid = 0
    }

    /// The valid factory of `member` derived before from the same bytes, bound to `member`.
    mutating func factory(_ member: GraphMember, provide: Attribute, key: Key) -> Factory? {
        guard let derived = byKey[key], let factory = derived.factory(member, provide: provide) else { return nil }
        derived.round = round
        reused += 1
        valid += 1
        return factory
    }

    /// Keeps what the checks derived for a valid factory checked in the current analysis.
    mutating func keep(_ factory: Factory, key: Key) {
        byKey[key] = Derived(factory, round: round)
        valid += 1
    }

    /// Ends an analysis: declarations no longer in the file are dropped once they outnumber
    /// the current ones, so that the table follows the file without rebuilding it every time.
    mutating func endAnalysis() {
        guard byKey.count > 2 * valid + 32 else { return }
        byKey = byKey.filter { $0.value.round == round }
    }
}

/// The factory checks of each file's last analysis in an editing session (``Workspace/update(path:module:text:)``),
/// shared by the snapshot's copies. Every value is a function of its key, so a table stored by
/// any copy serves every other; each file keeps only its latest table.
final class FactoryCheckCache: @unchecked Sendable {
    private var byPath: [String: FactoryChecks] = [:]
    private let queue = DispatchQueue(label: "cradle.factory-checks")

    /// Hands over the table of `path`'s last analysis (empty when there is none), no longer
    /// kept: the caller holds the only reference and changes it in place.
    func take(_ path: String) -> FactoryChecks {
        queue.sync { byPath.removeValue(forKey: path) ?? FactoryChecks() }
    }

    /// Keeps `checks` as `path`'s, in place of any earlier table; an empty table keeps nothing.
    func keep(_ checks: FactoryChecks, for path: String) {
        queue.sync { byPath[path] = checks.byKey.isEmpty ? nil : checks }
    }

    /// Drops `path`'s table.
    func forget(_ path: String) {
        queue.sync { byPath[path] = nil }
    }

    /// How many factories the last analysis of `path` took from the one before (for tests); an
    /// analysis that kept no table took none.
    func reused(in path: String) -> Int { queue.sync { byPath[path]?.reused ?? 0 } }

    /// How many declarations `path`'s table holds (for tests).
    func count(in path: String) -> Int { queue.sync { byPath[path]?.byKey.count ?? 0 } }
}
