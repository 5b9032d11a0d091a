#if !canImport(SwiftUI)
    import Foundation
    import SwiftUIStub
    import Testing

    struct Slider: View {
        @State private var changes: [CGFloat] = []
        @State private var ended = "none"
        @State private var container = 0

        var body: some View {
            GeometryReader { proxy in
                VStack {
                    Text("Width \(Int(proxy.size.width))")
                    Text("Changes \(changes.map { Int($0) })")
                    Text("Ended \(ended)")
                    Text("Container \(container)")
                    Text("Knob")
                        .offset(x: changes.last ?? 0)
                        .opacity(changes.isEmpty ? 1 : 0.5)
                        .gesture(
                            DragGesture(minimumDistance: 20)
                                .onChanged { changes.append($0.translation.width) }
                                .onEnded { value in
                                    ended =
                                        "\(Int(value.velocity.width)) to \(Int(value.predictedEndTranslation.width))"
                                })
                }
                .simultaneousGesture(DragGesture().onChanged { _ in container += 1 })
            }
        }
    }

    struct Blocked: View {
        var body: some View {
            Text("Blocked")
                .gesture(DragGesture().onChanged { _ in })
                .allowsHitTesting(false)
                .accessibilityHidden(true)
        }
    }

    struct FadingLabel: View {
        @State private var appeared = false

        var body: some View {
            VStack {
                Text("Faded").opacity(0).onAppear { appeared = true }
                Text("Appeared: \(appeared)")
            }
        }
    }

    @MainActor
    @Suite("Drags")
    struct DragTests {
        @Test func aDragReportsItsChangesAfterTheMinimumDistanceAndItsEnd() throws {
            let host = ViewHost(Slider())
            #expect(host.isShowing("Width 393"))
            let drag = try host.beginDrag(at: CGPoint(x: 10, y: 10))
            drag.move(to: CGPoint(x: 15, y: 10))
            #expect(!drag.isRecognized)
            drag.move(to: CGPoint(x: 20, y: 10))
            #expect(drag.isRecognized)
            #expect(host.isShowing("Changes []"))
            drag.move(to: CGPoint(x: 40, y: 10))
            drag.move(to: CGPoint(x: 110, y: 10))
            #expect(host.isShowing("Changes [30, 100]"))
            #expect(try host.find(text: "Knob").offset.width == 100)
            #expect(try host.find(text: "Knob").opacity == 0.5)
            drag.end(velocity: CGSize(width: 800, height: 0))
            #expect(host.isShowing("Ended 800 to 300"))
            #expect(drag.isFinished)
            drag.move(to: CGPoint(x: 300, y: 10))
            #expect(host.isShowing("Changes [30, 100]"))
        }

        @Test func aSimultaneousGestureAroundGetsTheDragToo() throws {
            let host = ViewHost(Slider())
            try host.drag(from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 0), steps: 2)
            #expect(host.isShowing("Container 2"))
            #expect(host.isShowing("Changes [50, 100]"))
            #expect(host.isShowing("Ended 0 to 100"))
        }

        @Test func aCancelledDragDoesNotEnd() throws {
            let host = ViewHost(Slider())
            let drag = try host.beginDrag(at: .zero)
            drag.move(to: CGPoint(x: 50, y: 0))
            drag.cancel()
            drag.end()
            #expect(host.isShowing("Ended none"))
        }

        @Test func touchesThatCannotReachAGestureFindNothing() throws {
            let host = ViewHost(Blocked())
            #expect(throws: HostError.self) { try host.beginDrag(at: .zero) }
            let element = try host.find(text: "Blocked")
            #expect(!element.isHitTestable)
            #expect(element.isAccessibilityHidden)
            let open = ViewHost(Text("Open"))
            #expect(try open.find(text: "Open").isHitTestable)
            #expect(try !open.find(text: "Open").isAccessibilityHidden)
        }

        @Test func aTransparentViewKeepsItsLifecycleButQueriesSkipIt() {
            let host = ViewHost(FadingLabel())
            #expect(!host.isShowing("Faded"))
            #expect(host.findAll(text: "Faded").isEmpty)
            #expect(!host.hierarchy.contains("Faded"))
            #expect(host.isShowing("Appeared: true"))
        }
    }
#endif
