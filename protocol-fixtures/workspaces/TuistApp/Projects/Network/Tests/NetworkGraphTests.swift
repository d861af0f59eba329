import Network
import XCTest

final class NetworkGraphTests: XCTestCase {
    func testClientUsesTheSharedSession() {
        let graph = NetworkGraph()
        XCTAssertTrue(graph.httpClient.session === graph.session)
    }
}
