#if !canImport(SwiftUI)
    import SwiftUIStub
    import Testing

    private struct AgeLabel: View {
        let profile: Profile
        var body: some View { Text("Age \(profile.age)") }
    }

    private struct NameLabel: View {
        let profile: Profile
        var body: some View { Text("Name \(profile.name)") }
    }

    private struct Animated: View {
        let profile: Profile

        var body: some View {
            VStack {
                AgeLabel(profile: profile)
                NameLabel(profile: profile)
            }
            .transaction { $0.isContinuous = true }
        }
    }

    private struct AgeText: View {
        let age: Int
        var body: some View { Text("Age \(age)") }
    }

    private struct NameText: View {
        let name: String
        var body: some View { Text("Name \(name)") }
    }

    private struct ValueAnimated: View {
        let profile: Profile

        var body: some View {
            VStack {
                AgeText(age: profile.age)
                NameText(name: profile.name)
            }
            .animation(.bouncy, value: profile.age)
            .transaction(value: profile.name) { $0.animation = .easeOut }
        }
    }

    private enum OriginKey: TransactionKey {
        static let defaultValue = "app"
    }

    @MainActor
    @Suite("Transactions")
    struct TransactionTests {
        @Test func withAnimationReachesTheUpdateItCaused() {
            let profile = Profile()
            let host = ViewHost(AgeLabel(profile: profile))
            withAnimation(.linear) { profile.age = 40 }
            host.update()
            #expect(host.lastTransaction(of: AgeLabel.self)?.animation == .linear)
            profile.age = 41
            host.update()
            #expect(host.lastTransaction(of: AgeLabel.self)?.animation == nil)
        }

        @Test func withTransactionCarriesItsValues() {
            let profile = Profile()
            let host = ViewHost(AgeLabel(profile: profile))
            var transaction = Transaction(animation: .easeIn)
            transaction.disablesAnimations = true
            transaction[OriginKey.self] = "deep link"
            withTransaction(transaction) { profile.age = 40 }
            host.update()
            let seen = host.lastTransaction(of: AgeLabel.self)
            #expect(seen?.disablesAnimations == true)
            #expect(seen?.animation == .easeIn)
            #expect(seen?[OriginKey.self] == "deep link")
            withTransaction(\.isContinuous, true) { profile.age = 41 }
            host.update()
            #expect(host.lastTransaction(of: AgeLabel.self)?.isContinuous == true)
            #expect(host.lastTransaction(of: AgeLabel.self)?[OriginKey.self] == "app")
        }

        @Test func aTransactionModifierChangesTheUpdatesOfTheViewsBelow() {
            let profile = Profile()
            let host = ViewHost(Animated(profile: profile))
            profile.age = 40
            host.update()
            #expect(host.lastTransaction(of: AgeLabel.self)?.isContinuous == true)
        }

        @Test func valueBasedAnimationsApplyOnlyWhenTheirValueChanges() {
            let profile = Profile()
            let host = ViewHost(ValueAnimated(profile: profile))
            profile.age = 40
            host.update()
            #expect(host.lastTransaction(of: AgeText.self)?.animation == .bouncy)
            profile.name = "Grace"
            host.update()
            #expect(host.lastTransaction(of: NameText.self)?.animation == .easeOut)
            #expect(host.lastTransaction(of: AgeText.self)?.animation == .bouncy)
            withTransaction(\.disablesAnimations, true) { profile.age = 41 }
            host.update()
            #expect(host.lastTransaction(of: AgeText.self)?.animation == nil)
        }

        @Test func anAnimationCompletionRunsOnceWhenTheAnimationEnds() async {
            let profile = Profile()
            let log = EventLog()
            let host = ViewHost(
                VStack {
                    AgeLabel(profile: profile)
                    AgeLabel(profile: profile)
                })
            withAnimation(.linear(duration: 1).delay(1).speed(2)) {
                profile.age = 40
            } completion: {
                log.record("done")
            }
            await host.advance(by: .milliseconds(1400))
            #expect(log.events.isEmpty)
            await host.advance(by: .milliseconds(200))
            #expect(log.take() == ["done"])
            await host.settle()
            #expect(log.events.isEmpty)
        }

        @Test func aCompletionWithoutAnAnimationRunsRightAfterTheUpdate() async {
            let log = EventLog()
            let profile = Profile()
            let host = ViewHost(AgeLabel(profile: profile))
            var transaction = Transaction()
            transaction.addAnimationCompletion(criteria: .removed) { log.record("removed") }
            withTransaction(transaction) { profile.age = 1 }
            #expect(log.events.isEmpty)
            await host.advance(by: .zero)
            #expect(log.take() == ["removed"])
        }

        @Test func animationsDescribeThemselves() {
            #expect(Animation.linear.description == "linear(duration: 0.35)")
            #expect(Animation.easeIn(duration: 1).description == "easeIn(duration: 1.0)")
            #expect(Animation.easeOut.description == "easeOut(duration: 0.35)")
            #expect(Animation.easeInOut.description == "easeInOut(duration: 0.35)")
            #expect(
                Animation.timingCurve(0.1, 0.2, 0.3, 0.4).description
                    == "timingCurve(0.1, 0.2, 0.3, 0.4, duration: 0.35)")
            #expect(
                Animation.spring(response: 0.3, dampingFraction: 0.5).description
                    == "spring(response: 0.3, dampingFraction: 0.5)")
            #expect(Animation.spring.description == "spring(duration: 0.5, bounce: 0.0)")
            #expect(Animation.snappy.description == "spring(duration: 0.5, bounce: 0.15)")
            #expect(Animation.smooth != Animation.bouncy)
            #expect(Animation.interactiveSpring().description.hasPrefix("spring(response: 0.15"))
            #expect(
                Animation.default.delay(1).speed(2).description.hasSuffix(".delay(1.0).speed(2.0)"))
            #expect(Set([Animation.linear, .linear]).count == 1)
            #expect(AnimationCompletionCriteria.logicallyComplete != .removed)
        }
    }
#endif
