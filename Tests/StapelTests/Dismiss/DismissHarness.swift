#if !canImport(SwiftUI)
    import Observation
    import Stapel
    @_spi(StapelUI) import StapelCore
    import SwiftUIStub

    /// A screen that closes itself with the environment's `dismiss()`, as app code does.
    struct ClosingScreen: View {
        let screen: TypedScreen
        @Environment(\.dismiss) private var dismiss

        var body: some View {
            VStack {
                Text("Screen \(screen)")
                Button("Close \(screen)") { dismiss() }
            }
        }
    }

    /// A route list held by the app, for `StapelStack($routes)`.
    @MainActor @Observable
    final class RouteListHolder {
        var routes: [Route<TypedScreen>] = []
    }

    /// Each container a screen's `dismiss()` must be reconciled under.
    enum DismissingContainer: String, CaseIterable, CustomStringConvertible, Sendable {
        case stack = "StapelStack(stack)"
        case routeList = "StapelStack($routes)"
        case withStapel = "WithStapel"
        case custom = "the custom container"
        case splitDetail = "a split view's detail"
        case tab = "a tab (tabItem)"
        case iOS18Tab = "a tab (Tab)"

        var description: String { rawValue }
    }

    /// A container drawn in the host, with the model behind it: how to push and present, and
    /// what the model holds.
    @MainActor
    struct DismissHarness {
        let host: ViewHost
        let push: ([TypedScreen]) -> Void
        let present: (TypedScreen) -> Void
        /// The screens of the model's routes, in order.
        let screens: () -> [TypedScreen]
        /// Whether a change of several steps is running.
        let planRuns: () -> Bool

        /// The container drawn with screens that close themselves; `paced` makes each step of
        /// a change wait for the one before, so that a multi-step change runs a plan.
        init(_ container: DismissingContainer, paced: Bool) {
            let capabilities: PlatformCapabilities =
                paced ? .oneChangePerUpdate : .navigationStack
            // A settle timeout far beyond the test's real run time: a step waits for the host's
            // transitions only, however slowly the test runs (under a sanitizer).
            let settleTimeout = Duration.seconds(3600)
            switch container {
            case .routeList:
                let holder = RouteListHolder()
                host = ViewHost(
                    StapelStack(
                        Binding(get: { holder.routes }, set: { holder.routes = $0 }),
                        capabilities: capabilities, settleTimeout: settleTimeout
                    ) {
                        Text("Root")
                    } destination: {
                        ClosingScreen(screen: $0)
                    })
                push = { screens in holder.routes += screens.map { .push($0) } }
                present = { holder.routes.append(.sheet($0)) }
                screens = { holder.routes.map(\.screen) }
                planRuns = { false }
            case .withStapel:
                let stack = Stack<AnyScreen>(
                    capabilities: capabilities, settleTimeout: settleTimeout)
                host = ViewHost(
                    WithStapel(stack) {
                        Text("Root")
                            .stapelDestination(for: TypedScreen.self) {
                                ClosingScreen(screen: $0)
                            }
                    })
                push = { screens in
                    stack.setRoutes(stack.routes + screens.map { .push(AnyScreen($0)) })
                }
                present = { stack.present(AnyScreen($0)) }
                screens = { stack.routes.compactMap { $0.screen.base as? TypedScreen } }
                planRuns = { stack.planStep != nil }
            default:
                let stack = Stack<TypedScreen>(
                    capabilities: capabilities, settleTimeout: settleTimeout)
                host = ViewHost(Self.view(of: container, stack: stack))
                if container == .splitDetail { host.horizontalSizeClass = .regular }
                push = { screens in stack.setRoutes(stack.routes + screens.map { .push($0) }) }
                present = { stack.present($0) }
                screens = { stack.routes.map(\.screen) }
                planRuns = { stack.planStep != nil }
            }
        }

        /// The containers drawn from one `Stack<TypedScreen>`.
        private static func view(of container: DismissingContainer, stack: Stack<TypedScreen>)
            -> AnyView
        {
            let typed = TypedContainer(stack: stack) {
                Text("Root")
            } screen: {
                ClosingScreen(screen: $0)
            }
            switch container {
            case .custom:
                return AnyView(typed.stapelStackStyle(.custom()))
            case .splitDetail:
                return AnyView(
                    StapelSplitView(
                        SplitNavigation<String, Int, TypedScreen>(
                            sidebarSelection: "Inbox", contentSelection: 1, detail: stack)
                    ) {
                        Text("Sidebar")
                    } content: {
                        Text("Content")
                    } detail: {
                        Text("Root")
                    } destination: {
                        ClosingScreen(screen: $0)
                    })
            case .tab:
                return AnyView(TabbedContainer(stack: stack, usesTabs: false))
            case .iOS18Tab:
                return AnyView(TabbedContainer(stack: stack, usesTabs: true))
            default:
                return AnyView(typed)
            }
        }
    }

    /// A tab view whose first tab draws the stack, in the iOS 17 form or with `Tab`.
    private struct TabbedContainer: View {
        let stack: Stack<TypedScreen>
        let usesTabs: Bool
        @State private var tabs = KeyedNavigation<String, Stack<TypedScreen>>(selection: "stack")

        var body: some View {
            let container = StapelStack(stack) {
                Text("Root")
            } destination: {
                ClosingScreen(screen: $0)
            }
            if usesTabs {
                TabView(selection: tabs.selectionBinding) {
                    Tab("Stack", systemImage: "square.stack", value: "stack") { container }
                    Tab("Other", systemImage: "circle", value: "other") { Text("Other") }
                }
            } else {
                TabView(selection: tabs.selectionBinding) {
                    container.tabItem { Text("Stack") }.tag("stack")
                    Text("Other").tabItem { Text("Other") }.tag("other")
                }
            }
        }
    }
#endif
