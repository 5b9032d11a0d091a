#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    private enum AccentKey: EnvironmentKey {
        static let defaultValue = "blue"
    }

    extension EnvironmentValues {
        fileprivate var accent: String {
            get { self[AccentKey.self] }
            set { self[AccentKey.self] = newValue }
        }
    }

    private struct AccentReader: View {
        @Environment(\.accent) private var accent

        var body: some View {
            Text("Accent \(accent)")
        }
    }

    private struct Bystander: View {
        var body: some View {
            Text("Bystander")
        }
    }

    private struct Themed: View {
        let library: Library

        var body: some View {
            VStack {
                AccentReader()
                Bystander()
            }
            .environment(\.accent, library.flag ? "red" : "green")
        }
    }

    private struct ProfileReader: View {
        @Environment(Profile.self) private var profile

        var body: some View {
            Text("Profile \(profile.name)")
        }
    }

    private struct ObjectThemed: View {
        let library: Library
        let first: Profile
        let second: Profile

        var body: some View {
            VStack {
                ProfileReader()
                Text("Books \(library.books.count)")
            }
            .environment(library.flag ? second : first)
            .environment(\.accent, "\(library.books.count)")
        }
    }

    private struct OptionalProfileReader: View {
        @Environment(Profile.self) private var profile: Profile?

        var body: some View {
            Text(profile.map { "Found \($0.name)" } ?? "No profile")
        }
    }

    private struct EnabledReader: View {
        @Environment(\.isEnabled) private var isEnabled
        @Environment(\.layoutDirection) private var direction

        var body: some View {
            Text(
                "\(isEnabled ? "enabled" : "disabled") \(direction == .leftToRight ? "ltr" : "rtl")"
            )
        }
    }

    @MainActor
    @Suite("Environment")
    struct EnvironmentTests {
        @Test func aValueSetByKeyPathReachesTheViewsInside() {
            let library = Library()
            let host = ViewHost(Themed(library: library))
            #expect(host.isShowing("Accent green"))
            library.flag = true
            #expect(host.isShowing("Accent red"))
        }

        @Test func aChangedValueUpdatesOnlyTheViewsThatReadIt() {
            let library = Library()
            let host = ViewHost(Themed(library: library))
            host.resetEvaluationCounts()
            library.flag = true
            host.update()
            #expect(host.evaluationCount(of: AccentReader.self) == 1)
            #expect(host.evaluationCount(of: Bystander.self) == 0)
        }

        @Test func anObjectReaderRunsAgainOnlyForAnotherObject() {
            let library = Library()
            let first = Profile()
            let second = Profile()
            second.name = "Grace"
            let host = ViewHost(ObjectThemed(library: library, first: first, second: second))
            host.resetEvaluationCounts()
            library.books.append("Ulysses")
            host.update()
            #expect(host.evaluationCount(of: ObjectThemed.self) == 1)
            #expect(host.evaluationCount(of: ProfileReader.self) == 0)
            library.flag = true
            #expect(host.isShowing("Profile Grace"))
            #expect(host.evaluationCount(of: ProfileReader.self) == 1)
        }

        @Test func transformEnvironmentChangesTheValueBelow() {
            let host = ViewHost(
                AccentReader().transformEnvironment(\.accent) { $0 += "-ish" })
            #expect(host.isShowing("Accent blue-ish"))
        }

        @Test func anObservableObjectIsFoundByItsType() {
            let profile = Profile()
            let host = ViewHost(ProfileReader().environment(profile))
            #expect(host.isShowing("Profile Ada"))
            profile.name = "Grace"
            #expect(host.isShowing("Profile Grace"))
        }

        @Test func anOptionalReadFindsTheObjectOrNil() {
            let without = ViewHost(OptionalProfileReader())
            #expect(without.isShowing("No profile"))
            let with = ViewHost(OptionalProfileReader().environment(Profile()))
            #expect(with.isShowing("Found Ada"))
            let cleared = ViewHost(
                OptionalProfileReader().environment(Profile?.none).environment(Profile()))
            #expect(cleared.isShowing("No profile"))
        }

        @Test func disabledTurnsControlsOffBelowIt() throws {
            let host = ViewHost(
                VStack {
                    EnabledReader()
                    Button("Go") {}
                }
                .disabled(true)
                .disabled(false))
            #expect(host.isShowing("disabled ltr"))
            #expect(!(try host.find(text: "Go").isEnabled))
            #expect(throws: HostError.self) { try host.tap("Go") }
        }

        @Test func defaultsApplyOutsideAnyOverride() {
            let host = ViewHost(EnabledReader())
            #expect(host.isShowing("enabled ltr"))
            var values = EnvironmentValues()
            values.layoutDirection = .rightToLeft
            values.accent = "pink"
            #expect(values.layoutDirection == .rightToLeft)
            #expect(values.description.contains("AccentKey = pink"))
            #expect(LayoutDirection.allCases.count == 2)
        }

        @Test func anEnvironmentOutsideAViewReadsTheDefault() {
            let accent = Environment(\.accent)
            #expect(accent.wrappedValue == "blue")
        }
    }
#endif
