import Entity

/// The "Repositories" tab of one user's profile.
public final class RepositoryListViewModel {
    public let userID: User.ID

    public init(userID: User.ID) {
        self.userID = userID
    }
}

/// The tab bar of the profile screen.
public final class ProfileTabsViewModel {
    public let repositories: RepositoryListViewModel

    public init(repositories: RepositoryListViewModel) {
        self.repositories = repositories
    }
}
