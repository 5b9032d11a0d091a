/// How a stack turns the screen of an alert route into what it shows, and a tapped button into
/// the app's action (``Stack/setAlerts(_:perform:)``).
struct StackAlerts<Screen> {
    /// The content for a screen, each button's action replaced by its index when it has one;
    /// `nil` when the app gave none.
    var content: (@MainActor (Screen) -> AlertContent<Int>?)?
    /// Hands the action of a screen's button, by its index, to the app.
    var perform: (@MainActor (Screen, Int) -> Void)?
}
