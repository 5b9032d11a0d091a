import IssueReporting
@_spi(StapelUI) import StapelCore
import Testing

/// The decision behind the warning for a container drawn inside another's navigation.
@Suite("Nested container check")
struct NestedContainerCheckTests {
    @Test func aContainerOutsideAnyNavigationPasses() {
        #expect(ControlRequirement.checkNotNested(inner: "Step", enclosing: nil))
    }

    @Test func aContainerInsideAnotherWarnsNamingBothScreenTypesAndStackSegment() {
        withKnownIssue {
            #expect(!ControlRequirement.checkNotNested(inner: "Step", enclosing: "AppScreen"))
        } matching: { issue in
            (issue.error as? StapelWarning)?.kind == .nestedContainer
                && issue.description.contains("StapelStack of Step screens")
                && issue.description.contains("StapelStack of AppScreen screens")
                && issue.description.contains("StackSegment")
        }
    }
}
