#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // NavigationStack<Data, Root> : SwiftUICore.View where Root : SwiftUICore.View`, iOS 16, with
    // three `nonisolated` inits: `init(@ViewBuilder root:) where Data == NavigationPath`,
    // `init(path: Binding<NavigationPath>, @ViewBuilder root:) where Data == NavigationPath`,
    // `init(path: Binding<Data>, @ViewBuilder root:) where Data : MutableCollection, Data :
    // RandomAccessCollection, Data : RangeReplaceableCollection, Data.Element : Hashable`; an
    // opaque `body`; and `@available(*, unavailable) extension NavigationStack :
    // Swift.Sendable`. 26.0 declares the three inits `@_Concurrency.MainActor @preconcurrency`;
    // the stub takes that stricter form.
    /// A root view with screens pushed over it, driven by a path.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
        nonisolated(unsafe) let root: Root
        nonisolated(unsafe) let readPath: (() -> [AnyHashable])?
        nonisolated(unsafe) let writePath: (([AnyHashable]) -> Void)?
        nonisolated(unsafe) let pathHolds: ((AnyHashable) -> Bool)?

        /// Creates a navigation stack that keeps its own path.
        @MainActor @preconcurrency public init(@ViewBuilder root: () -> Root)
        where Data == NavigationPath {
            self.root = root()
            readPath = nil
            writePath = nil
            pathHolds = nil
        }

        /// Creates a navigation stack driven by a path of any hashable values.
        @MainActor @preconcurrency public init(
            path: Binding<NavigationPath>, @ViewBuilder root: () -> Root
        )
        where Data == NavigationPath {
            self.root = root()
            readPath = { path.wrappedValue.elements }
            writePath = { path.wrappedValue = NavigationPath(elements: $0) }
            pathHolds = nil
        }

        /// Creates a navigation stack driven by a collection of values of one type.
        @MainActor @preconcurrency public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
        where
            Data: MutableCollection, Data: RandomAccessCollection,
            Data: RangeReplaceableCollection, Data.Element: Hashable
        {
            self.root = root()
            readPath = { path.wrappedValue.map { AnyHashable($0) } }
            writePath = { values in
                path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element })
            }
            pathHolds = { $0.base is Data.Element }
        }

        /// The root and the pushed screens.
        @MainActor @preconcurrency public var body: some View {
            NavigationStackContainer(
                root: root, readPath: readPath, writePath: writePath, pathHolds: pathHolds)
        }
    }

    @available(*, unavailable)
    extension NavigationStack: Sendable {}
#endif
