#if !canImport(SwiftUI)
    import Foundation

    // https://developer.apple.com/documentation/swiftui/button
    /// A control that initiates an action.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public struct Button<Label>: View where Label: View {
        private let action: @MainActor () -> Void
        private let label: Label

        // https://developer.apple.com/documentation/swiftui/button/init(action:label:)
        /// Creates a button that displays a custom label.
        @preconcurrency public init(
            action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
        ) {
            self.action = action
            self.label = label()
        }

        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }

    extension Button where Label == Text {
        // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
        /// Creates a button that generates its label from a string.
        @preconcurrency public init<S>(_ title: S, action: @escaping @MainActor () -> Void)
        where S: StringProtocol {
            self.init(action: action) { Text(title) }
        }
    }

    // https://developer.apple.com/documentation/swiftui/image
    /// A view that displays an image.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen nonisolated public struct Image: Equatable, Sendable {
        private let name: String

        // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
        /// Creates a system symbol image.
        @available(macOS 11.0, *)
        public init(systemName: String) { name = systemName }
    }

    // https://developer.apple.com/documentation/swiftui/image (Conforms To: View)
    extension Image: View {
        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }

    // https://developer.apple.com/documentation/swiftui/spacer
    /// A flexible space that expands along the major axis of its containing stack layout.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen nonisolated public struct Spacer: View {
        // https://developer.apple.com/documentation/swiftui/spacer/minlength
        /// The minimum length this spacer can be shrunk to, along the axis or axes of expansion.
        public var minLength: CGFloat?

        // https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
        /// Creates a spacer.
        public init(minLength: CGFloat? = nil) { self.minLength = minLength }

        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }

    // https://developer.apple.com/documentation/swiftui/horizontalalignment
    /// An alignment position along the horizontal axis.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct HorizontalAlignment: Equatable, Sendable {
        private let position: Int

        // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
        /// A guide that marks the horizontal center of the view.
        public static let center = HorizontalAlignment(position: 0)
    }

    // https://developer.apple.com/documentation/swiftui/verticalalignment
    /// An alignment position along the vertical axis.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct VerticalAlignment: Equatable, Sendable {
        private let position: Int

        // https://developer.apple.com/documentation/swiftui/verticalalignment/center
        /// A guide that marks the vertical center of the view.
        public static let center = VerticalAlignment(position: 0)
    }

    // https://developer.apple.com/documentation/swiftui/vstack
    /// A view that arranges its subviews in a vertical line.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen nonisolated public struct VStack<Content>: View where Content: View {
        private let content: Content

        // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
        /// Creates an instance with the given spacing and horizontal alignment.
        public init(
            alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
            @ViewBuilder content: () -> Content
        ) {
            self.content = content()
        }

        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }

    // https://developer.apple.com/documentation/swiftui/hstack
    /// A view that arranges its subviews in a horizontal line.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen nonisolated public struct HStack<Content>: View where Content: View {
        private let content: Content

        // https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
        /// Creates a horizontal stack with the given spacing and vertical alignment.
        public init(
            alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
            @ViewBuilder content: () -> Content
        ) {
            self.content = content()
        }

        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }

    // https://developer.apple.com/documentation/swiftui/foreach
    /// A structure that computes views on demand from an underlying collection of identified
    /// data.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
        // https://developer.apple.com/documentation/swiftui/foreach/data (not in the
        // documentation snapshot; the sibling of ForEach/content)
        /// The collection of underlying identified data that SwiftUI uses to create views
        /// dynamically.
        public var data: Data

        // https://developer.apple.com/documentation/swiftui/foreach/content
        /// A function to create content on demand using the underlying data.
        public var content: (Data.Element) -> Content

        let id: KeyPath<Data.Element, ID>
    }

    // https://developer.apple.com/documentation/swiftui/foreach (Conforms To: View)
    extension ForEach: View where Content: View {
        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }

    // https://developer.apple.com/documentation/swiftui/list
    /// A container that presents rows of data arranged in a single column, optionally providing
    /// the ability to select one or more members.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    nonisolated public struct List<SelectionValue, Content>: View
    where SelectionValue: Hashable, Content: View {
        private let content: Content

        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }

    extension List where SelectionValue == Never {
        // https://developer.apple.com/documentation/swiftui/list/init(_:id:rowcontent:)-4s0aj
        /// Creates a list that identifies its rows based on a key path to the identifier of the
        /// underlying data.
        public init<Data, ID, RowContent>(
            _ data: Data, id: KeyPath<Data.Element, ID>,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        )
        where
            Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
            RowContent: View
        {
            content = ForEach(data: data, content: rowContent, id: id)
        }
    }

    // https://developer.apple.com/documentation/swiftui/tabview
    /// A view that switches between multiple child views using interactive user interface
    /// elements.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 7.0, *)
    nonisolated public struct TabView<SelectionValue, Content>: View
    where SelectionValue: Hashable, Content: View {
        private let selection: Binding<SelectionValue>?
        private let content: Content

        // https://developer.apple.com/documentation/swiftui/tabview
        // The View-builder overload of init(selection:content:); its page carries a hashed
        // suffix not in the documentation snapshot. Shape from the Xcode 26 swiftinterface as
        // quoted by SwiftUI re-implementations (Skip), checked against the Tab-builder sibling
        // https://developer.apple.com/documentation/swiftui/tabview/init(selection:content:).
        /// Creates an instance that selects from content associated with `Selection` values.
        public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
            self.selection = selection
            self.content = content()
        }

        /// A primitive view has no body.
        public var body: Never { fatalError("SwiftUIStub does not render") }
    }

    // https://developer.apple.com/documentation/swiftui/shapestyle
    /// A color or pattern to use when rendering a shape.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    public protocol ShapeStyle: Sendable {}

    // https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
    /// A shape style that maps to one of the numbered content styles.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @frozen public struct HierarchicalShapeStyle: ShapeStyle {
        private let level: Int

        // https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/primary
        /// A shape style that maps to the first level of the current content style.
        public static let primary = HierarchicalShapeStyle(level: 0)

        // https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle/tertiary
        /// A shape style that maps to the third level of the current content style.
        public static let tertiary = HierarchicalShapeStyle(level: 2)
    }
#endif
