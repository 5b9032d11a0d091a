import PropertyBased
import StapelCore
import Testing

@Suite("Link activation")
struct LinkActivationTests {
    @Test func tagIsActiveOnlyWhenSelected() {
        #expect(LinkActivation.isActive(selection: "b", tag: "b"))
        #expect(!LinkActivation.isActive(selection: "a", tag: "b"))
        #expect(!LinkActivation.isActive(selection: String?.none, tag: "b"))
    }

    @Test func turningATagOnSelectsIt() {
        #expect(LinkActivation.selection(settingActive: true, current: "a", tag: "b") == "b")
    }

    @Test func turningATagOffClearsOnlyItsOwnSelection() {
        #expect(LinkActivation.selection(settingActive: false, current: "b", tag: "b") == nil)
        #expect(LinkActivation.selection(settingActive: false, current: "a", tag: "b") == "a")
    }

    @Test func roundTripProperty() async {
        await propertyCheck(input: Gen.int(in: 0...3), Gen.int(in: 0...3).optional, Gen.bool) {
            tag, current, active in
            let next = LinkActivation.selection(settingActive: active, current: current, tag: tag)
            #expect(LinkActivation.isActive(selection: next, tag: tag) == active)
        }
    }

    @Test func itemMapping() {
        #expect(LinkActivation.isActive(item: Optional("Swift")))
        #expect(!LinkActivation.isActive(item: String?.none))
        #expect(LinkActivation.item(settingActive: false, current: Optional("Swift")) == nil)
        #expect(LinkActivation.item(settingActive: true, current: Optional("Swift")) == "Swift")
    }
}
