/// One type resolver shared by the findings of many files of one workspace value (a publish, a
/// batch report): the member chains that several files' `unused-registration` checks resolve
/// are resolved once, not once per graph (on DevLog's 69 graphs, each edit built 69 resolvers,
/// and each resolved the app's chains again). Valid for the value it was made from only; not
/// shared between threads.
public final class SharedResolver {
    private let workspace: Workspace
    private var resolver: TypeResolver?

    /// A resolver for the findings of `workspace`, made when first needed.
    public init(_ workspace: Workspace) {
        self.workspace = workspace
    }

    /// The shared resolver, when `workspace` is the one it was made from (same generation);
    /// nil otherwise, so a stale one costs time, never a wrong answer.
    func resolver(for workspace: Workspace) -> TypeResolver? {
        guard workspace.generation == self.workspace.generation,
            workspace.globalStamp == self.workspace.globalStamp,
            workspace.entries.count == self.workspace.entries.count
        else { return nil }
        if let resolver { return resolver }
        let made = TypeResolver(self.workspace)
        resolver = made
        return made
    }
}
