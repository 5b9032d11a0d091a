// Stapel: the SwiftUI layer. `import Stapel` brings the navigation core and SwiftUI with it.
@_exported public import StapelCore

#if canImport(SwiftUI)
    @_exported public import SwiftUI
#elseif canImport(SwiftUIStub)
    @_exported public import SwiftUIStub
#endif
