import Cradle
import Feature

/// The composition root: the app's own registrations, built on the Feature module's graph.
@DependencyGraph(sources: [FeatureGraph.self])
final class AppGraph {
    @Provide
    private func makeWelcomeScreen() -> WelcomeScreen {
        WelcomeScreen(greeter: featureGraph.greeter, userName: "Ada")
    }
}
