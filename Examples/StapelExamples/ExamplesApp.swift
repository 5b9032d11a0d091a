// The app entry point. SwiftUIStub has no App, Scene or WindowGroup, so this file builds only
// where SwiftUI exists: in an app target on Apple platforms that includes these sources, or
// when CI builds this target for iOS. Everything it shows is type-checked on Linux through
// ExamplesHome.
#if canImport(SwiftUI) && STAPEL_EXAMPLES_APP
    import Stapel

    @main
    struct StapelExamplesApp: App {
        var body: some Scene {
            WindowGroup {
                ExamplesHome()
            }
        }
    }
#endif
