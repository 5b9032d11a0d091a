/// What SwiftUI can do in one update, on the platform the stack is drawn on.
///
/// The planner splits a change into steps that each fit in one update. A presentation always
/// needs an update of its own: SwiftUI presents at most one sheet or cover per update, and not
/// while it dismisses one.
///
/// ```swift
/// let stack = Stack<Screen>(capabilities: .navigationStack)
/// let legacy = PlatformCapabilities(multiplePushesPerUpdate: false, multipleDismissalsPerUpdate: false)
/// ```
public struct PlatformCapabilities: Hashable, Sendable, CustomStringConvertible {
    /// Whether several routes can be pushed in one update. True for `NavigationStack(path:)`.
    ///
    /// When it is false, going back and going forward also take separate updates: a pop and a
    /// push are two changes.
    ///
    /// ```swift
    /// PlatformCapabilities.navigationStack.multiplePushesPerUpdate  // true
    /// ```
    public var multiplePushesPerUpdate: Bool
    /// Whether several presentations can be dismissed in one update. True from iOS 17 and
    /// macOS 14.
    ///
    /// When it is false, a dismissal also has its update to itself: nothing is pushed,
    /// presented or popped below the presentation in the same update.
    ///
    /// ```swift
    /// PlatformCapabilities.oneChangePerUpdate.multipleDismissalsPerUpdate  // false
    /// ```
    public var multipleDismissalsPerUpdate: Bool
    /// How long a sheet or cover takes to come in. A planned step that presents counts as
    /// settled this long after it was drawn: no callback tells when UIKit's presentation
    /// transition has ended, and a presentation asked for before then is dropped.
    ///
    /// ```swift
    /// PlatformCapabilities.navigationStack.presentationTransition  // .milliseconds(500)
    /// ```
    public var presentationTransition: Duration

    /// Creates a set of capabilities.
    ///
    /// ```swift
    /// let capabilities = PlatformCapabilities(multiplePushesPerUpdate: true, multipleDismissalsPerUpdate: false)
    /// ```
    /// - Parameters:
    ///   - multiplePushesPerUpdate: Whether several routes can be pushed in one update.
    ///   - multipleDismissalsPerUpdate: Whether several presentations can be dismissed in one
    ///     update.
    ///   - presentationTransition: How long a sheet or cover takes to come in.
    public init(
        multiplePushesPerUpdate: Bool, multipleDismissalsPerUpdate: Bool,
        presentationTransition: Duration = .milliseconds(500)
    ) {
        self.multiplePushesPerUpdate = multiplePushesPerUpdate
        self.multipleDismissalsPerUpdate = multipleDismissalsPerUpdate
        self.presentationTransition = presentationTransition
    }

    /// `NavigationStack` on iOS 17, macOS 14 and later, the platforms Stapel supports: several
    /// pushes and several dismissals per update, one presentation.
    ///
    /// ```swift
    /// let stack = Stack<Screen>(capabilities: .navigationStack)
    /// ```
    public static let navigationStack = PlatformCapabilities(
        multiplePushesPerUpdate: true,
        multipleDismissalsPerUpdate: true
    )

    /// The most cautious setting: one change of any kind per update. A change is one push, one
    /// presentation, one dismissal (with the routes pushed inside the presentation), or popping
    /// pushed routes off the current navigation.
    ///
    /// ```swift
    /// let stack = Stack<Screen>(capabilities: .oneChangePerUpdate)
    /// ```
    public static let oneChangePerUpdate = PlatformCapabilities(
        multiplePushesPerUpdate: false,
        multipleDismissalsPerUpdate: false
    )

    /// A short text form, such as `pushes: many, dismissals: one, presentations: one`.
    public var description: String {
        "pushes: \(multiplePushesPerUpdate ? "many" : "one"), "
            + "dismissals: \(multipleDismissalsPerUpdate ? "many" : "one"), presentations: one"
    }
}
