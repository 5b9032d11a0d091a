#if !canImport(SwiftUI)
    import Stapel

    /// The counted screens in `StapelStack($routes)`, the route list held as a value.
    struct RouteListApp: View {
        @Bindable var model: RouteListModel
        let clock: HostClock

        var body: some View {
            StapelStack($model.routes, clock: clock) {
                CountedRoot()
            } destination: { number in
                CountedScreen(number: number)
            }
        }
    }
#endif
