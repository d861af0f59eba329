/// How a diagram node is drawn, shared by both views and both renderers: the lifetime of a
/// provider, a graph root, or a source that names no graph.
public enum DiagramStyle: String, Sendable, Hashable, CaseIterable {
    /// A `.shared` provider.
    case shared
    /// A `.lazy` provider.
    case lazy
    /// A `.transient` provider.
    case transient
    /// A graph's root (and, in the module view, a source that resolves to one).
    case source
    /// A module-view source that names no graph of the module, drawn inside its graph as
    /// CradlePlugin does (Mermaid class `source`).
    case localSource
    /// A workspace-view source that names no graph anywhere.
    case unknown

    /// The style of a provider with `lifetime`.
    public init(_ lifetime: Lifetime) {
        switch lifetime {
        case .shared: self = .shared
        case .lazy: self = .lazy
        case .transient: self = .transient
        }
    }
}

extension DiagramProvider {
    /// The provider node's label, one element per line: type, factory, `.lifetime`.
    public var labelLines: [String] { [typeText, factoryName, ".\(lifetime.rawValue)"] }
}
