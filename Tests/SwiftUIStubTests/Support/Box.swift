#if !canImport(SwiftUI)
    /// A main-actor variable that closures under test can write.
    @MainActor
    final class Box<Value> {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }
#endif
