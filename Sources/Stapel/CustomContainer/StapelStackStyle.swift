#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// How a Stapel container draws its stack: with Apple's `NavigationStack`, or in Stapel's
/// custom container, with its own transitions, easing and interactive swipe back.
///
/// Set it with `stapelStackStyle(_:)` on a ``StapelStack`` or ``WithStapel``, or on a view
/// above them. Sheets and full-screen covers are Apple's in both; a sheet presented
/// `withNavigation` draws its own navigation with the same style.
///
/// The custom container keeps every screen below the top one alive, hidden, without touches or
/// accessibility focus, so their `@State` survives a push and a pop. A swipe from the leading
/// edge pops, as in a navigation stack; `stapelSwipeBackDisabled(_:)` turns it off for a screen.
/// It has no navigation bar: pop with ``StackPopButton`` or the stack.
///
/// ```swift
/// let stack = Stack<AnyScreen>()
/// WithStapel(stack) {
///     Home()
/// }
/// .stapelStackStyle(
///     .custom(transition: .custom(.scale), easing: .spring(response: 0.5, dampingFraction: 0.25)))
/// ```
public struct StapelStackStyle {
    /// Which container draws the stack.
    enum Container {
        case navigationStack
        case custom(transition: StackTransition, easing: Animation)
    }

    let container: Container

    /// Apple's `NavigationStack`, with its navigation bar, back button, swipe back and
    /// long-press back menu. The default.
    ///
    /// ```swift
    /// ContentView()
    ///     .stapelStackStyle(.navigationStack)
    /// ```
    public static var navigationStack: StapelStackStyle {
        StapelStackStyle(container: .navigationStack)
    }

    /// Stapel's custom container: screens move with `transition`, timed by `easing`.
    ///
    /// ```swift
    /// ContentView()
    ///     .stapelStackStyle(.custom(transition: .none))
    /// ContentView()
    ///     .stapelStackStyle(.custom(easing: .easeOut(duration: 0.2)))
    /// ```
    /// - Parameters:
    ///   - transition: How screens move in and out. The default is the platform's push.
    ///   - easing: The animation that times every push, pop and swipe back. The default is a
    ///     spring without bounce, about as long as the platform's push.
    /// - Returns: The style.
    public static func custom(
        transition: StackTransition = .default,
        easing: Animation = .spring(response: 0.35, dampingFraction: 1)
    ) -> StapelStackStyle {
        StapelStackStyle(container: .custom(transition: transition, easing: easing))
    }
}
