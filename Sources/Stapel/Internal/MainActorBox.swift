#if canImport(SwiftUI)
    import SwiftUI
#elseif canImport(SwiftUIStub)
    import SwiftUIStub
#endif

/// Carries a value of the SwiftUI layer through the core, which holds payloads as `Sendable`
/// values; a main-actor class is one, whatever it holds.
@MainActor
final class MainActorBox<Value>: Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
