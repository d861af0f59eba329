import Core
import Cradle

/// Handles `usersearch://` links by asking the flow coordinator to restack.
final class DeepLinkRouter {
    let coordinator: FlowCoordinator

    init(coordinator: FlowCoordinator) {
        self.coordinator = coordinator
    }
}

/// Decides which step comes next; hands incoming links to the router.
final class FlowCoordinator {
    let router: DeepLinkRouter

    init(router: DeepLinkRouter) {
        self.router = router
    }
}

/// Navigation objects of the app.
@DependencyGraph
final class NavigationGraph {
    @Provide private func makeDeepLinkRouter(coordinator: FlowCoordinator) -> DeepLinkRouter

    /// 라우터와 코디네이터가 서로를 생성자로 요구한다: 한쪽은 약한 참조로 나중에 연결해야 한다.
    // expect: circular-dependency
    @Provide private func makeFlowCoordinator(router: DeepLinkRouter) -> FlowCoordinator
}
