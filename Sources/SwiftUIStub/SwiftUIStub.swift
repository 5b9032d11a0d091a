// SwiftUIStub: declarations that mirror the part of Apple's SwiftUI that Stapel uses, so that a
// build on Linux type-checks the SwiftUI layer. It is not a UI framework. Each declaration names
// the Apple documentation page it was copied from.
//
// Shapes follow the Xcode 26 SDK: `@ViewBuilder` (Xcode 27 spells it `@ContentBuilder`, a
// typealias), `@MainActor @preconcurrency` view protocols and `NavigationStack`, and
// `nonisolated` view modifiers. Leaf views (Text, Button, stacks, AnyView, ...) are
// `nonisolated struct`, as Apple's current pages spell them: `ViewBuilder`'s nonisolated
// functions build them, which a main-actor-inferred struct would not allow. Bodies do the least
// they can; primitive views have a `Never` body, as Apple's do. Every file compiles to nothing
// where SwiftUI exists.
