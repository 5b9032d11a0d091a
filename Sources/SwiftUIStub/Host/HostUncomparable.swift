#if !canImport(SwiftUI)
    /// A value the host never counts as the same input twice: a `Binding`, whose location may
    /// hold a new value while the binding itself is unchanged. SwiftUI compares a binding's
    /// value as of its creation; the host runs the body of a view that takes a binding whenever
    /// its parent hands it one again, which is once more than SwiftUI might, never once less.
    protocol HostUncomparable {}

    extension Binding: HostUncomparable {}
#endif
