import Stapel

/// Seed 002's `NavigationStackView` samples in Stapel's custom container: a `.scale` transition
/// with a springy easing, `PushView` as ``StackNavigationLink`` (with a `name`),
/// `PopView` as ``StackPopButton`` to the previous view, to the root and to a view by its name, a
/// programmatic push from outside the views, and one push that slides instead of scaling.
///
/// ```swift
/// // NavigationStackView(transitionType: .custom(.scale),
/// //                     easing: .spring(response: 0.5, dampingFraction: 0.25, blendDuration: 0.5))
/// WithStapel(stack) { TransitionsHome(stack: stack) }
///     .stapelStackStyle(.custom(transition: .custom(.scale), easing: TransitionsExample.easing))
/// ```
struct TransitionsExample: View {
    /// Seed 002's recommended easing: given apart from the transition.
    static let easing = Animation.spring(
        response: 0.5, dampingFraction: 0.25, blendDuration: 0.5)

    let stack: Stack<AnyScreen>

    var body: some View {
        WithStapel(stack) {
            TransitionsHome(stack: stack)
        }
        .stapelStackStyle(.custom(transition: .custom(.scale), easing: Self.easing))
    }
}
