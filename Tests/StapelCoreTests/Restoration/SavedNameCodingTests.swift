import Foundation
import PropertyBased
import StapelCore
import Testing

/// The error a value saved by name throws for a name that stands for no value, or `nil` if the
/// name decodes.
private func decodingError<Value: Decodable>(_ type: Value.Type, _ name: String) -> String? {
    do {
        let json = try JSONEncoder().encode(name)
        _ = try JSONDecoder().decode(type, from: json)
        return nil
    } catch DecodingError.dataCorrupted(let context) {
        return context.debugDescription
    } catch {
        return "unexpected \(error)"
    }
}

/// The start of a name that an error quotes: at most 200 Unicode scalars.
private func quoted(_ name: String) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: name.unicodeScalars.prefix(200))
    return text
}

/// Sheet detents, background interactions and route styles are saved as their names, by one
/// rule: a name that stands for no value is refused as corrupted data that says what kind of
/// value it is not, and quotes the name, cut to the cap every error shares.
@Suite("Values saved by name")
struct SavedNameCodingTests {
    @Test func anUnknownNameIsRefusedNamingTheKindAndQuotingTheName() async {
        let tally = Tally()
        await propertyCheck(count: 500, input: Gen.int(), Gen.int(in: 0...300)) { code, repeats in
            let name = randomText(code) + String(repeating: "x", count: repeats)
            tally.add(name.unicodeScalars.count > 200 ? "long" : "short")
            #expect(
                decodingError(SheetDetent.self, name)
                    == "unknown sheet detent \"\(quoted(name))\"")
            #expect(
                decodingError(BackgroundInteraction.self, name)
                    == "unknown background interaction \"\(quoted(name))\"")
            #expect(
                decodingError(RouteStyle.self, name) == "unknown route style \"\(quoted(name))\"")
        }
        #expect(tally["long"] > 50)
        #expect(tally["short"] > 50)
    }

    @Test func aSavedNameIsReadBackAsItsValue() throws {
        let detents: [SheetDetent] = [.medium, .large, .fraction(0.25), .height(220)]
        let interactions: [BackgroundInteraction] = [
            .automatic, .enabled, .disabled, .enabled(upThrough: .fraction(0.5)),
        ]
        let styles: [RouteStyle] = [
            .push, .sheet(withNavigation: false), .popover(withNavigation: true),
            .fullScreenCover(withNavigation: true),
        ]
        for detent in detents {
            let json = try JSONEncoder().encode(detent)
            #expect(String(decoding: json, as: UTF8.self) == "\"\(detent)\"")
            #expect(try JSONDecoder().decode(SheetDetent.self, from: json) == detent)
        }
        for interaction in interactions {
            let json = try JSONEncoder().encode(interaction)
            #expect(String(decoding: json, as: UTF8.self) == "\"\(interaction)\"")
            #expect(try JSONDecoder().decode(BackgroundInteraction.self, from: json) == interaction)
        }
        for style in styles {
            let json = try JSONEncoder().encode(style)
            #expect(try JSONDecoder().decode(RouteStyle.self, from: json) == style)
        }
    }
}
