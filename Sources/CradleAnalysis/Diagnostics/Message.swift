/// The text of every diagnostic and note message, one function per message, each declared in an
/// extension beside the check that emits it; this file holds what they share.
///
/// Each function words its message twice (`MessageText`). The English follows `style.md`:
/// lower-case start, no trailing period, names in backticks, one fact per message (context goes
/// into notes); it paraphrases the "Gist" of each entry in `cradle.md` §6 and interpolates the
/// same values, names and types once-backticked through `quoted(_:)`, so a name written
/// `` `init` `` is not doubled. The `cradle` text is Cradle's own (Korean), byte for byte as its
/// macros build it from the same values: factory names go through `quoted(_:)` as Cradle's
/// `quotedFactoryName` does, while types and generated names are wrapped in backticks as they
/// are, even when already backticked, as Cradle does. cradle-lsp's own codes get Korean of our
/// own in Cradle's style. The fixture tests spell these texts out literally; change both together.
enum Message {
    /// `name` in backticks, unless it is already wrapped in a pair of backticks (`` `init` ``).
    static func quoted(_ name: String) -> String {
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") {
            return name
        }
        return "`\(name)`"
    }
}
