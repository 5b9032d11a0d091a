/// The leave guards of a stack's routes, and the leave that waits for the app's answer.
struct LeaveGuards<Screen> {
    /// Each guarded route's guard.
    var byRoute: [RouteID: @MainActor () -> LeaveDecision<Screen>] = [:]
    /// The views that installed a guard, by route: a view removes only its own.
    var owners: [RouteID: ObjectIdentifier] = [:]
    /// The leave a guard asked about, while the app has not answered.
    var pending: PendingLeave<Screen>?
}
