/// A container's stack as Stapel's controls see it, whatever its screen type.
///
/// A control written without its container's screen type (`StackNavigationLink(value:)` or
/// `StackPopButton { … }` inside a typed ``Stack``) cannot name `Stack<Screen>`. Each
/// container puts this view of its stack in the environment, and a control that finds no
/// stack of its own screen type acts through it: values convert by ``ScreenConversion``, pop
/// targets by ``RouteTarget/converted(to:)``.
///
/// ```swift
/// let controls = stack.controlStack
/// controls.show(AnyScreen(Screen.inbox), style: .push, control: "StackNavigationLink")
/// controls.pop(to: RouteTarget<AnyScreen>.root, whenActive: true)
/// ```
@MainActor
package struct ControlStack: Equatable {
    /// The screen type of the stack.
    package let screenType: Any.Type
    private let stackID: ObjectIdentifier
    private let acceptsValue: @MainActor (Any) -> Bool
    private let showValue: @MainActor (Any, RouteStyle, String?, PushContext) -> PushResult?
    private let popToTarget: @MainActor (RouteTarget<Any>?) -> Void
    private let containsRoute: @MainActor (RouteID) -> Bool
    private let removeRoute: @MainActor (RouteID) -> Void
    private let installEvaluator:
        @MainActor (PushEvaluator<Any>, ScreenSlot, ObjectIdentifier) -> Void
    private let removeEvaluator: @MainActor (ScreenSlot, ObjectIdentifier) -> Void
    private let observe: @MainActor (@escaping @MainActor () -> Void) -> EventSubscription?

    /// Creates the controls' view of a stack.
    ///
    /// ```swift
    /// let controls = ControlStack(stack)
    /// ```
    /// - Parameter stack: The stack.
    package init<Screen>(_ stack: Stack<Screen>) {
        screenType = Screen.self
        stackID = ObjectIdentifier(stack)
        acceptsValue = { ScreenConversion.converts($0, to: Screen.self) }
        showValue = { [weak stack] value, style, name, context in
            guard let stack, let screen = ScreenConversion.screen(from: value, as: Screen.self)
            else { return nil }
            return stack.show(screen, style: style, name: name, context: context)
        }
        popToTarget = { [weak stack] target in
            stack?.pop(to: target?.converted(to: Screen.self), whenActive: true)
        }
        containsRoute = { [weak stack] in stack?.contains($0) ?? false }
        removeRoute = { [weak stack] in _ = stack?.goBack(removing: $0) }
        installEvaluator = { [weak stack] evaluator, slot, owner in
            stack?.installEvaluator(evaluator.converted(to: Screen.self), for: slot, owner: owner)
        }
        removeEvaluator = { [weak stack] slot, owner in
            stack?.removeEvaluator(for: slot, owner: owner)
        }
        observe = { [weak stack] handler in
            stack?.onEvent { _ in handler() }
        }
    }

    /// Whether a control's screen value converts to this stack's screen type.
    ///
    /// ```swift
    /// stack.controlStack.accepts(Screen.inbox)  // true
    /// ```
    /// - Parameter value: The control's screen value.
    /// - Returns: `true` if the control can push it here.
    package func accepts(_ value: Any) -> Bool {
        acceptsValue(value)
    }

    /// Pushes or presents a control's screen value, converted to the stack's screen type.
    ///
    /// A value that does not convert changes nothing and reports a runtime warning.
    ///
    /// ```swift
    /// controls.show(Screen.inbox, style: .sheet(withNavigation: true), control: "StackNavigationLink")
    /// ```
    /// - Parameters:
    ///   - value: The screen value.
    ///   - style: How to show it.
    ///   - name: A name to pop back to later.
    ///   - context: Facts for the evaluator.
    ///   - control: The control's name, for the warning.
    /// - Returns: What came of the request, or `nil` if the value does not convert.
    @discardableResult
    package func show(
        _ value: Any, style: RouteStyle, name: String? = nil,
        context: PushContext = PushContext(), control: String
    ) -> PushResult? {
        guard let result = showValue(value, style, name, context) else {
            ControlRequirement.reportMismatch(control: control, value: value, stackType: screenType)
            return nil
        }
        return result
    }

    /// Pops for a pop control whose binding turned on, and returns the value the binding should
    /// hold afterwards, always `false`; see `Stack.pop(to:whenActive:)`.
    ///
    /// ```swift
    /// isActive = controls.pop(to: RouteTarget<AnyScreen>.root, whenActive: isActive)
    /// ```
    /// - Parameters:
    ///   - target: The route to pop back to, or `nil` for the route below the top one.
    ///   - isActive: The binding's value; `false` pops nothing.
    /// - Returns: `false`.
    @discardableResult
    package func pop<Screen>(to target: RouteTarget<Screen>?, whenActive isActive: Bool) -> Bool {
        guard isActive else { return false }
        popToTarget(target?.converted(to: Any.self))
        return false
    }

    /// Installs an evaluator written for another screen type on a screen slot, converted
    /// by ``PushEvaluator/converted(to:)``, as `Stack.installEvaluator(_:for:owner:)` does.
    ///
    /// ```swift
    /// controls.install(PushEvaluator<AnyScreen>(allowing: { _ in false }), for: .root, owner: id)
    /// ```
    /// - Parameters:
    ///   - evaluator: The evaluator.
    ///   - slot: The screen slot.
    ///   - owner: Who installs it, for ``removeEvaluator(for:owner:)``.
    package func install<Screen>(
        _ evaluator: PushEvaluator<Screen>, for slot: ScreenSlot, owner: ObjectIdentifier
    ) {
        installEvaluator(evaluator.converted(to: Any.self), slot, owner)
    }

    /// Removes the evaluator an owner installed, as `Stack.removeEvaluator(for:owner:)` does.
    package func removeEvaluator(for slot: ScreenSlot, owner: ObjectIdentifier) {
        removeEvaluator(slot, owner)
    }

    /// Whether two values are views of the same stack.
    package nonisolated static func == (lhs: ControlStack, rhs: ControlStack) -> Bool {
        lhs.stackID == rhs.stackID
    }

    /// Whether a route is on the stack.
    package func contains(_ id: RouteID) -> Bool {
        containsRoute(id)
    }

    /// Removes a route and everything above it, as a control's binding letting go does.
    package func remove(_ id: RouteID) {
        removeRoute(id)
    }

    /// Calls a handler after every event of the stack, for as long as the subscription is kept;
    /// `nil` once the stack is gone.
    package func onChange(_ handler: @escaping @MainActor () -> Void) -> EventSubscription? {
        observe(handler)
    }
}
