import Observation

/// The observable state of one navigation layer of a ``Stack``: the base layer, or the layer a
/// sheet or cover starts.
///
/// A layer's ``path`` and ``presentedID`` change only when that layer changes, so a view that
/// draws one layer is not invalidated by pushes onto another. The SwiftUI layer binds a
/// navigation stack's path to ``path``.
///
/// ```swift
/// let base = stack.baseLayer
/// print(base.path, base.presentedID as Any)
/// ```
@MainActor
@_spi(StapelUI)
public final class StackLayer: Observable {
    /// The presented route that starts this layer, or `nil` for the base layer.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// stack.baseLayer.rootID  // nil
    /// ```
    public let rootID: RouteID?
    /// Whether pushes can land on this layer.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// stack.baseLayer.hasNavigation  // true
    /// ```
    public let hasNavigation: Bool

    /// The identifiers of the routes pushed on this layer, bottom-most first.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// let ids = stack.baseLayer.path
    /// ```
    public var path: [RouteID] {
        pathIsObserved = true
        registrar.access(self, keyPath: pathKeyPath)
        return storedPath
    }

    /// The identifier of the sheet or cover presented over this layer, if any.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// let sheetID = stack.baseLayer.presentedID
    /// ```
    public internal(set) var presentedID: RouteID? {
        get {
            registrar.access(self, keyPath: Self.presentedIDKeyPath)
            return storedPresentedID
        }
        set {
            registrar.withMutation(of: self, keyPath: Self.presentedIDKeyPath) {
                storedPresentedID = newValue
            }
        }
    }

    /// The identifier of the sheet or cover the SwiftUI layer is asked to show over this layer:
    /// ``presentedID`` once the stack lets it through, `nil` while it waits.
    ///
    /// UIKit drops a presentation asked for while another presentation or dismissal is in
    /// transition, so the stack holds a new presentation back until the one before it has
    /// settled. A dismissal is never held back.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// stack.present(.compose)
    /// stack.present(.attachments)
    /// stack.layer(startedBy: composeID)?.drawnPresentedID  // nil until the compose sheet settles
    /// ```
    public internal(set) var drawnPresentedID: RouteID? {
        get {
            registrar.access(self, keyPath: Self.drawnPresentedIDKeyPath)
            return storedDrawnPresentedID
        }
        set {
            registrar.withMutation(of: self, keyPath: Self.drawnPresentedIDKeyPath) {
                storedDrawnPresentedID = newValue
            }
        }
    }

    /// The identifier of the alert or confirmation dialog the SwiftUI layer is asked to show
    /// over this layer: ``drawnPresentedID`` when that route is an alert, `nil` otherwise.
    ///
    /// Observed on its own, so that the view that draws alerts is not evaluated again when a
    /// sheet or a cover comes or goes.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// stack.present(.confirmDeletion(itemID: 4), style: .alert)
    /// stack.baseLayer.drawnAlertID == stack.top?.id  // true
    /// ```
    public internal(set) var drawnAlertID: RouteID? {
        get {
            registrar.access(self, keyPath: Self.drawnAlertIDKeyPath)
            return storedDrawnAlertID
        }
        set {
            guard newValue != storedDrawnAlertID else { return }
            registrar.withMutation(of: self, keyPath: Self.drawnAlertIDKeyPath) {
                storedDrawnAlertID = newValue
            }
        }
    }

    /// Draws a presentation over this layer: ``drawnPresentedID``, and ``drawnAlertID`` when it
    /// is an alert.
    /// Whether a screen of this layer guards leaving (`Stack.setLeaveGuard(_:for:)`): the
    /// presentation that starts the layer then can't be dragged down.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// let locked = stack.baseLayer.hasLeaveGuard
    /// ```
    public internal(set) var hasLeaveGuard: Bool {
        get {
            registrar.access(self, keyPath: Self.hasLeaveGuardKeyPath)
            return storedHasLeaveGuard
        }
        set {
            guard newValue != storedHasLeaveGuard else { return }
            registrar.withMutation(of: self, keyPath: Self.hasLeaveGuardKeyPath) {
                storedHasLeaveGuard = newValue
            }
        }
    }

    /// The identifier of the inspector the SwiftUI layer is asked to show over this layer:
    /// ``drawnPresentedID`` when that route is an inspector, `nil` otherwise.
    ///
    /// Observed on its own, as ``drawnAlertID`` is: the inspector modifier of every layer reads
    /// it, and is not evaluated again when a sheet or a cover comes or goes.
    ///
    /// ```swift
    /// @_spi(StapelUI) import StapelCore
    ///
    /// stack.present(.filters, style: .inspector(withNavigation: false))
    /// stack.baseLayer.drawnInspectorID == stack.top?.id  // true
    /// ```
    public internal(set) var drawnInspectorID: RouteID? {
        get {
            registrar.access(self, keyPath: Self.drawnInspectorIDKeyPath)
            return storedDrawnInspectorID
        }
        set {
            guard newValue != storedDrawnInspectorID else { return }
            registrar.withMutation(of: self, keyPath: Self.drawnInspectorIDKeyPath) {
                storedDrawnInspectorID = newValue
            }
        }
    }

