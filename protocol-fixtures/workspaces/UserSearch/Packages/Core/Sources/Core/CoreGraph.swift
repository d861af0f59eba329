import Cradle
import Foundation

/// App-wide basics that every other graph may read.
///
/// 프로세스 전체에서 하나만 쓰므로 `.shared` 그래프로 선언한다.
@DependencyGraph(.shared)
public final class CoreGraph: Sendable {
    /// Version metadata, read from the main bundle once per graph.
    @Provide
    private func makeBuildInfo() -> BuildInfo {
        BuildInfo(bundle: .main)
    }

    @Provide
    private func makeAppLogger(buildInfo: BuildInfo) -> AppLogger {
        AppLogger(subsystem: "io.github.usersearch", version: buildInfo.version)
    }

    /// A fresh id on every read: one per screen presentation.
    @Provide(.transient)
    private func makeScreenTraceID() -> ScreenTraceID {
        ScreenTraceID(rawValue: UUID())
    }
}
