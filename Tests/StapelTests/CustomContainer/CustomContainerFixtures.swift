#if !canImport(SwiftUI)
    import Foundation
    import Stapel

    /// A root screen with state of its own: a text field and a button.
    struct NameForm: View {
        @State private var name = ""
        @State private var taps = 0

        var body: some View {
            VStack {
                Text("Root")
                TextField("Name", text: $name)
                Text("Name: \(name)")
                Button("Root button") { taps += 1 }
                Text("Taps: \(taps)")
            }
        }
    }

    /// A typed stack drawn by the custom container in a given style.
    struct CustomApp: View {
        let stack: Stack<TypedScreen>
        let style: StapelStackStyle
        var optOut: TypedScreen?

        var body: some View {
            StapelStack(stack) {
                NameForm()
            } destination: { screen in
                Text("Typed \(String(describing: screen))")
                    .stapelSwipeBackDisabled(screen == optOut)
            }
            .stapelStackStyle(style)
        }
    }

    /// A route list held as a value, drawn by the custom container.
    struct CustomValueApp: View {
        let model: RouteModel
        let clock: HostClock

        var body: some View {
            StapelStack(
                Binding(get: { model.routes }, set: { model.routes = $0 }), clock: clock
            ) {
                Text("Home")
            } destination: { screen in
                Text("Typed \(String(describing: screen))")
            }
            .stapelStackStyle(.custom())
        }
    }

    extension ViewHost {
        /// A typed stack in the custom container, with the host's clock.
        static func custom(
            _ style: StapelStackStyle = .custom(), optOut: TypedScreen? = nil,
            capabilities: PlatformCapabilities = .navigationStack
        ) -> (Stack<TypedScreen>, ViewHost) {
            let clock = HostClock()
            let stack = Stack<TypedScreen>(capabilities: capabilities, clock: clock)
            let host = ViewHost(
                CustomApp(stack: stack, style: style, optOut: optOut), clock: clock)
            return (stack, host)
        }
    }
#endif
