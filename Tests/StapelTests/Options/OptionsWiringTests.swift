#if !canImport(SwiftUI)
    import Foundation
    @_spi(StapelUI) import StapelCore
    import Testing

    @testable import Stapel

    /// The bindings and values the SwiftUI layer hands SwiftUI for a route's options: each
    /// getter reads the core, each setter reports to it, each core value maps to SwiftUI's.
    @MainActor
    @Suite("SwiftUI wiring of presentation options")
    struct OptionsWiringTests {
        @Test func theDetentBindingReadsTheRouteAndReportsOnlyItsOwnDetents() throws {
            let stack = Stack<Int>()
            let id = try #require(
                stack.presentSheet(1, options: RouteOptions(detents: [.fraction(0.3), .large]))
                    .routeID)
            let entry = try #require(stack.entry(for: id))
            let binding = stack.detentBinding(for: entry)
            #expect(binding.wrappedValue == .fraction(0.3))
            binding.wrappedValue = .medium
            #expect(stack.routes[0].options.selectedDetent == nil)
            binding.wrappedValue = .large
            #expect(stack.routes[0].options.selectedDetent == .large)
            #expect(binding.wrappedValue == .large)
        }

        @Test func eachPresentationModifierHasItsOwnBinding() throws {
            let stack = Stack<Int>()
            let id = try #require(stack.presentPopover(1).routeID)
            let popover = stack.presentationBinding(over: stack.baseLayer, as: .popover)
            let sheet = stack.presentationBinding(over: stack.baseLayer, as: .sheet)
            #expect(popover.wrappedValue?.routeID == id)
            #expect(sheet.wrappedValue == nil)
            popover.wrappedValue = nil
            #expect(stack.routes.isEmpty)
        }

        @Test func aPresentedScreenLeavesItsZoomToItsLayer() throws {
            // SwiftUI takes one navigationTransition per presentation: the presented layer
            // applies it around its navigation, so its root screen must not apply it again.
            let stack = Stack<Int>()
            let sheet = try #require(
                stack.presentSheet(1, withNavigation: true, options: .zoom(from: "thumbnail"))
                    .routeID)
            let layer = try #require(stack.presentedLayer(startedBy: sheet) { _ in EmptyView() })
            #expect(layer.root.zooms == false)
        }

        @Test func theDetentsMapToSwiftUIsOneToOne() {
            let detents: [(SheetDetent, PresentationDetent)] = [
                (.medium, .medium), (.large, .large), (.fraction(0.5), .fraction(0.5)),
                (.height(200), .height(200)),
            ]
            for (detent, swiftUI) in detents {
                #expect(detent.presentationDetent == swiftUI)
            }
        }
    }
#endif
