/// cradle-lsp's version, shared by `--version` and the server's `serverInfo`.
public enum ToolVersion {
    public static let current = "0.1.0"
}
