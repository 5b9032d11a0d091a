// SwiftUIStub: declarations that mirror the part of Apple's SwiftUI that Stapel uses, so that a
// build on Linux type-checks the SwiftUI layer. It is not a UI framework. Each declaration names
// the Apple documentation page it was copied from.
