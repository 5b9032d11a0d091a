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
@Observable
public final class StackLayer {
    /// The presented route that starts this layer, or `nil` for the base layer.
    ///
    /// ```swift
    /// stack.baseLayer.rootID  // nil
    /// ```
    public let rootID: RouteID?
    /// Whether pushes can land on this layer.
    ///
    /// ```swift
    /// stack.baseLayer.hasNavigation  // true
    /// ```
    public let hasNavigation: Bool
    /// The identifiers of the routes pushed on this layer, bottom-most first.
    ///
    /// ```swift
    /// let ids = stack.baseLayer.path
    /// ```
    public internal(set) var path: [RouteID]
    /// The identifier of the sheet or cover presented over this layer, if any.
    ///
    /// ```swift
    /// let sheetID = stack.baseLayer.presentedID
    /// ```
    public internal(set) var presentedID: RouteID?

    /// How many times the presentation over this layer has been asked for again because it
    /// never appeared (UIKit drops a presentation requested during another one's transition).
    /// The SwiftUI layer makes it part of the presented item's identity, so a new attempt is a
    /// new presentation to SwiftUI.
    package internal(set) var presentationAttempt = 0

    @ObservationIgnored var rootIndex: Int?

    init(rootID: RouteID?, rootIndex: Int?, hasNavigation: Bool) {
        self.rootID = rootID
        self.rootIndex = rootIndex
        self.hasNavigation = hasNavigation
        self.path = []
        self.presentedID = nil
    }
}
