import Feature

/// Entry point: the feature's graph, the app's graph around it, then the coordinator.
@main
enum XcodeAppApp {
    @MainActor
    static func main() {
        let coordinator = AppCoordinator(graph: AppGraph(featureGraph: FeatureGraph()))
        coordinator.start()
    }
}
