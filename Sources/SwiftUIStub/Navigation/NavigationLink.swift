#if !canImport(SwiftUI)
    // SwiftUI, iOS 18.0 interface: `@_Concurrency.MainActor @preconcurrency public struct
    // NavigationLink<Label, Destination> : SwiftUICore.View where Label : SwiftUICore.View,
    // Destination : SwiftUICore.View`, iOS 13, with `nonisolated public init(destination:
    // Destination, @ViewBuilder label: () -> Label)`, an opaque `body`, and
    // `@available(*, unavailable) extension NavigationLink : Swift.Sendable`.
    /// A control that pushes onto the navigation stack around it: a view, or a value that the
    /// stack's path takes.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @MainActor @preconcurrency public struct NavigationLink<Label, Destination>: View
    where Label: View, Destination: View {
        nonisolated(unsafe) let label: Label
        nonisolated(unsafe) let target: NavigationLinkTarget

        /// Creates a link that pushes a view, outside the navigation stack's path.
        nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
            self.label = label()
            self.target = .view(destination)
        }

        nonisolated init(value: AnyHashable?, label: Label) {
            self.label = label
            self.target = .value(value)
        }

        /// A button that activates the link.
        @MainActor @preconcurrency public var body: some View {
            NavigationLinkControl(label: label, target: target)
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension SwiftUI.NavigationLink where Destination ==
    // Swift.Never`, iOS 16: `nonisolated public init<P>(value: P?, @ViewBuilder label: () ->
    // Label) where P : Swift.Hashable`. (The interface also has `Codable` overloads and title
    // forms, which the package does not use.)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    extension NavigationLink where Destination == Never {
        /// Creates a link that appends a value to the path of the navigation stack around it.
        nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label)
        where P: Hashable {
            self.init(value: value.map { AnyHashable($0) }, label: label())
        }
    }

    @available(*, unavailable)
    extension NavigationLink: Sendable {}

    /// What a `NavigationLink` pushes.
    enum NavigationLinkTarget {
        /// A value for the navigation stack's path; `nil` makes the link do nothing.
        case value(AnyHashable?)
        /// A view pushed outside the path.
        case view(any View)
    }
#endif
