import PropertyBased
import StapelCore
import Testing

/// Options are kept out of line, and not at all when nothing is set: whichever way a value is
/// made or edited, equal options compare, hash and read alike.
@Suite("Route options, out of line")
struct RouteOptionsStorageTests {
    @Test func optionsMadeByTheInitializerOrByEditsAreTheSameValue() async {
        await propertyCheck(count: 1000, input: Gen.int()) { code in
            let made = randomOptions(code)
            var edited = RouteOptions()
            edited.detents = made.detents
            edited.selectedDetent = made.selectedDetent
            edited.isInteractiveDismissDisabled = made.isInteractiveDismissDisabled
            edited.popoverAdaptation = made.popoverAdaptation
            edited.backgroundInteraction = made.backgroundInteraction
            edited.zoomSource = made.zoomSource
            edited.inspectorWidth = made.inspectorWidth
            edited.inspectorWidthRange = made.inspectorWidthRange
            #expect(edited == made)
            #expect(edited.hashValue == made.hashValue)
            #expect(edited.isDefault == made.isDefault)
        }
    }

    @Test func settingEveryOptionBackToItsDefaultGivesTheDefaultOptions() async {
        await propertyCheck(count: 1000, input: Gen.int()) { code in
            var options = randomOptions(code)
            options.detents = []
            options.selectedDetent = nil
            options.isInteractiveDismissDisabled = false
            options.popoverAdaptation = nil
            options.backgroundInteraction = .automatic
            options.inspectorWidth = nil
            options.inspectorWidthRange = nil
            #expect(options.isDefault == (options.zoomSource == nil))
            options.zoomSource = nil
            #expect(options.isDefault)
            #expect(options == RouteOptions())
            #expect(options.hashValue == RouteOptions().hashValue)
        }
    }

    @Test func anEditLeavesEveryCopyAsItWas() async {
        await propertyCheck(count: 500, input: Gen.int()) { code in
            let original = randomOptions(code)
            var copy = original
            copy.isInteractiveDismissDisabled.toggle()
            copy.zoomSource = "edited"
            #expect(original == randomOptions(code))
            #expect(copy != original)
            #expect(copy.isInteractiveDismissDisabled != original.isInteractiveDismissDisabled)
        }
    }

    @Test func eachOptionAloneMakesTheOptionsDiffer() {
        let alone: [RouteOptions] = [
            RouteOptions(detents: [.medium]),
            RouteOptions(selectedDetent: .large),
            RouteOptions(isInteractiveDismissDisabled: true),
            RouteOptions(popoverAdaptation: .sheet),
            RouteOptions(backgroundInteraction: .enabled),
            RouteOptions(zoomSource: "photo-7"),
        ]
        for (index, options) in alone.enumerated() {
            #expect(!options.isDefault)
            #expect(options != RouteOptions())
            for (other, otherOptions) in alone.enumerated() where other != index {
                #expect(options != otherOptions)
            }
        }
        #expect(Set(alone + [RouteOptions()]).count == alone.count + 1)
    }
}
