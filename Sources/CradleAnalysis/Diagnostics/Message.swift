/// The text of every diagnostic and note message, one function per message, each declared in an
/// extension beside the check that emits it; this file holds what they share.
///
/// Messages follow `style.md`: lower-case start, no trailing period, names in backticks, one fact
/// per message (context goes into notes). Cradle's own texts are Korean; these paraphrase the
/// "Gist" of each entry in `cradle.md` §6 and interpolate the same values. Names and types are
/// shown once-backticked through `quoted(_:)`, so a name written `` `init` `` is not doubled.
/// The fixture tests spell these texts out literally; change both together.
enum Message {
    /// `name` in backticks, unless it is already wrapped in a pair of backticks (`` `init` ``).
    static func quoted(_ name: String) -> String {
        if name.count >= 2, name.hasPrefix("`"), name.hasSuffix("`") {
            return name
        }
        return "`\(name)`"
    }
}
