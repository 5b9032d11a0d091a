#if !canImport(SwiftUI)
    // https://developer.apple.com/documentation/swiftui/navigationstack
    // Xcode 26: `@MainActor @preconcurrency struct` (Xcode 27 spells it `nonisolated struct`).
    /// A view that displays a root view and enables you to present additional views over the
    /// root view.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
        private let root: Root

        // https://developer.apple.com/documentation/swiftui/navigationstack/init(path:root:)-3bt4q
        /// Creates a navigation stack with homogeneous navigation state that you can control.
        @MainActor @preconcurrency public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where
            Data: MutableCollection, Data: RandomAccessCollection,
            Data: RangeReplaceableCollection, Data.Element: Hashable
        {
            self.root = root()
        }

        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }
#endif
