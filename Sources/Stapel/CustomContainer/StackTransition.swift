import Foundation

#if canImport(SwiftUI)
    public import SwiftUI
#elseif canImport(SwiftUIStub)
    public import SwiftUIStub
#endif

/// How Stapel's custom container moves a screen in when it is pushed and out when it is
/// popped: not at all, like the platform's push, or with any `AnyTransition`.
///
/// A pop plays the reverse of the push that brought the screen: the screen leaves with the
/// removal side of the transition it came in with. Give the stack's transition with
/// `stapelStackStyle(.custom(transition:easing:))`, or one push's with
/// `push(_:name:context:transition:)`. The easing is separate, as seed 002 recommends: an
/// animation attached to a transition is not reliable.
///
/// ```swift
/// let stack = Stack<AnyScreen>()
/// WithStapel(stack) { Home() }
///     .stapelStackStyle(.custom(transition: .custom(.scale), easing: .spring()))
/// stack.push(view: DetailView(), transition: .custom(.opacity))  // this push only
/// stack.push(view: SettingsView(), transition: .none)             // appears at once
/// ```
public struct StackTransition {
    let kind: ContainerTransitionKind
    let anyTransition: AnyTransition

    /// Screens appear and go at once, without animation.
    ///
    /// ```swift
    /// ContentView()
    ///     .stapelStackStyle(.custom(transition: .none))
    /// ```
    public static var none: StackTransition {
        StackTransition(kind: .none, anyTransition: .identity)
    }

    /// The platform's push: the new screen slides in from the trailing edge over the screen
    /// below, which moves a third of the way toward the leading edge; a pop slides it back out.
    ///
    /// ```swift
    /// ContentView()
    ///     .stapelStackStyle(.custom(transition: .default, easing: .easeOut(duration: 0.25)))
    /// ```
    public static var `default`: StackTransition {
        StackTransition(kind: .platformSlide, anyTransition: .move(edge: .trailing))
    }

    /// The zoom of a route whose options name a zoom source: the screen grows in from the
    /// middle and fades in, and shrinks back on pop; a swipe back moves it under the finger and
    /// can stop it, as iOS 18's zoom can be. The custom container lays nothing out around the
    /// source, so the zoom starts from the middle rather than from the source view.
    static var zoom: StackTransition {
        StackTransition(
            kind: .custom, anyTransition: .scale(scale: 0.4).combined(with: .opacity))
    }

    /// A transition of your own: its insertion side plays on push, its removal side on pop.
    ///
    /// ```swift
    /// ContentView()
    ///     .stapelStackStyle(.custom(transition: .custom(.scale)))
    /// ```
    /// - Parameter transition: The transition.
    /// - Returns: A stack transition that uses it.
    public static func custom(_ transition: AnyTransition) -> StackTransition {
        StackTransition(kind: .custom, anyTransition: transition)
    }
}
