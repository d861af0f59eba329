/// One page of a user search.
public struct SearchQuery: Hashable, Sendable {
    /// GitHub's `sort` parameter; `bestMatch` omits it.
    public enum Sort: String, Sendable, CaseIterable {
        case bestMatch = ""
        case followers
        case repositories
        case joined
    }

    public var keyword: String
    public var page: Int
    public var sort: Sort

    public init(keyword: String, page: Int = 1, sort: Sort = .bestMatch) {
        self.keyword = keyword
        self.page = page
        self.sort = sort
    }

    /// The next page of the same search.
    public var next: SearchQuery {
        var query = self
        query.page += 1
        return query
    }
}
