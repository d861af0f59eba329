/// The words the lexer classifies. Reserved words make ``TokenKind/keyword`` tokens;
/// contextual ones stay ``TokenKind/identifier`` tokens and only carry the classification.
/// Pound keywords (`#if`, `#warning`, …) are the cases prefixed `pound`.
public enum Keyword: UInt8, Sendable, CaseIterable {
    case none
    case `associatedtype`
    case `class`
    case `deinit`
    case `enum`
    case `extension`
    case `fileprivate`
    case `func`
    case `import`
    case `init`
    case `inout`
    case `internal`
    case `let`
    case `operator`
    case `private`
    case `precedencegroup`
    case `protocol`
    case `public`
    case `rethrows`
    case `static`
    case `struct`
    case `subscript`
    case `typealias`
    case `var`
    case `break`
    case `case`
    case `catch`
    case `continue`
    case `default`
    case `defer`
    case `do`
    case `else`
    case `fallthrough`
    case `for`
    case `guard`
    case `if`
    case `in`
    case `repeat`
    case `return`
    case `throw`
    case `switch`
    case `where`
    case `while`
    case anyType
    case `as`
    case `false`
    case `is`
    case `nil`
    case `self`
    case selfType
    case `super`
    case `throws`
    case `true`
    case `try`
    case wildcard
    case actor
    case any
    case async
    case await
    case borrowing
    case consuming
    case convenience
    case didSet
    case distributed
    case dynamic
    case each
    case final
    case get
    case indirect
    case infix
    case isolated
    case lazy
    case left
    case macro
    case mutating
    case nonisolated
    case nonmutating
    case open
    case optional
    case override
    case package
    case postfix
    case precedence
    case prefix
    case protocolType
    case required
    case right
    case sending
    case set
    case some
    case typeType
    case unowned
    case weak
    case willSet
    case unsafe
    case safe
    case underscoreModify
    case underscoreRead
    case modify
    case read
    case underscoreConst
    case underscoreBorrowing
    case underscoreConsuming
    case underscoreMutating
    case underscoreUnderscoreOwned
    case underscoreUnderscoreShared
    case copy
    case discard
    case then
    case poundIf
    case poundElseif
    case poundElse
    case poundEndif
    case poundSourceLocation
    case poundWarning
    case poundError
    case poundAvailable
    case poundUnavailable
    case poundSelector
    case poundKeyPath
    case poundFile
    case poundFileID
    case poundFilePath
    case poundLine
    case poundColumn
    case poundFunction
    case poundDsohandle
    case poundColorLiteral
    case poundImageLiteral
    case poundFileLiteral

