#if !canImport(SwiftUI)
    import Foundation
    import SwiftUIStub
    import Testing

    /// A knob whose offset lives in gesture state: it follows the finger and goes back when the
    /// drag is over.
    struct Knob: View {
        let log: EventLog
        @GestureState(resetTransaction: Transaction(animation: .easeIn)) private var dragged = 0.0
        @GestureState private var grip: String?
        @GestureState(reset: { value, transaction in
            transaction.animation = value > 100 ? .easeOut : .linear
        })
        private var farthest = 0.0

        var body: some View {
            VStack {
                Text("Dragged \(Int(dragged)), grip \(grip ?? "none"), farthest \(Int(farthest))")
                Text("Knob")
                    .offset(x: dragged)
                    .gesture(
                        DragGesture()
                            .updating($dragged) { value, dragged, _ in
                                dragged = value.translation.width
                            }
                            .updating($grip) { _, grip, _ in grip = "held" }
                            .updating($farthest) { value, farthest, _ in
                                farthest = max(farthest, value.translation.width)
                            }
                            .onEnded { value in
                                log.record("ended at \(Int(value.translation.width))")
                            }
                    )
            }
            .onChange(of: dragged) { _, dragged in log.record("dragged \(Int(dragged))") }
        }
    }

    @MainActor
    @Suite("Gesture state")
    struct GestureStateTests {
        @Test func updatingFollowsTheDragAndTheEndPutsTheInitialValueBack() throws {
            let log = EventLog()
            let host = ViewHost(Knob(log: log))
            #expect(host.isShowing("Dragged 0, grip none, farthest 0"))
            let drag = try host.beginDrag(at: CGPoint(x: 10, y: 10))
            drag.move(to: CGPoint(x: 60, y: 10))
            #expect(host.isShowing("Dragged 50, grip held, farthest 50"))
            #expect(try host.find(text: "Knob").offset.width == 50)
            drag.move(to: CGPoint(x: 40, y: 10))
            #expect(host.isShowing("Dragged 30, grip held, farthest 50"))
            drag.end()
            #expect(host.isShowing("Dragged 0, grip none, farthest 0"))
            #expect(try host.find(text: "Knob").offset.width == 0)
            // `onEnded` ran first, then the states were reset.
            #expect(log.take() == ["dragged 50", "dragged 30", "ended at 30", "dragged 0"])
        }

        @Test func aCancelledDragResetsTheStateWithoutEnding() throws {
            let log = EventLog()
            let host = ViewHost(Knob(log: log))
            let drag = try host.beginDrag(at: CGPoint(x: 10, y: 10))
            drag.move(to: CGPoint(x: 210, y: 10))
            #expect(host.isShowing("Dragged 200, grip held, farthest 200"))
            drag.cancel()
            #expect(host.isShowing("Dragged 0, grip none, farthest 0"))
            #expect(log.take() == ["dragged 200", "dragged 0"])
            drag.end()
            drag.move(to: CGPoint(x: 100, y: 10))
            #expect(host.isShowing("Dragged 0, grip none, farthest 0"))
            #expect(log.take().isEmpty)
        }

        @Test func theResetHappensInTheResetTransaction() throws {
            let log = EventLog()
            let host = ViewHost(Knob(log: log))
            let far = try host.beginDrag(at: .zero)
            far.move(to: CGPoint(x: 150, y: 0))
            far.cancel()
            // The last state reset is `farthest`'s, whose closure chose from the value it had.
            #expect(host.lastTransaction(of: Knob.self)?.animation == .easeOut)
            let near = try host.beginDrag(at: .zero)
            near.move(to: CGPoint(x: 50, y: 0))
            near.end()
            #expect(host.lastTransaction(of: Knob.self)?.animation == .linear)
        }

        @Test func theUpdateAndTheResetRunInTheirTransactions() throws {
            let single = ViewHost(SingleKnob())
            let finger = try single.beginDrag(at: .zero)
            finger.move(to: CGPoint(x: 80, y: 0))
            #expect(single.isShowing("Single 80"))
            // The update ran in the transaction the `updating` body set up.
            #expect(single.lastTransaction(of: SingleKnob.self)?.animation == .linear)
            finger.cancel()
            #expect(single.isShowing("Single 0"))
            #expect(single.lastTransaction(of: SingleKnob.self)?.animation == .easeIn)
        }

        @Test func aSecondFingerDoesNotReachAGestureTheFirstHolds() throws {
            let log = EventLog()
            let host = ViewHost(Knob(log: log))
            let first = try host.beginDrag(at: .zero)
            first.move(to: CGPoint(x: 40, y: 0))
            let second = try host.beginDrag(at: CGPoint(x: 200, y: 0))
            second.move(to: CGPoint(x: 300, y: 0))
            #expect(!second.isRecognized)
            #expect(host.isShowing("Dragged 40, grip held, farthest 40"))
            second.end()
            #expect(host.isShowing("Dragged 40, grip held, farthest 40"))
            first.end()
            #expect(log.take() == ["dragged 40", "ended at 40", "dragged 0"])
            // Once the first finger lifted, the next one drags.
            let third = try host.beginDrag(at: .zero)
            third.move(to: CGPoint(x: 70, y: 0))
            #expect(third.isRecognized)
            #expect(host.isShowing("Dragged 70, grip held, farthest 70"))
        }
    }

    /// A knob with one animated gesture state.
    struct SingleKnob: View {
        @GestureState(initialValue: 0.0, resetTransaction: Transaction(animation: .easeIn))
        private var dragged

        var body: some View {
            Text("Single \(Int(dragged))")
                .gesture(
                    DragGesture().updating($dragged) { value, dragged, transaction in
                        dragged = value.translation.width
                        transaction.animation = .linear
                    })
        }
    }

    /// Gesture states made with each remaining initializer: optional ones that start at `nil`,
    /// and one made from `initialValue:` with a reset closure.
    struct GestureBadge: View {
        @GestureState(resetTransaction: Transaction(animation: .easeIn)) private var label: String?
        @GestureState(reset: { _, transaction in transaction.animation = .easeOut })
        private var count: Int?
        @GestureState(initialValue: 1, reset: { _, transaction in transaction.animation = .linear })
        private var scale: Int
        @GestureState(initialValue: "idle") private var phase: String

        var body: some View {
            Text("\(label ?? "none") \(count ?? 0) \(scale) \(phase)")
                .gesture(
                    DragGesture()
                        .updating($label) { _, label, _ in label = "dragging" }
                        .updating($count) { _, count, _ in count = (count ?? 0) + 1 }
                        .updating($scale) { _, scale, _ in scale = 2 }
                        .updating($phase) { _, phase, _ in phase = "moving" }
                )
        }
    }

    @MainActor
    @Suite("Gesture state: every initializer")
    struct GestureStateInitializerTests {
        @Test func eachStartsAtItsInitialValueAndComesBackToIt() throws {
            let host = ViewHost(GestureBadge())
            #expect(host.isShowing("none 0 1 idle"))
            let drag = try host.beginDrag(at: .zero)
            drag.move(to: CGPoint(x: 30, y: 0))
            drag.move(to: CGPoint(x: 60, y: 0))
            #expect(host.isShowing("dragging 2 2 moving"))
            drag.cancel()
            #expect(host.isShowing("none 0 1 idle"))
            // The last reset is `phase`'s, made with no reset transaction.
            #expect(host.lastTransaction(of: GestureBadge.self)?.animation == nil)
        }
    }
#endif
