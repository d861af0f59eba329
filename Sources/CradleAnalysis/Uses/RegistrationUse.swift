import CradleSyntax

/// One use of a registration: the one answer to "who uses this registration". Hover groups
/// these, references list their places, the code lens counts them, incoming calls group them by
/// caller, and `unused-registration` fires for a registration that has none.
struct RegistrationUse {
    /// How a registration is used.
    enum Kind: Equatable {
        /// A factory of the same graph takes it as a parameter (`cradle.md` §2.7).
        case parameter
        /// A read of its generated accessor whose receiver is the graph: resolved through a
        /// member chain, or implicit `self` inside an extension of the graph.
        case accessorRead
        /// A read of an accessor of that name whose receiver's type is unknown (a protocol, a
        /// type declared outside the workspace): it may read this graph.
        case possibleAccessorRead
        /// A read of `input.member` in a factory of an input graph whose `member` is bound, at a
        /// creation site, from this registration's accessor.
        case boundInputRead(member: String)
        /// A label of `G.override(…)` that replaces the registration (`cradle.md` §2.9): a use
        /// of its own kind, never a read, so an overridden registration nothing reads is unused.
        case overrideLabel
    }

    /// Whether the use reads the registration (every kind but an override label).
    var isRead: Bool { kind != .overrideLabel }

    /// The factory that makes a use (a parameter, a bound input read), with its graph and file.
    struct Consumer {
        /// The file of the consumer's graph.
        var path: String
        /// The consumer's graph.
        var graph: Workspace.GraphFactories
        /// The consuming factory.
        var factory: Factory
    }

    /// How the registration is used there.
    var kind: Kind
    /// The place of the use: the parameter's type, the accessor's name, or the member read.
    var location: Location
    /// The factory that makes the use; nil for an accessor read, which sits outside any graph.
    var consumer: Consumer?
}

extension Workspace {
    /// Every use of each of `factories` (all of one graph), each place once, in the order found:
    /// the parameters of the graph's factories in declaration order, accessor reads by file and
    /// position, the bound input reads binding by binding, then the override labels by file and
    /// position. Accessor reads are found in one scan of the files that can hold one, for all
    /// the factories at once; so are override labels.
    func uses(
        of factories: [Factory], in graph: GraphFactories, graphPath: String, resolver: TypeResolver? = nil
    ) -> [[RegistrationUse]] {
        let resolver = resolver ?? TypeResolver(self)
        let reads = self.reads(of: factories, in: graph, graphPath: graphPath, resolver: resolver)
        let overrides = overrideLabels(of: factories, in: graph, graphPath: graphPath, resolver: resolver)
        return zip(factories, zip(reads, overrides)).map { factory, found in
            let (reads, overrides) = found
            var uses: [RegistrationUse] = []
            var places: Set<Location> = []
            func add(_ use: RegistrationUse) {
                if places.insert(use.location).inserted { uses.append(use) }
            }
            for consumer in graph.factories {
                for parameter in consumer.graphParameters where parameter.identity == factory.identity {
                    add(
                        RegistrationUse(
                            kind: .parameter, location: Location(file: graphPath, range: parameter.typeRange),
                            consumer: RegistrationUse.Consumer(path: graphPath, graph: graph, factory: consumer)))
                }
            }
            for read in reads {
                add(RegistrationUse(kind: read.isResolved ? .accessorRead : .possibleAccessorRead, location: read.location))
            }
            for bound in boundReads(of: factory, in: graph, graphPath: graphPath, resolver: resolver) {
                add(
                    RegistrationUse(
                        kind: .boundInputRead(member: bound.read.member),
                        location: Location(file: bound.path, range: bound.read.range),
                        consumer: RegistrationUse.Consumer(path: bound.path, graph: bound.graph, factory: bound.read.factory)))
            }
            for label in overrides { add(RegistrationUse(kind: .overrideLabel, location: label)) }
            return uses
        }
    }

    /// Every use of one factory's registration (see ``uses(of:in:graphPath:resolver:)``).
    func uses(of factory: Factory, in graph: GraphFactories, graphPath: String, resolver: TypeResolver? = nil)
        -> [RegistrationUse]
    {
        uses(of: [factory], in: graph, graphPath: graphPath, resolver: resolver)[0]
    }

    /// The factory a query about uses is on: its declaration, an accessor read of it, a
    /// parameter type that another factory of the graph satisfies, or an override label; with
    /// its graph and file.
    func usedFactory(at path: String, offset: Int) -> (graphPath: String, graph: GraphFactories, factory: Factory)? {
        switch target(at: path, offset: offset) {
        case .factory(let graphPath, let graph, let factory)?:
            return (graphPath, graph, factory)
        case .accessorUse(_, _, let graphPath, let graph, let factory)?:
            return (graphPath, graph, factory)
        case .parameter(let graphPath, let graph, _, let parameter)?:
            return graph.factories.first { $0.identity == parameter.identity }.map { (graphPath, graph, $0) }
        case .overrideLabel(_, _, let graphPath, let graph, let factory)?:
            return (graphPath, graph, factory)
        default:
            return nil
        }
    }
}
