/// A navigation stack over any screen type, owned by the app's coordinator.
///
/// 화면 스택만 관리하고, 실제 화면 전환은 `onChange`를 구독하는 쪽이 담당한다.
@MainActor
public final class Navigator<Screen: Hashable> {
    /// The bottom of the stack; `popToRoot()` always comes back here.
    public let root: Screen
    /// Screens pushed above the root, oldest first.
    public private(set) var path: [Screen] = []
    /// Called after every change with the new visible screen.
    public var onChange: ((Screen) -> Void)?

    public init(root: Screen) {
        self.root = root
    }

    /// The screen on top of the stack.
    public var current: Screen {
        path.last ?? root
    }

    public func push(_ screen: Screen) {
        // 같은 화면을 두 번 연달아 쌓지 않는다 (더블 탭 방지).
        guard screen != current else { return }
        path.append(screen)
        onChange?(current)
    }

    @discardableResult
    public func pop() -> Screen? {
        guard let removed = path.popLast() else { return nil }
        onChange?(current)
        return removed
    }

    public func popToRoot() {
        guard !path.isEmpty else { return }
        path.removeAll()
        onChange?(current)
    }

    /// Replaces everything above the root at once, for deep links and state restoration.
    public func restack(_ screens: [Screen]) {
        path = screens.filter { $0 != root }
        onChange?(current)
    }
}
