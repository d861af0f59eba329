import Foundation

/// The check that no English sentence reaches a user who chose Korean: a run of three or more
/// English words outside code. English words Cradle's Korean keeps (graph, Factory, source
/// graph, workspace …) come one or two at a time; `` `…` `` spans and fenced blocks are code,
/// and text in double quotes quotes the Swift compiler, which speaks English.
public enum EnglishSentences {
    /// A run of three or more English words outside code: `` `…` `` spans, fenced blocks and
    /// `(.shared)`-like code are removed first.
    /// Names of products and protocols, English in Korean text too.
    static let properNames = ["Language Server Protocol", "GitLab Code Quality", "Code Quality", "Server Protocol"]

    /// An English word: letters only, lower-case after the first (an identifier such as
    /// `makeFeed` or `RecentUsersUseCase` is code), no leading `.` (`.shared` is code) and no
    /// trailing `:` (`input:`, `error:` are labels); a trailing `,` `.` `;` `)` or a leading `(`
    /// is punctuation.
    static func isWord(_ token: Substring) -> Bool {
        if token.hasPrefix(".") || token.contains(":") { return false }
        let word = token.trimmingCharacters(in: CharacterSet(charactersIn: ",.;()"))
        guard word.count >= 2, word.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
        return word.dropFirst().allSatisfy(\.isLowercase)
    }

    public static func first(in text: String) -> String? {
        var plain = ""
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { plain += line + "\n" }
        }
        var words: [Substring] = []
        var inCode = false
        // Tokens at spaces; a token is an English word when it is all ASCII letters.
        var stripped = ""
        // Code spans, and quotations of the compiler's own (English) words in double quotes.
        var inQuote = false
        for character in plain {
            if character == "`" && !inQuote {
                inCode.toggle()
                stripped.append(" | ")
            } else if character == "\"" && !inCode {
                inQuote.toggle()
                stripped.append(" | ")
            } else if character == "\n" {
                inQuote = false
                stripped.append(character)
            } else if !inCode && !inQuote {
                stripped.append(character)
            }
        }
        for token in stripped.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if isWord(token) {
                words.append(token.trimmingCharacters(in: CharacterSet(charactersIn: ",.;()")).dropFirst(0))
                if words.count >= 3 {
                    let sentence = words.joined(separator: " ")
                    if !properNames.contains(where: { sentence.hasPrefix($0) || $0.contains(sentence) }) { return sentence }
                }
            } else {
                words = []
            }
        }
        return nil
    }
}
