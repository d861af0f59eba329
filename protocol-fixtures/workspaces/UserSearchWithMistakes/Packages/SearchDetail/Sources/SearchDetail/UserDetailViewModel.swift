import Domain
import Entity

/// State of the detail screen of one user.
public final class UserDetailViewModel {
    public enum State: Equatable {
        case loading
        case loaded(UserDetail, joined: String)
        case failed(String)
    }

    public let userID: User.ID
    public private(set) var state: State = .loading

    private let fetchUserDetail: FetchUserDetailUseCase
    private let dateFormatter: JoinDateFormatter

    public init(userID: User.ID, fetchUserDetail: FetchUserDetailUseCase, dateFormatter: JoinDateFormatter) {
        self.userID = userID
        self.fetchUserDetail = fetchUserDetail
        self.dateFormatter = dateFormatter
    }

    public func load() async {
        state = .loading
        do {
            let detail = try await fetchUserDetail.execute(userID: userID)
            state = .loaded(detail, joined: dateFormatter.string(from: detail.joinedAt))
        } catch {
            state = .failed(error.localizedDescription)
        }
    }
}
