/// Whether a stack's changes animate: the flag it publishes for the change being applied, the
/// caller's wish, and where unanimated changes run.
@usableFromInline
struct ChangeAnimation {
    /// Whether the change being applied now animates: what `Stack.animatesChanges` publishes.
    @usableFromInline var animatesChanges = true
    /// Whether the changes the program makes now animate, as the caller asked: `false` inside a
    /// `withoutAnimation(_:)` body. A planned step animates as its plan was asked to instead.
    @usableFromInline var callerAnimates = true
    /// Where unanimated changes run, once a SwiftUI layer draws the stack; `nil` before. See
    /// `Stack.runUnanimatedChanges(in:)`.
    var unanimatedScope: (any UnanimatedChangeScope)?
}
