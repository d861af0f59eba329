import Cradle
import Data
import Domain
import Entity

/// The search feature. Each factory below has exactly one declaration mistake.
@DependencyGraph(sources: [DataGraph.self])
public final class SearchGraph {
    @Provide
    private func makeSearchUsersUseCase() -> SearchUsersUseCase {
        SearchUsersUseCase(repository: dataGraph.userRepository)
    }

    /// Forgot `private`: factories are always private, callers use the generated `nameFormatter`.
    // expect: provider-not-private-method
    @Provide func makeNameFormatter() -> NameFormatter

    /// 기록이 없을 때 nil을 돌려주려 했지만, 팩토리 반환 타입은 Optional일 수 없다.
    // expect: provider-optional-type
    @Provide(.lazy) private func makeSearchHistory() -> SearchHistory? {
        SearchHistory(limit: 20, defaults: .standard)
    }

    // expect: provider-invalid-lifetime
    @Provide(DependencyLifetime.transient) private func makeSearchViewModel(searchUsers: SearchUsersUseCase, history: SearchHistory) -> SearchViewModel

    /// Array sugar has no generated name: wrap it in a named type instead.
    // expect: provider-unsupported-return-type
    @Provide private func makeSuggestedKeywords() -> [String] {
        ["swift", "octocat", "apple"]
    }

    /// `@External` needs an explicit `.transient` lifetime; a plain `@Provide` is `.shared`.
    // expect: external-requires-transient
    @Provide private func makeResultRow(@External user: User, formatter: NameFormatter) -> ResultRowModel {
        ResultRowModel(user: user, formatter: formatter)
    }
}
