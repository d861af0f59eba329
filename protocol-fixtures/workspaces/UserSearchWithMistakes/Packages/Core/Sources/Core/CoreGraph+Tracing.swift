import Cradle
import Foundation

// 파일을 나누려고 익스텐션으로 옮겼지만, 팩토리는 그래프 본문에 직접 있어야 한다.
extension CoreGraph {
    /// A fresh id on every read: one per screen presentation.
    // expect: provide-misplaced
    @Provide(.transient)
    private func makeScreenTraceID() -> ScreenTraceID {
        ScreenTraceID(rawValue: UUID())
    }
}
