#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `public struct ForEach<Data, ID, Content> where Data :
    // Swift.RandomAccessCollection, ID : Swift.Hashable` (not frozen, no isolation, inits without
    // `nonisolated`), with `public var data`, `public var content`, and `@available(*,
    // unavailable) extension ForEach : Swift.Sendable`; the inits `init(_:content:)` (`ID ==
    // Data.Element.ID`), `init(_:id:content:)` and the `Range<Int>` `init(_:content:)`.
    /// Views made on demand from a collection of identified data.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
        /// The collection the views are made from.
        public var data: Data
        /// Makes the view of an element.
        public var content: (Data.Element) -> Content
        let identify: (Data.Element) -> ID
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension ForEach: View where Content: View {
        /// A view drawn by SwiftUI itself.
        public typealias Body = Never
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
        /// Makes a view for each element of a collection of identifiable data.
        public init(
            _ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.data = data
            self.content = content
            self.identify = { $0.id }
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension ForEach where Content: View {
        /// Makes a view for each element of a collection, identified by a key path.
        public init(
            _ data: Data, id: KeyPath<Data.Element, ID>,
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.data = data
            self.content = content
            self.identify = { $0[keyPath: id] }
        }
    }

    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension ForEach where Data == Range<Int>, ID == Int, Content: View {
        /// Makes a view for each number of a constant range.
        public init(
            _ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content
        ) {
            self.data = data
            self.content = content
            self.identify = { $0 }
        }
    }

    extension ForEach: HostForEach {}

    extension ForEach: GroupingView, PrimitiveView where Content: View {
        func flattened() -> [(ChildKey, any View)] {
            data.map { element in (.id(AnyHashable(identify(element))), content(element)) }
        }
    }

    @available(*, unavailable)
    extension ForEach: Sendable {}
#endif
