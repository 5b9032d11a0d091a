import Observation

/// Keeps one route pushed while a SwiftUI binding asks for it, and tells the binding when the
/// route leaves the stack: the state behind Stapel's `isActive`, `tag`/`selection` and
/// optional-item push controls.
///
/// A control owns one `BoundPush`. When its binding turns on, ``update(wantsPushed:on:push:)``
/// pushes; when the binding turns off, it removes the route (and whatever stands above it).
/// When the user or code removes the route, ``isPushed`` turns `false`, and the control writes
/// that back to its binding.
///
/// ```swift
/// let bound = BoundPush<Screen>()
/// isActive = bound.update(wantsPushed: true, on: stack) { stack.push(.detail) }
/// stack.pop()
/// bound.isPushed  // false
/// ```
@MainActor
@Observable
package final class BoundPush<Screen> {
    /// The route this control pushed, while it is on the stack.
    package private(set) var routeID: RouteID?

    @ObservationIgnored private var subscription: EventSubscription?

    /// Creates a control state with nothing pushed.
    ///
    /// ```swift
    /// @State private var bound = BoundPush<AnyScreen>()
    /// ```
    package init() {}

    /// Whether this control's route is on the stack.
    ///
    /// ```swift
    /// .onChange(of: bound.isPushed) { isActive = bound.isPushed }
    /// ```
    package var isPushed: Bool { routeID != nil }

    /// Brings the stack in line with the binding, and returns the value the binding should now
    /// hold.
    ///
    /// - The binding asks for the route and none is pushed: `push` runs. If it pushed, the
    ///   result is `true`; if an evaluator rejected, offered or handled the push, `false`.
    /// - The binding asks for the route and it is pushed: nothing changes; `true`.
    /// - The binding lets go and the route is pushed: the route and everything above it leave
    ///   the stack; `false`.
    /// - The binding lets go and nothing is pushed: nothing changes; `false`.
    ///
    /// ```swift
    /// .onChange(of: isActive, initial: true) {
    ///     isActive = bound.update(wantsPushed: isActive, on: stack) { stack.push(screen) }
    /// }
    /// ```
    /// - Parameters:
    ///   - wantsPushed: The binding's value.
    ///   - stack: The stack the control pushes onto.
    ///   - push: Performs the push.
    /// - Returns: Whether the route is pushed now.
    /// - Complexity: O(k) for a removal of k routes; otherwise O(1) plus the push.
    @discardableResult
    package func update(
        wantsPushed: Bool, on stack: Stack<Screen>, push: () -> PushResult
    ) -> Bool {
        update(wantsPushed: wantsPushed, on: stack.controlStack, push: push)
    }

    /// Brings a stack of any screen type in line with the binding, as
    /// ``update(wantsPushed:on:push:)`` does, for a control that acts through its container's
    /// ``ControlStack``. A push that did not happen (`nil`) leaves the binding off.
    ///
    /// ```swift
    /// isActive = bound.update(wantsPushed: isActive, on: controls) {
    ///     controls.show(screen, style: .push, control: "StackNavigationLink")
    /// }
    /// ```
    /// - Parameters:
    ///   - wantsPushed: The binding's value.
    ///   - stack: The controls' view of the stack the control pushes onto.
    ///   - push: Performs the push.
    /// - Returns: Whether the route is pushed now.
    @discardableResult
    package func update(
        wantsPushed: Bool, on stack: ControlStack, push: () -> PushResult?
    ) -> Bool {
        refresh(on: stack)
        switch (wantsPushed, routeID) {
        case (true, nil):
            routeID = push()?.routeID
            if routeID != nil { observe(stack) }
        case (false, let id?):
            release()
            stack.remove(id)
        case (true, .some), (false, nil):
            break
        }
        return isPushed
    }

    /// Brings the stack in line with an optional-item binding, and returns the value the
    /// binding should now hold: the item while its route is pushed, `nil` once it is not.
    ///
    /// A non-`nil` item asks for the route, and `push` receives the item; `nil` lets go. While
    /// the route is pushed, a different item changes nothing: the pushed screen keeps the item
    /// it was pushed with, so that edits of the list it came from do not pop it.
    ///
    /// ```swift
    /// .onChange(of: item != nil, initial: true) {
    ///     item = bound.update(item: item, on: stack) { stack.push(view: Detail(item: $0)) }
    /// }
    /// ```
    /// - Parameters:
    ///   - item: The binding's value.
    ///   - stack: The stack the control pushes onto.
    ///   - push: Performs the push for an item.
    /// - Returns: The item, or `nil` if its route is not pushed.
    @discardableResult
    package func update<Item>(
        item: Item?, on stack: Stack<Screen>, push: (Item) -> PushResult
    ) -> Item? {
        update(item: item, on: stack.controlStack, push: push)
    }

    /// Brings a stack of any screen type in line with an optional-item binding, as
    /// ``update(item:on:push:)`` does, for a control that acts through its container's
    /// ``ControlStack``.
    ///
    /// ```swift
    /// item = bound.update(item: item, on: controls) {
    ///     controls.show(Screen.detail($0), style: .push, control: "stapelPush(item:)")
    /// }
    /// ```
    /// - Parameters:
    ///   - item: The binding's value.
    ///   - stack: The controls' view of the stack the control pushes onto.
    ///   - push: Performs the push for an item.
    /// - Returns: The item, or `nil` if its route is not pushed.
    @discardableResult
    package func update<Item>(
        item: Item?, on stack: ControlStack, push: (Item) -> PushResult?
    ) -> Item? {
        let pushed = update(wantsPushed: item != nil, on: stack) {
            item.flatMap(push)
        }
        return LinkActivation.item(settingActive: pushed, current: item)
    }

    private func observe(_ stack: ControlStack) {
        subscription?.cancel()
        subscription = stack.onChange { [weak self] in
            self?.refresh(on: stack)
        }
    }

    private func refresh(on stack: ControlStack) {
        guard let id = routeID, !stack.contains(id) else { return }
        release()
    }

    private func release() {
        routeID = nil
        subscription?.cancel()
        subscription = nil
    }
}
