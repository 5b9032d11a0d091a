import Foundation
import StapelCore
import Testing

@Suite("Route identifiers from outside")
struct RouteIDFromOutsideTests {
    @Test func anIdentifierIsCodedAsItsNumberAndDecodingMovesTheCounterPastIt() throws {
        let far = RouteID.unique().rawValue + 1_000
        // Read from text no identifier of this process made, so only the decoding moves it.
        let decoded = try JSONDecoder().decode([RouteID].self, from: Data("[\(far)]".utf8))
        #expect(decoded.map(\.rawValue) == [far])
        #expect(RouteID.unique().rawValue > far)
        let data = try JSONEncoder().encode(decoded)
        #expect(String(decoding: data, as: UTF8.self) == "[\(far)]")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RouteID.self, from: Data(#""seven""#.utf8))
        }
    }

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
