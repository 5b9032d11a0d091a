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

        // SwiftUI, iOS 18.0 interface: `@_alwaysEmitIntoClient nonisolated public
        // init(@SwiftUICore.ViewBuilder destination: () -> Destination, @SwiftUICore.ViewBuilder
        // label: () -> Label)`, the form Apple prefers (no availability of its own: the type's).
        /// Creates a link that pushes the view a closure builds, outside the navigation
        /// stack's path.
        nonisolated public init(
            @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
        ) {
            self.init(target: .view(destination()), label: label())
        }

        // SwiftUI, iOS 18.0 interface: soft-deprecated on every platform,
        // `@available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Pass a closure as
        // the destination")` (macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0 alike).
        /// Creates a link that pushes a view, outside the navigation stack's path.
        @available(
            iOS, introduced: 13.0, deprecated: 100000.0,
            message: "Pass a closure as the destination"
        )
        @available(
            macOS, introduced: 10.15, deprecated: 100000.0,
            message: "Pass a closure as the destination"
        )
        @available(
            tvOS, introduced: 13.0, deprecated: 100000.0,
            message: "Pass a closure as the destination"
        )
        @available(
            watchOS, introduced: 6.0, deprecated: 100000.0,
            message: "Pass a closure as the destination"
        )
        @available(
            visionOS, introduced: 1.0, deprecated: 100000.0,
            message: "Pass a closure as the destination"
        )
        nonisolated public init(destination: Destination, @ViewBuilder label: () -> Label) {
            self.init(target: .view(destination), label: label())
        }

        nonisolated init(target: NavigationLinkTarget, label: Label) {
            self.label = label
            self.target = target
        }

        /// A button that activates the link.
        @MainActor @preconcurrency public var body: some View {
            NavigationLinkControl(label: label, target: target)
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension SwiftUI.NavigationLink where Destination ==
    // Swift.Never`, iOS 16: `nonisolated public init<P>(value: P?, @ViewBuilder label: () ->
    // Label) where P : Swift.Hashable`, and the title forms below. (The interface also has
    // `Codable` overloads, which the package does not use.)
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    extension NavigationLink where Destination == Never {
        /// Creates a link that appends a value to the path of the navigation stack around it.
        nonisolated public init<P>(value: P?, @ViewBuilder label: () -> Label)
        where P: Hashable {
            self.init(target: .value(value.map { AnyHashable($0) }), label: label())
        }

        // SwiftUI, iOS 18.0 interface: `nonisolated public init<P>(_ titleKey:
        // SwiftUICore.LocalizedStringKey, value: P?) where Label == SwiftUICore.Text, P :
        // Swift.Hashable`.
        /// Creates a link titled with a localized key that appends a value to the path.
        nonisolated public init<P>(_ titleKey: LocalizedStringKey, value: P?)
        where Label == Text, P: Hashable {
            self.init(target: .value(value.map { AnyHashable($0) }), label: Text(titleKey))
        }

        // SwiftUI, iOS 18.0 interface: `@_disfavoredOverload nonisolated public init<S, P>(_
        // title: S, value: P?) where Label == SwiftUICore.Text, S : Swift.StringProtocol, P :
        // Swift.Hashable`.
        /// Creates a link titled with a string that appends a value to the path.
        @_disfavoredOverload
        nonisolated public init<S, P>(_ title: S, value: P?)
        where Label == Text, S: StringProtocol, P: Hashable {
            self.init(target: .value(value.map { AnyHashable($0) }), label: Text(title))
        }
    }

    // SwiftUI, iOS 18.0 interface: `extension SwiftUI.NavigationLink where Label ==
    // SwiftUICore.Text { @_alwaysEmitIntoClient nonisolated public init(_ titleKey:
    // SwiftUICore.LocalizedStringKey, @SwiftUICore.ViewBuilder destination: () -> Destination);
    // @_disfavoredOverload @_alwaysEmitIntoClient nonisolated public init<S>(_ title: S,
    // @SwiftUICore.ViewBuilder destination: () -> Destination) where S : Swift.StringProtocol }`
    // (the type's iOS 13.0). The soft-deprecated view-value title forms are left out: nothing
    // uses them.
    extension NavigationLink where Label == Text {
        /// Creates a link titled with a localized key that pushes the view a closure builds.
        nonisolated public init(
            _ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination
        ) {
            self.init(target: .view(destination()), label: Text(titleKey))
        }

        /// Creates a link titled with a string that pushes the view a closure builds.
        @_disfavoredOverload
        nonisolated public init<S>(_ title: S, @ViewBuilder destination: () -> Destination)
        where S: StringProtocol {
            self.init(target: .view(destination()), label: Text(title))
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
