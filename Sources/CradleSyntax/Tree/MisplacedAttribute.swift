/// An attribute written after a modifier (`private @Provide func …`). Swift's parser keeps it as
/// unexpected text and attaches it to nothing, so the declaration is read without it; the tree
/// does the same and records the attribute here.
public struct MisplacedAttribute: Sendable, Hashable {
    public var attribute: Attribute
    /// The modifier written just before the attribute.
    public var modifier: Modifier
    /// Where the declaration's modifiers start: where the attribute belongs.
    public var modifiersStart: Int
}
