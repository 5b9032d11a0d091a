#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `public struct NavigationPath`, Equatable, with
    // `@available(*, unavailable) extension NavigationPath : Swift.Sendable`.
    /// A list of values of any hashable types, for a navigation stack's path.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    public struct NavigationPath: Equatable {
        var elements: [AnyHashable]

        init(elements: [AnyHashable]) {
            self.elements = elements
        }

        /// The number of values.
        public var count: Int { elements.count }

        /// Whether the path is empty.
        public var isEmpty: Bool { elements.isEmpty }

        /// Creates an empty path.
        public init() {
            elements = []
        }

        /// Creates a path from a sequence of values of one type.
        public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
            self.elements = elements.map { AnyHashable($0) }
        }

        /// Appends a value.
        public mutating func append<V>(_ value: V) where V: Hashable {
            elements.append(AnyHashable(value))
        }

        /// Removes values from the end.
        public mutating func removeLast(_ k: Int = 1) {
            elements.removeLast(k)
        }
    }

    @available(*, unavailable)
    extension NavigationPath: Sendable {}
#endif
