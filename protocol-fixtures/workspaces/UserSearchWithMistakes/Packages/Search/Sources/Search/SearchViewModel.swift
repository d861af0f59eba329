import Domain
import Entity

/// State and actions of the search screen.
public final class SearchViewModel {
    public enum State: Equatable {
        case idle
        case loading
        case loaded([User])
        case empty
        case failed(String)
    }

    public private(set) var state: State = .idle
    /// Set by the coordinator; the view model never navigates on its own.
    public var onUserSelected: ((User) -> Void)?

    private let searchUsers: SearchUsersUseCase
    private let history: SearchHistory
    private var lastQuery: SearchQuery?

    public init(searchUsers: SearchUsersUseCase, history: SearchHistory) {
        self.searchUsers = searchUsers
        self.history = history
    }

    public var recentKeywords: [String] {
        history.keywords
    }

    public func search(_ keyword: String) async {
        let query = SearchQuery(keyword: keyword)
        lastQuery = query
        state = .loading
        do {
            let users = try await searchUsers.execute(query)
            history.record(query.keyword)
            state = users.isEmpty ? .empty : .loaded(users)
        } catch {
            state = .failed(error.localizedDescription)
        }
    }

    /// Appends the next page to the current results (infinite scroll).
    public func loadNextPage() async {
        guard case .loaded(let current) = state, let query = lastQuery?.next else { return }
        lastQuery = query
        if let more = try? await searchUsers.execute(query) {
            state = .loaded(current + more)
        }
    }

    public func select(_ user: User) {
        onUserSelected?(user)
    }
}
