import Feature

/// The first screen: a greeting for the signed-in user.
struct WelcomeScreen {
    let greeter: Greeter
    let userName: String

    var title: String { greeter.greeting(for: userName) }
}
