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

    @Test func anIdentifierARestoreWouldRefuseLaterDoesNotMoveTheCounter() {
        // 2⁵² and above: the counter never gets there by counting, and must not be sent there.
        _ = RouteID(rawValue: 1 << 52)
        #expect(RouteID.unique().rawValue < 1 << 52)
        withRouteIDs(.incrementing) {
            _ = RouteID(rawValue: 1 << 52)
            #expect(RouteID.unique().rawValue == 1)
            _ = RouteID(rawValue: 41)
            #expect(RouteID.unique().rawValue == 42)
        }
    }
}
