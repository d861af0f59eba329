import Foundation

/// A destination that one module asks another to show.
///
/// Feature modules never import each other; they emit a `Step` and the app's coordinator
/// decides which screen it means.
public enum Step: Hashable, Sendable {
    /// The search screen, optionally prefilled with a keyword.
    case search(keyword: String?)
    /// The detail screen of one GitHub user, by numeric account id.
    case userDetail(userID: Int)
    /// A GitHub page opened outside the app.
    case externalPage(URL)
}
