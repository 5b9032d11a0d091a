#if !canImport(SwiftUI)
    import Stapel

    /// The screens of the typed stacks the tests draw.
    enum TypedScreen: Hashable, Sendable {
        case first
        case second
        case third
    }

    /// A value pushed onto an `AnyScreen` stack and drawn by a registered destination.
    struct Recipe: Hashable, Sendable {
        var id: Int
    }

    /// A typed container whose root and screens come from closures.
    struct TypedContainer<Root: View, Screen: View>: View {
        let stack: Stack<TypedScreen>
        @ViewBuilder let root: () -> Root
        @ViewBuilder let screen: (TypedScreen) -> Screen

        var body: some View {
            StapelStack(stack) {
                root()
            } destination: { value in
                screen(value)
            }
        }
    }

    extension TypedContainer where Screen == Text {
        init(stack: Stack<TypedScreen>, @ViewBuilder root: @escaping () -> Root) {
            self.init(stack: stack, root: root) { Text("Typed \(String(describing: $0))") }
        }
    }
#endif
