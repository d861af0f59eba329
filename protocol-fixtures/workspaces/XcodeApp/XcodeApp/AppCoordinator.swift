/// Builds the graph once and shows the first screen.
@MainActor
final class AppCoordinator {
    private let graph: AppGraph

    init(graph: AppGraph) {
        self.graph = graph
    }

    func start() {
        let screen = graph.welcomeScreen
        print(screen.title)
    }
}
