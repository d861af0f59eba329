/// Turns a name into the line the welcome screen shows.
public struct Greeter: Sendable {
    let formatter: GreetingFormatter

    public init(formatter: GreetingFormatter) {
        self.formatter = formatter
    }

    public func greeting(for name: String) -> String {
        formatter.format("Hello, \(name)")
    }
}

/// Ends a sentence the same way everywhere in the feature.
public struct GreetingFormatter: Sendable {
    let punctuation: String

    public init(punctuation: String) {
        self.punctuation = punctuation
    }

    public func format(_ sentence: String) -> String {
        sentence + punctuation
    }
}
