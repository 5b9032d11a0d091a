import Foundation
import PropertyBased
import StapelCore
import Testing

@Suite("Route options: their saved form")
struct RouteOptionsCodingTests {
    private func json(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func decode<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(text.utf8))
    }

    @Test func optionsAtTheirDefaultsAreLeftOut() throws {
        #expect(try json(RouteOptions()) == "{}")
        #expect(try json(RouteOptions(popoverAdaptation: .sheet)) == #"{"popover":"sheet"}"#)
        #expect(try json(RouteOptions.zoom(from: "photo-7")) == #"{"zoom":"photo-7"}"#)
        let every = RouteOptions(
            detents: [.fraction(0.25), .medium, .height(300), .large], selectedDetent: .medium,
            isInteractiveDismissDisabled: true, popoverAdaptation: .fullScreenCover,
            backgroundInteraction: .enabled(upThrough: .medium), zoomSource: "7")
        #expect(
            try json(every)
                == #"{"background":"enabled:medium","detents":["fraction:0.25","medium","height:300.0","large"],"#
                + #""dismissDisabled":true,"popover":"fullScreenCover","selected":"medium","zoom":"7"}"#
        )
        #expect(try decode(RouteOptions.self, try json(every)) == every)
    }

    @Test func detentsAndInteractionsReadTheirSavedNamesOnly() throws {
        let detents: [(String, SheetDetent)] = [
            ("medium", .medium), ("large", .large), ("fraction:1.0", .fraction(1)),
            ("fraction:0.5", .fraction(0.5)), ("height:12.5", .height(12.5)),
        ]
        for (name, detent) in detents {
            #expect(try decode(SheetDetent.self, "\"\(name)\"") == detent)
            #expect(try decode(SheetDetent.self, try json(detent)) == detent)
        }
        for bad in [
            "small", "fraction:0", "fraction:1.5", "fraction:-0.1", "height:0", "height:nan",
            "height:inf", "fraction:", "height", "width:3", "medium:1",
        ] {
            #expect(throws: DecodingError.self, "\(bad)") {
                try decode(SheetDetent.self, "\"\(bad)\"")
            }
        }
        let interactions: [(String, BackgroundInteraction)] = [
            ("automatic", .automatic), ("enabled", .enabled), ("disabled", .disabled),
            ("enabled:large", .enabled(upThrough: .large)),
            ("enabled:height:100.0", .enabled(upThrough: .height(100))),
        ]
        for (name, interaction) in interactions {
            #expect(try decode(BackgroundInteraction.self, "\"\(name)\"") == interaction)
            #expect(interaction.description == name)
        }
        for bad in ["on", "enabled:", "enabled:tall", "disabled:medium"] {
            #expect(throws: DecodingError.self, "\(bad)") {
                try decode(BackgroundInteraction.self, "\"\(bad)\"")
            }
        }
        #expect(SheetDetent.fraction(0.25).description == "fraction:0.25")
    }

    @Test func unknownKeysAreIgnoredAndBadValuesRefused() throws {
        let later = try decode(
            RouteOptions.self, #"{"popover":"popover","cornerRadius":12,"zoom":"a"}"#)
        #expect(later == RouteOptions(popoverAdaptation: .popover, zoomSource: "a"))
        for bad in [
            #"{"detents":"medium"}"#, #"{"popover":"drawer"}"#, #"{"dismissDisabled":1}"#,
            #"{"zoom":7}"#, #"{"selected":"tall"}"#, #"[]"#,
        ] {
            #expect(throws: DecodingError.self, "\(bad)") { try decode(RouteOptions.self, bad) }
        }
    }

    @Test func zoomSourcesAreTextFromAnyIdentifier() throws {
        let uuid = UUID()
        #expect(RouteOptions.zoom(from: uuid).zoomSource == uuid.uuidString)
        #expect(RouteOptions.zoom(from: 42).zoomSource == "42")
        #expect(RouteOptions.zoom(from: "a").zoomSource == "a")
        #expect(try decode(RouteOptions.self, #"{"zoom":"photo"}"#).zoomSource == "photo")
    }

    @Test func everyOptionsValueSurvivesItsSavedForm() async {
        await propertyCheck(count: 1000, input: Gen.int()) { code in
            let options = randomOptions(code)
            let encoded = try? JSONEncoder().encode(options)
            let decoded = encoded.flatMap { try? JSONDecoder().decode(RouteOptions.self, from: $0) }
            #expect(decoded == options)
            #expect(options.isDefault == (options == RouteOptions()))
        }
    }
}
