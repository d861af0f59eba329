import Cradle
import Data

/// The home feature: one view model per screen, reading articles from the `DataGraph`.
@DependencyGraph(sources: [DataGraph.self])
public final class HomeGraph {
    @Provide(.transient)
    private func makeHomeViewModel() -> HomeViewModel {
        HomeViewModel(repository: dataGraph.articleRepository)
    }
}

public final class HomeViewModel {
    let repository: ArticleRepository

    init(repository: ArticleRepository) {
        self.repository = repository
    }
}
