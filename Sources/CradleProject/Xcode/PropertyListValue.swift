import CradleAnalysis

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`: strings,
/// arrays, dictionaries and `<hex>` data. Numbers and Booleans are strings in this format.
/// Not `indirect`: arrays and dictionaries hold their elements on the heap already, so a string
/// is stored inline rather than boxed (a large project has a hundred thousand of them).
public enum PropertyListValue: Sendable, Hashable {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])
    case data([UInt8])

    /// The string, when the value is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, when the value is an array.
    public var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The entries, when the value is a dictionary.
    public var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The value of `key`, when the value is a dictionary that has it.
    public subscript(key: String) -> PropertyListValue? {
        dictionary?[key]
    }

    /// A short name of the value's kind, for messages.
    public var kindName: String { kindText.english }

    /// A short name of the value's kind, for messages, in both languages.
    public var kindText: MessageText {
        switch self {
        case .string: XcodeText.kindString.entry
        case .array: XcodeText.kindArray.entry
        case .dictionary: XcodeText.kindDictionary.entry
        case .data: XcodeText.kindData.entry
        }
    }
}
