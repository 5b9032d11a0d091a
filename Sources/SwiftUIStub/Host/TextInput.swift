#if !canImport(SwiftUI)
    /// The controller of a text field: where typing goes.
    @MainActor
    final class TextInput: NodeController {
        var text: Binding<String>?
    }
#endif
