import CradleAnalysis
import CradleProtocol

extension Server {
    /// `workspace/symbol`: graphs and factories matching the query.
    func workspaceSymbols(_ request: WorkspaceSymbolRequest) -> Result<[SymbolInformation], ResponseError> {
        .success(
            workspace.workspaceSymbols(matching: request.query ?? "").compactMap { symbol in
                location(symbol.location).map {
                    SymbolInformation(
                        name: symbol.name, kind: symbolKind(symbol.kind), location: $0, containerName: symbol.container)
                }
            })
    }
}
