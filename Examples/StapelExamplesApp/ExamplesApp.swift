// The examples app's entry point: `swift run stapel-examples` opens it in a window on a Mac.
// On Linux, SwiftUIStub runs it headless and prints what its first window shows.
import Stapel

// In this package the examples are a module of their own; AppTargetCheck compiles them into
// the app's module, as an app target holds its views.
#if canImport(StapelExamples)
    import StapelExamples
#endif

/// The examples app: one window group of the examples' tabs.
@main
struct StapelExamplesApp: App {
    var body: some Scene {
        WindowGroup {
            ExamplesHome()
        }
    }
}
