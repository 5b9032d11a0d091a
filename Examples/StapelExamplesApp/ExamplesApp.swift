// The examples app's entry point: `swift run stapel-examples` opens it in a window on a Mac.
// On Linux, SwiftUIStub runs it headless and prints what its first window shows.
import Stapel

// In this package the examples are a module of their own; AppTargetCheck compiles them into
// the app's module, as an app target holds its views.
#if canImport(StapelExamples)
    import StapelExamples
#endif
#if canImport(AppKit)
    import AppKit
#endif

/// The examples app: a window group of the examples' tabs, one of the mail app, whose whole
/// navigation (tabs, a split view, stacks) is one model, and one of the mail app's settings.
@main
struct StapelExamplesApp: App {
    init() {
        #if canImport(AppKit)
            // Run from a terminal (`swift run`), the executable has no app bundle: without this
            // it gets no Dock icon, and its window neither comes to the front nor takes the
            // keyboard.
            NSApplication.shared.setActivationPolicy(.regular)
            NSApp.activate()
        #endif
    }

    var body: some Scene {
        WindowGroup {
            ExamplesHome()
        }
        WindowGroup(id: "mail-app") {
            MailAppExample()
        }
        WindowGroup(id: MailSettingsWindow.windowID) {
            MailSettingsWindow()
        }
    }
}
