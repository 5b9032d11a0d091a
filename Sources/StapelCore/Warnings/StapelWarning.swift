/// A runtime warning Stapel reports for misuse: a call that could not do what it asked, so it
/// left the navigation state as it was.
///
/// Stapel reports each warning through IssueReporting's `reportIssue(_:)` as an error, at the
/// file and line of the call that caused it. In an app it shows as a purple runtime warning;
/// in a test that links `StapelTesting`, Swift Testing records it as an issue whose `error` is
/// the warning, so a test that expects it can match its ``kind``:
///
/// ```swift
/// import Testing
///
/// withKnownIssue {
///     stack.pop(to: .name("missing"))
/// } matching: { issue in
///     (issue.error as? StapelWarning)?.kind == .unknownName
/// }
/// ```
///
/// Calls whose effect is already true, such as ``Stack/popToRoot(fileID:filePath:line:column:)``
/// at the root or ``Stack/dismissAll(fileID:filePath:line:column:)`` with nothing presented,
/// are not misuse: they do nothing and report nothing.
public struct StapelWarning: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of misuse a warning reports: the part of a warning that tests match on.
    ///
    /// The kinds are constants rather than enum cases, so that a later release can add one
    /// without breaking code that checks for the others.
    ///
    /// ```swift
    /// import Testing
    ///
    /// withKnownIssue {
    ///     stack.present(.compose)  // a sheet without navigation
    ///     stack.push(.detail(id: 1))
    /// } matching: { issue in
    ///     (issue.error as? StapelWarning)?.kind == .noNavigation
    /// }
    /// ```
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, such as `"unknownName"`.
        public let name: String

        init(_ name: String) {
            self.name = name
        }

        /// The kind's name.
        public var description: String { name }

        /// A route could not stand on top: a push on a presentation that has no navigation of
        /// its own, or anything over an alert or a confirmation dialog.
        public static let noNavigation = Kind("noNavigation")
        /// A count, such as the number of routes to pop, was negative.
        public static let negativeCount = Kind("negativeCount")
        /// A count asked for more routes than there are; as many as there are were removed.
        public static let countOutOfRange = Kind("countOutOfRange")
        /// An index named no route on the stack.
        public static let indexOutOfRange = Kind("indexOutOfRange")
        /// No route on the stack carries the name asked for.
        public static let unknownName = Kind("unknownName")
        /// No route on the stack has the identifier asked for.
        public static let unknownRoute = Kind("unknownRoute")
        /// A pop asked for a route below a presentation; only go-back crosses presentations.
        public static let belowPresentation = Kind("belowPresentation")
        /// A push or presentation carried a name that a route on the stack carries already.
        public static let duplicateName = Kind("duplicateName")
        /// An edit of the topmost route found only the root.
        public static let nothingToReplace = Kind("nothingToReplace")
        /// A route list could not stand on a stack; see ``RouteListError``.
        public static let invalidRouteList = Kind("invalidRouteList")
        /// A child flow was asked to act while it was not on the stack, or not on top.
        public static let flowNotOnStack = Kind("flowNotOnStack")
        /// No push offer with the identifier asked for is pending.
        public static let unknownOffer = Kind("unknownOffer")
        /// A screen type could not be registered for restoration.
        public static let invalidRegistration = Kind("invalidRegistration")
        /// Saved navigation state could not be restored or saved in full.
        public static let restoration = Kind("restoration")
        /// A control found no stack of its screen type in the environment.
        public static let missingStack = Kind("missingStack")
        /// No destination builds a screen value, so it is drawn as a placeholder.
        public static let unregisteredDestination = Kind("unregisteredDestination")
        /// A presentation never appeared on screen.
        public static let presentationNotShown = Kind("presentationNotShown")
        /// An alert or a confirmation dialog was drawn without content from the app
        /// (`Stack.setAlerts(_:perform:)`): it shows its screen and an OK button.
        public static let noAlertContent = Kind("noAlertContent")
        /// ``Stack/allowLeaving(fileID:filePath:line:column:)`` was called while no leave
        /// guard had asked: nothing changed.
        public static let noLeaveToAllow = Kind("noLeaveToAllow")
        /// A container was drawn inside a screen of another container's navigation, where the
        /// two navigations nest and break: push a `StackSegment` instead.
        public static let nestedContainer = Kind("nestedContainer")
        /// A control's screen, or the value of Apple's `NavigationLink(value:)`, is not of its
        /// container's screen type, so it does nothing.
        public static let screenTypeMismatch = Kind("screenTypeMismatch")
        /// A sheet was asked to rest at a detent that is not one of its route's detents.
        public static let unknownDetent = Kind("unknownDetent")
        /// A link a scene received could not be read by its deep-link table.
        public static let unreadableLink = Kind("unreadableLink")
        /// A link has waited longer than ``Stack/linkWaitLimit`` for a restore that has not
        /// ended; it still waits, and opens when the restore does.
        public static let linkWaiting = Kind("linkWaiting")
        /// A ``KeyedNavigation`` made of the app's children was asked for a key it has no
        /// child for.
        public static let unknownKey = Kind("unknownKey")
    }

    /// What kind of misuse this is.
    public let kind: Kind
    /// What happened and what to do instead, for a person to read. The text is not API: match
    /// on ``kind``.
    public let message: String

    /// Creates a warning.
    ///
    /// ```swift
    /// let warning = StapelWarning(.unknownName, "pop(to:) ignored: no route named \"inbox\".")
    /// ```
    /// - Parameters:
    ///   - kind: What kind of misuse it reports.
    ///   - message: What happened, for a person to read.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message, after "Stapel: ", as the warning shows in Xcode and in a test's log.
    public var description: String { "Stapel: \(message)" }
}