    /// Asks the SwiftUI layer for a presentation over this layer, or for none: the route's
    /// identifier, and its kind, which says whether the alerts' or the inspector's observers
    /// hear of it too.
    func drawPresentation(_ id: RouteID?, kind: PresentationKind?) {
        drawnPresentedID = id
        drawnAlertID = kind == .alert || kind == .confirmationDialog ? id : nil
        drawnInspectorID = kind == .inspector ? id : nil
    }

    /// Whether the stack holds the presentation over this layer back: ``presentedID`` is not
    /// drawn yet.
    var holdsPresentationBack: Bool { presentedID != drawnPresentedID }

    /// How many times the presentation over this layer has been asked for again because it
    /// never appeared (UIKit drops a presentation requested during another one's transition).
    /// The SwiftUI layer makes it part of the presented item's identity, so a new attempt is a
    /// new presentation to SwiftUI.
    public internal(set) var presentationAttempt: Int {
        get {
            registrar.access(self, keyPath: Self.presentationAttemptKeyPath)
            return storedPresentationAttempt
        }
        set {
            registrar.withMutation(of: self, keyPath: Self.presentationAttemptKeyPath) {
                storedPresentationAttempt = newValue
            }
        }
    }

    /// The index of ``rootID`` in the stack's routes, or `nil` for the base layer. Not observed.
    let rootIndex: Int?

    // Observed by hand, with key paths made once, as `Stack` does: cheaper than the macro's.
    // Unchecked exclusivity, as in `Stack`: every access is on the main actor and short.
    private let registrar = ObservationRegistrar()
    @exclusivity(unchecked) private var storedPath: [RouteID] = []
    /// Whether ``path`` has been read through observation. Until it has, no observer can be
    /// waiting for it to change, so a change tells the registrar nothing: the layers of a stack
    /// that is not drawn (a view model's, a test's) cost a push or pop no observation at all.
    @exclusivity(unchecked) private var pathIsObserved = false
    @exclusivity(unchecked) private var storedPresentedID: RouteID?
    @exclusivity(unchecked) private var storedDrawnPresentedID: RouteID?
    @exclusivity(unchecked) private var storedDrawnAlertID: RouteID?
    @exclusivity(unchecked) private var storedDrawnInspectorID: RouteID?
    private var storedPresentationAttempt = 0
    private var storedHasLeaveGuard = false
    private static let pathKeyPath = \StackLayer.path
    /// ``path``'s key path, held by the layer itself: read from a constant of the layer, it is
    /// passed to observation without being retained and released around each call.
    private let pathKeyPath = StackLayer.pathKeyPath
    private static let presentedIDKeyPath = \StackLayer.presentedID
    private static let drawnPresentedIDKeyPath = \StackLayer.drawnPresentedID
    private static let drawnAlertIDKeyPath = \StackLayer.drawnAlertID
    private static let drawnInspectorIDKeyPath = \StackLayer.drawnInspectorID
    private static let presentationAttemptKeyPath = \StackLayer.presentationAttempt
    private static let hasLeaveGuardKeyPath = \StackLayer.hasLeaveGuard

    init(rootID: RouteID?, rootIndex: Int?, hasNavigation: Bool) {
        self.rootID = rootID
        self.rootIndex = rootIndex
        self.hasNavigation = hasNavigation
    }

    /// Pushes a route's identifier onto the path.
    func appendToPath(_ id: RouteID) {
        changePath { $0.append(id) }
    }

    /// Pushes several routes' identifiers onto the path, as one change.
    func appendToPath(contentsOf ids: [RouteID]) {
        changePath { $0.append(contentsOf: ids) }
    }

    /// Pops identifiers off the path.
    func removeLastFromPath(_ count: Int) {
        changePath { path in
            if count == 1 {
                path.removeLast()
            } else {
                path.removeLast(count)
            }
        }
    }

    /// Changes the path, and tells observation when anything has read it.
    /// Tells the observers of the path that it is what it was: the screen asks for it anew,
    /// after the user took a route away that the stack kept.
    func drawPathAgain() {
        guard pathIsObserved else { return }
        registrar.withMutation(of: self, keyPath: pathKeyPath) {}
    }

    private func changePath(_ change: (inout [RouteID]) -> Void) {
        guard pathIsObserved else {
            change(&storedPath)
            return
        }
        registrar.willSet(self, keyPath: pathKeyPath)
        change(&storedPath)
        registrar.didSet(self, keyPath: pathKeyPath)
    }

    /// Clears ``presentedID`` and ``drawnPresentedID``: a dismissal is drawn at once.
    func clearPresentation() {
        presentedID = nil
        if storedDrawnPresentedID != nil { drawnPresentedID = nil }
        drawnAlertID = nil
        drawnInspectorID = nil
    }
}
