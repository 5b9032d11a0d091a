@_spi(StapelUI) import StapelCore

#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// The navigation of one layer, in the style set with `stapelStackStyle(_:)`: a
/// `NavigationStack` bound to the layer's path, or Stapel's custom container, with the modifier
/// set with `stapelNavigationModifier(_:)`, if any.
///
/// The path holds route identifiers as `AnyHashable`, so that Apple's `NavigationLink(value:)`
/// can append its value: the binding turns the append into a push through the stack. A link
/// activates only where a `navigationDestination(for:)` of its value's type is declared, so
/// the root declares one for the stack's screen type (`LinkDestination`); it draws a screen only
/// if SwiftUI ever shows a value the binding did not take. SwiftUI may look a path element's
/// destination up by the element's own type or by `AnyHashable`, so the root declares both.
struct LayerNavigation<Screen, Root: View, Destination: View>: View {
    @Environment(\.stapelStackStyle) private var style
    @Environment(\.stapelNavigationModifier) private var modifier
    @Environment(\.stapelDestinationBoard) private var board
    let stack: Stack<Screen>
    let layer: StackLayer
    let root: Root
    let destination: DestinationBuilder<Screen, Destination>
    /// A split view's columns around the stack, when the stack is a split view's detail
    /// column; drawn as one stack, the root is the detail column's root, pushed over them.
    var split: SplitColumns? = nil

    /// The screen a link's value stands for: a value of the stack's screen type, an
    /// `AnyScreen` that wraps one, or a value of a type declared with `stapelDestination(for:)`.
    private func linkedScreen(_ value: AnyHashable) -> Screen? {
        DestinationBoard.linkedScreen(value, as: Screen.self, board: board)
    }

    /// The screen of a route pushed in the navigation stack: it zooms in when its options ask
    /// for it, whichever of the two destinations SwiftUI looks it up with.
    private func pushedScreen(_ id: RouteID) -> RouteScreen<Screen, Destination>? {
        stack.screen(for: id, destination: destination, zooms: true)
    }

    var body: some View {
        if let modifier {
            modifier.apply(AnyView(navigation))
        } else {
            navigation
        }
    }

    /// The navigation, whose root and screens warn of a container drawn in them. With a
    /// `NavigationStack`, each screen is watched where it is drawn (a preference need not cross
    /// from a pushed screen to the views around the stack); the custom container is one
    /// hierarchy, watched whole. A split view drawn as one stack is a `NavigationStack`, as
    /// SwiftUI draws a collapsed split view; side by side, its detail column has the style.
    @ViewBuilder private var navigation: some View {
        if let split {
            if split.drawnAsStack {
                navigationStack(over: split)
            } else {
                columns(split)
            }
        } else {
            styledNavigation
        }
    }

    /// The layer's navigation in the style set with `stapelStackStyle(_:)`.
    @ViewBuilder private var styledNavigation: some View {
        switch style.container {
        case .navigationStack:
            navigationStack(over: nil)
        case .custom(let transition, let easing):
            CustomStackLayer(
                stack: stack, layer: layer, root: root, destination: destination,
                transition: transition, easing: easing
            )
            .watchingForNestedContainers(in: Screen.self)
        }
    }

    /// A `NavigationStack` of the layer's path: over a split view's columns when it is drawn as
    /// one stack (the sidebar at the bottom), else over the root.
    @ViewBuilder private func navigationStack(over split: SplitColumns?) -> some View {
        if let split {
            navigationStack(bottom: split.sidebar, split: split)
        } else {
            navigationStack(bottom: root, split: nil)
        }
    }

    /// A `NavigationStack` of the layer's path over a bottom screen, with the destinations of
    /// the routes and, for a split view drawn as one stack, of its columns.
    private func navigationStack(bottom: some View, split: SplitColumns?) -> some View {
        NavigationStack(
            path: stack.linkedPathBinding(of: layer, columns: split, screen: linkedScreen)
        ) {
            bottom
                .watchingForNestedContainers(in: Screen.self)
                .navigationDestination(for: RouteID.self) { watchedScreen($0) }
                .navigationDestination(for: LeadingScreen.self) { column($0, of: split) }
                .navigationDestination(for: AnyHashable.self) { value in
                    pathElement(value, of: split)
                }
                .modifier(LinkDestination(destination: destination))
        }
        .environment(\.stapelInNavigationStack, true)
    }

    /// The split view's columns side by side, the detail column the layer's navigation in its
    /// style, drawn anew for each selection.
    @ViewBuilder private func columns(_ split: SplitColumns) -> some View {
        if let content = split.content {
            NavigationSplitView(
                columnVisibility: split.visibility, preferredCompactColumn: split.compactColumn
            ) {
                split.sidebar
            } content: {
                content
            } detail: {
                styledNavigation.id(split.selections)
            }
        } else {
            NavigationSplitView(
                columnVisibility: split.visibility, preferredCompactColumn: split.compactColumn
            ) {
                split.sidebar
            } detail: {
                styledNavigation.id(split.selections)
            }
        }
    }

    /// A path element SwiftUI looks up as `AnyHashable`: a route or a split view's column.
    @ViewBuilder private func pathElement(_ value: AnyHashable, of split: SplitColumns?)
        -> some View
    {
        if let id = value.base as? RouteID {
            watchedScreen(id)
        } else if let screen = value.base as? LeadingScreen {
            column(screen, of: split)
        }
    }

    /// A split view's column drawn as a screen of one stack: the detail column is the root.
    @ViewBuilder private func column(_ screen: LeadingScreen, of split: SplitColumns?)
        -> some View
    {
        if screen.column == .detail {
            root.watchingForNestedContainers(in: Screen.self)
        } else if let content = split?.content {
            content.watchingForNestedContainers(in: Screen.self)
        }
    }

    /// A pushed screen, watched for containers drawn in it.
    private func watchedScreen(_ id: RouteID) -> some View {
        pushedScreen(id).watchingForNestedContainers(in: Screen.self)
    }
}
