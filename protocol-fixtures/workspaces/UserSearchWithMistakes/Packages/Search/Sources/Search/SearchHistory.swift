import Foundation

/// Recent keywords, newest first, persisted in `UserDefaults`.
public final class SearchHistory {
    private static let key = "search.recentKeywords"

    private let limit: Int
    private let defaults: UserDefaults

    public init(limit: Int, defaults: UserDefaults) {
        self.limit = limit
        self.defaults = defaults
    }

    public var keywords: [String] {
        defaults.stringArray(forKey: Self.key) ?? []
    }

    public func record(_ keyword: String) {
        // 대소문자만 다른 검색어는 하나로 합친다.
        var updated = keywords.filter { $0.caseInsensitiveCompare(keyword) != .orderedSame }
        updated.insert(keyword, at: 0)
        defaults.set(Array(updated.prefix(limit)), forKey: Self.key)
    }
}
