import Cradle

/// The feature's registrations. The app composes this graph through `sources:`, so it is public
/// and declares its own initialiser.
@DependencyGraph
public final class FeatureGraph {
    public init() {}

    @Provide
    private func makeGreetingFormatter() -> GreetingFormatter {
        GreetingFormatter(punctuation: "!")
    }

    /// Read by the app as `featureGraph.greeter`.
    @Provide
    private func makeGreeter(formatter: GreetingFormatter) -> Greeter {
        Greeter(formatter: formatter)
    }
}