    /// The word as written in source (`#` included for pound keywords).
    public var text: String {
        switch self {
        case .none: ""
        case .`associatedtype`: "associatedtype"
        case .`class`: "class"
        case .`deinit`: "deinit"
        case .`enum`: "enum"
        case .`extension`: "extension"
        case .`fileprivate`: "fileprivate"
        case .`func`: "func"
        case .`import`: "import"
        case .`init`: "init"
        case .`inout`: "inout"
        case .`internal`: "internal"
        case .`let`: "let"
        case .`operator`: "operator"
        case .`private`: "private"
        case .`precedencegroup`: "precedencegroup"
        case .`protocol`: "protocol"
        case .`public`: "public"
        case .`rethrows`: "rethrows"
        case .`static`: "static"
        case .`struct`: "struct"
        case .`subscript`: "subscript"
        case .`typealias`: "typealias"
        case .`var`: "var"
        case .`break`: "break"
        case .`case`: "case"
        case .`catch`: "catch"
        case .`continue`: "continue"
        case .`default`: "default"
        case .`defer`: "defer"
        case .`do`: "do"
        case .`else`: "else"
        case .`fallthrough`: "fallthrough"
        case .`for`: "for"
        case .`guard`: "guard"
        case .`if`: "if"
        case .`in`: "in"
        case .`repeat`: "repeat"
        case .`return`: "return"
        case .`throw`: "throw"
        case .`switch`: "switch"
        case .`where`: "where"
        case .`while`: "while"
        case .anyType: "Any"
        case .`as`: "as"
        case .`false`: "false"
        case .`is`: "is"
        case .`nil`: "nil"
        case .`self`: "self"
        case .selfType: "Self"
        case .`super`: "super"
        case .`throws`: "throws"
        case .`true`: "true"
        case .`try`: "try"
        case .wildcard: "_"
        case .actor: "actor"
        case .any: "any"
        case .async: "async"
        case .await: "await"
        case .borrowing: "borrowing"
        case .consuming: "consuming"
        case .convenience: "convenience"
        case .didSet: "didSet"
        case .distributed: "distributed"
        case .dynamic: "dynamic"
        case .each: "each"
        case .final: "final"
        case .get: "get"
        case .indirect: "indirect"
        case .infix: "infix"
        case .isolated: "isolated"
        case .lazy: "lazy"
        case .left: "left"
        case .macro: "macro"
        case .mutating: "mutating"
        case .nonisolated: "nonisolated"
        case .nonmutating: "nonmutating"
        case .open: "open"
        case .optional: "optional"
        case .override: "override"
        case .package: "package"
        case .postfix: "postfix"
        case .precedence: "precedence"
        case .prefix: "prefix"
        case .protocolType: "Protocol"
        case .required: "required"
        case .right: "right"
        case .sending: "sending"
        case .set: "set"
        case .some: "some"
        case .typeType: "Type"
        case .unowned: "unowned"
        case .weak: "weak"
        case .willSet: "willSet"
        case .unsafe: "unsafe"
        case .safe: "safe"
        case .underscoreModify: "_modify"
        case .underscoreRead: "_read"
        case .modify: "modify"
        case .read: "read"
        case .underscoreConst: "_const"
        case .underscoreBorrowing: "_borrowing"
        case .underscoreConsuming: "_consuming"
        case .underscoreMutating: "_mutating"
        case .underscoreUnderscoreOwned: "__owned"
        case .underscoreUnderscoreShared: "__shared"
        case .copy: "copy"
        case .discard: "discard"
        case .then: "then"
        case .poundIf: "#if"
        case .poundElseif: "#elseif"
        case .poundElse: "#else"
        case .poundEndif: "#endif"
        case .poundSourceLocation: "#sourceLocation"
        case .poundWarning: "#warning"
        case .poundError: "#error"
        case .poundAvailable: "#available"
        case .poundUnavailable: "#unavailable"
        case .poundSelector: "#selector"
        case .poundKeyPath: "#keyPath"
        case .poundFile: "#file"
        case .poundFileID: "#fileID"
        case .poundFilePath: "#filePath"
        case .poundLine: "#line"
        case .poundColumn: "#column"
        case .poundFunction: "#function"
        case .poundDsohandle: "#dsohandle"
        case .poundColorLiteral: "#colorLiteral"
        case .poundImageLiteral: "#imageLiteral"
        case .poundFileLiteral: "#fileLiteral"
        }
    }

    /// Whether the word is reserved, so that it lexes as a ``TokenKind/keyword`` token.
    public var isReserved: Bool {
        switch self {
        case .`associatedtype`, .`class`, .`deinit`, .`enum`, .`extension`, .`fileprivate`, .`func`, .`import`, .`init`, .`inout`,
            .`internal`, .`let`, .`operator`, .`private`, .`precedencegroup`, .`protocol`, .`public`, .`rethrows`, .`static`,
            .`struct`, .`subscript`, .`typealias`, .`var`, .`break`, .`case`, .`catch`, .`continue`, .`default`, .`defer`, .`do`,
            .`else`, .`fallthrough`, .`for`, .`guard`, .`if`, .`in`, .`repeat`, .`return`, .`throw`, .`switch`, .`where`,
            .`while`, .anyType, .`as`, .`false`, .`is`, .`nil`, .`self`, .selfType, .`super`, .`throws`, .`true`, .`try`,
            .wildcard:
            true
        default: false
        }
    }

    /// Whether the word is a pound keyword such as `#if`.
    public var isPoundKeyword: Bool {
        switch self {
        case .poundIf, .poundElseif, .poundElse, .poundEndif, .poundSourceLocation, .poundWarning, .poundError, .poundAvailable,
            .poundUnavailable, .poundSelector, .poundKeyPath, .poundFile, .poundFileID, .poundFilePath, .poundLine, .poundColumn,
            .poundFunction, .poundDsohandle, .poundColorLiteral, .poundImageLiteral, .poundFileLiteral:
            true
        default: false
        }
    }
}
