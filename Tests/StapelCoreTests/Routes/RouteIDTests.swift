import StapelCore
import Testing

@Suite("Route identifiers from outside")
struct RouteIDFromOutsideTests {
    @Test func anEnormousIdentifierDoesNotMakeFreshOnesWrapAround() {
        let before = RouteID.unique()
        _ = RouteID(rawValue: .max)
        _ = RouteID(rawValue: (1 << 63) + 5)
        let after = RouteID.unique()
        #expect(after > before)
        #expect(after.rawValue < 1 << 63)
    }
}
