#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    /// Owns a flag and a counter. Its content gets `$flag` in whatever position the test puts
    /// it; "Other" changes only the counter, so the owner's body runs again and hands the
    /// content the same binding, made anew.
    private struct FlagOwner<Content: View>: View {
        @State private var flag = false
        @State private var other = 0
        let content: (Binding<Bool>) -> Content

        var body: some View {
            VStack {
                Text("Other \(other)")
                Button("Flip") { flag.toggle() }
                Button("Other") { other += 1 }
                content($flag)
            }
        }
    }

    /// Hands its content on unchanged when its own counter changes: the content's inputs are
    /// then the very same values as before.
    private struct Relay<Content: View>: View {
        @State private var relayed = 0
        let content: Content

        var body: some View {
            VStack {
                Text("Relayed \(relayed)")
                Button("Relay") { relayed += 1 }
                content
            }
        }
    }

    /// What every child below shows: the flag, and a log entry when `onChange(of:)` sees it
    /// change.
    @MainActor
    private func watching(_ flag: Bool, log: EventLog) -> some View {
        Text(flag ? "On" : "Off")
            .onChange(of: flag) { _, new in log.record("saw \(new)") }
    }

    private struct PlainChild: View {
        let flag: Binding<Bool>
        let log: EventLog

        var body: some View { watching(flag.wrappedValue, log: log) }
    }

    private struct OptionalChild: View {
        let flag: Binding<Bool>?
        let log: EventLog

        var body: some View { watching(flag?.wrappedValue ?? false, log: log) }
    }

    /// A struct that carries a binding.
    private struct FlagHolder {
        let title: String
        let flag: Binding<Bool>
    }

    private struct StructChild: View {
        let holder: FlagHolder
        let log: EventLog

        var body: some View { watching(holder.flag.wrappedValue, log: log) }
    }

    /// An enum with a binding in one case's payload.
    private enum FlagSource {
        case fixed(Bool)
        case bound(label: String, flag: Binding<Bool>)

        var value: Bool {
            switch self {
            case .fixed(let value): value
            case .bound(_, let flag): flag.wrappedValue
            }
        }
    }

    private struct EnumChild: View {
        let source: FlagSource
        let log: EventLog

        var body: some View { watching(source.value, log: log) }
    }

    private struct TupleChild: View {
        let pair: (title: String, flag: Binding<Bool>)
        let log: EventLog

        var body: some View { watching(pair.flag.wrappedValue, log: log) }
    }

    private struct ArrayChild: View {
        let flags: [Binding<Bool>]
        let log: EventLog

        var body: some View { watching(flags.allSatisfy(\.wrappedValue), log: log) }
    }

    private struct DictionaryChild: View {
        let flags: [String: Binding<Bool>]
        let log: EventLog

        var body: some View { watching(flags["flag"]?.wrappedValue ?? false, log: log) }
    }

    @MainActor
    @Suite("Binding comparison")
    struct BindingComparisonTests {
        /// Checks both directions for a child that takes `$flag`: the owner's body running
        /// again for another reason skips the child; a change of the flag runs the child's body,
        /// and its `onChange(of:)` sees the new value, each way.
        private func expectFollowsTheFlag<Child: View>(
            _ child: Child.Type, in host: ViewHost, log: EventLog,
            skippedBy unrelatedChange: String = "Other",
            sourceLocation: SourceLocation = #_sourceLocation
        ) throws {
            #expect(host.isShowing("Off"), sourceLocation: sourceLocation)
            host.resetEvaluationCounts()
            try host.tap(unrelatedChange)
            #expect(host.evaluationCount(of: Child.self) == 0, sourceLocation: sourceLocation)
            try host.tap("Flip")
            #expect(host.evaluationCount(of: Child.self) == 1, sourceLocation: sourceLocation)
            #expect(log.take() == ["saw true"], sourceLocation: sourceLocation)
            #expect(host.isShowing("On"), sourceLocation: sourceLocation)
            try host.tap(unrelatedChange)
            #expect(host.evaluationCount(of: Child.self) == 1, sourceLocation: sourceLocation)
            try host.tap("Flip")
            #expect(host.evaluationCount(of: Child.self) == 2, sourceLocation: sourceLocation)
            #expect(log.take() == ["saw false"], sourceLocation: sourceLocation)
        }

        @Test func aPlainBindingIsANewInputOnlyWhenItsValueChanged() throws {
            let log = EventLog()
            let host = ViewHost(FlagOwner { PlainChild(flag: $0, log: log) })
            try expectFollowsTheFlag(PlainChild.self, in: host, log: log)
        }

        @Test func anOptionalBindingIsComparedByTheBindingsRule() throws {
            let log = EventLog()
            let host = ViewHost(FlagOwner { OptionalChild(flag: $0, log: log) })
            try expectFollowsTheFlag(OptionalChild.self, in: host, log: log)
        }

        @Test func aBindingInsideAStructIsComparedByTheBindingsRule() throws {
            let log = EventLog()
            let host = ViewHost(
                FlagOwner { StructChild(holder: FlagHolder(title: "t", flag: $0), log: log) })
            try expectFollowsTheFlag(StructChild.self, in: host, log: log)
        }

        @Test func aBindingInAnEnumPayloadIsComparedByTheBindingsRule() throws {
            let log = EventLog()
            let host = ViewHost(
                FlagOwner { EnumChild(source: .bound(label: "l", flag: $0), log: log) })
            try expectFollowsTheFlag(EnumChild.self, in: host, log: log)
        }

        @Test func aBindingInATupleIsComparedByTheBindingsRule() throws {
            let log = EventLog()
            let host = ViewHost(FlagOwner { TupleChild(pair: ("t", $0), log: log) })
            try expectFollowsTheFlag(TupleChild.self, in: host, log: log)
        }

        @Test func aBindingInAnArrayIsComparedByTheBindingsRule() throws {
            let log = EventLog()
            let host = ViewHost(FlagOwner { Relay(content: ArrayChild(flags: [$0], log: log)) })
            try expectFollowsTheFlag(ArrayChild.self, in: host, log: log, skippedBy: "Relay")
            // A new array is a new input, even with the same bindings in it: the host compares
            // an array's storage first.
            host.resetEvaluationCounts()
            try host.tap("Other")
            #expect(host.evaluationCount(of: ArrayChild.self) == 1)
            #expect(log.take().isEmpty)
        }

        @Test func aBindingInADictionaryIsComparedByTheBindingsRule() throws {
            let log = EventLog()
            let host = ViewHost(
                FlagOwner { Relay(content: DictionaryChild(flags: ["flag": $0], log: log)) })
            try expectFollowsTheFlag(DictionaryChild.self, in: host, log: log, skippedBy: "Relay")
        }

        @Test func aMemberBindingFollowsItsStateLikeTheStateBinding() throws {
            let log = EventLog()
            // A member binding through the identity key path: a location of its own, kept by
            // the state's location, with the value projected from the state's.
            let host = ViewHost(
                FlagOwner { flag in
                    StructChild(
                        holder: FlagHolder(title: "t", flag: flag[dynamicMember: \.self]),
                        log: log)
                })
            try expectFollowsTheFlag(StructChild.self, in: host, log: log)
        }

        @Test func constantAndClosureBindingsAreNewInputsEveryTime() throws {
            let log = EventLog()
            let constant = ViewHost(FlagOwner { _ in PlainChild(flag: .constant(false), log: log) })
            constant.resetEvaluationCounts()
            try constant.tap("Other")
            #expect(constant.evaluationCount(of: PlainChild.self) == 1)
            let box = Box(false)
            let closures = ViewHost(
                FlagOwner { _ in
                    PlainChild(
                        flag: Binding(get: { box.value }, set: { box.value = $0 }), log: log)
                })
            closures.resetEvaluationCounts()
            try closures.tap("Other")
            #expect(closures.evaluationCount(of: PlainChild.self) == 1)
            #expect(log.take().isEmpty)
        }

        @Test func aBindingFromClosuresRunsNoAppCodeWhenMade() {
            let reads = Box(0)
            let binding = Binding(
                get: {
                    reads.value += 1
                    return reads.value
                }, set: { _ in })
            #expect(reads.value == 0)
            #expect(binding.wrappedValue == 1)
            #expect(Binding.constant(3).transaction(Transaction()).wrappedValue == 3)
        }
    }
#endif
