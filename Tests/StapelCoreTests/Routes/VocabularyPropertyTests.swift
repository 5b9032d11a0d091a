import IssueReporting
import PropertyBased
import StapelCore
import Testing

/// One operation of the shared vocabulary, spelled the same on a `Stack` and on a route list.
enum VocabularyOperation: CustomStringConvertible {
    case push(Int)
    case present(Int, RouteStyle)
    case presentSheet(Int)
    case presentCover(Int)
    case pop(Int)
    case popToRoot
    case popTo(RouteTarget<Int>)
    case dismiss, dismissAll
    case goBack(Int)
    case goBackToRoot
    case goBackTo(RouteTarget<Int>)
    case replaceTop(Int)

    static let names = ["a", "b", "c", "d", "e"]

    init(code: Int) {
        let parameter = code / 16 % 6
        let targets: [RouteTarget<Int>] = [
            .root, .name(Self.names[parameter % 5]), .screen(parameter),
            .matching { $0.screen > 3 },
            .id(RouteID.unique()), .index(parameter * 2 - 3),
        ]
        switch code % 16 {
        case 0, 1, 2: self = .push(parameter)
        case 3:
            let navigation = parameter < 3
            let styles: [RouteStyle] = [
                .sheet(withNavigation: navigation), .fullScreenCover(withNavigation: navigation),
                .popover(withNavigation: navigation), .push,
            ]
            self = .present(parameter, styles[code / 96 % 4])
        case 4: self = .presentSheet(parameter)
        case 5: self = .presentCover(parameter)
        case 6: self = .pop(parameter - 1)
        case 7: self = .popToRoot
        case 8: self = .popTo(targets[parameter])
        case 9: self = .dismiss
        case 10: self = .dismissAll
        case 11: self = .goBack(parameter - 1)
        case 12: self = .goBackToRoot
        case 13: self = .goBackTo(targets[parameter])
        default: self = .replaceTop(parameter)
        }
    }

    var description: String {
        switch self {
        case .push(let screen): "push(\(screen))"
        case .present(let screen, let style):
            "present(\(screen), \(style))"
        case .presentSheet(let screen): "presentSheet(\(screen))"
        case .presentCover(let screen): "presentCover(\(screen))"
        case .pop(let count): "pop(\(count))"
        case .popToRoot: "popToRoot()"
        case .popTo(let target): "pop(to: \(target))"
        case .dismiss: "dismiss()"
        case .dismissAll: "dismissAll()"
        case .goBack(let count): "goBack(\(count))"
        case .goBackToRoot: "goBackToRoot()"
        case .goBackTo(let target): "goBack(to: \(target))"
        case .replaceTop(let screen): "replaceTop(\(screen))"
        }
    }
}

/// The same operations on a `Stack` and on `[Route<Screen>]` leave the same routes, return the
/// same removed screens and report the same warnings (issue 18: one vocabulary, one home per
/// rule).
@MainActor
@Suite("One vocabulary on stacks and route lists")
struct VocabularyPropertyTests {
    /// The name a screen is added with: screen 4 goes unnamed, and screens 0 and 5 share `"a"`,
    /// so that random sequences often repeat a name (issue 18.5: refused on both).
    static func name(_ screen: Int) -> String? {
        screen == 4 ? nil : VocabularyOperation.names[screen % 5]
    }

    /// What an addition returns, in the form of a removal's: the screen added, or nothing.
    static func added(_ id: RouteID?, _ screen: Int) -> [Int] { id == nil ? [] : [screen] }

    /// Applies an operation to a stack; returns the removed screens, or the added one.
    @discardableResult
    func apply(_ operation: VocabularyOperation, to stack: Stack<Int>) -> [Int]? {
        switch operation {
        case .push(let screen):
            return Self.added(stack.push(screen, name: Self.name(screen)).routeID, screen)
        case .present(let screen, let style):
            let result = stack.present(screen, style: style, name: Self.name(screen))
            return Self.added(result.routeID, screen)
        case .presentSheet(let screen):
            return Self.added(stack.presentSheet(screen, name: Self.name(screen)).routeID, screen)
        case .presentCover(let screen):
            let result = stack.presentCover(screen, withNavigation: true, name: Self.name(screen))
            return Self.added(result.routeID, screen)
        case .pop(let count): return stack.pop(count).map(\.screen)
        case .popToRoot: return stack.popToRoot().map(\.screen)
        case .popTo(let target): return stack.pop(to: target).map(\.screen)
        case .dismiss: return stack.dismiss().map(\.screen)
        case .dismissAll: return stack.dismissAll().map(\.screen)
        case .goBack(let count): return stack.goBack(count).map(\.screen)
        case .goBackToRoot: return stack.goBackToRoot().map(\.screen)
        case .goBackTo(let target): return stack.goBack(to: target).map(\.screen)
        case .replaceTop(let screen):
            return Self.added(stack.replaceTop(with: screen, name: Self.name(screen)), screen)
        }
    }

    /// Applies an operation to a route list; returns the removed screens, or the added one.
    @discardableResult
    func apply(_ operation: VocabularyOperation, to routes: inout [Route<Int>]) -> [Int]? {
        switch operation {
        case .push(let screen):
            return Self.added(routes.push(screen, name: Self.name(screen)), screen)
        case .present(let screen, let style):
            let id = routes.present(screen, style: style, name: Self.name(screen))
            return Self.added(id, screen)
        case .presentSheet(let screen):
            return Self.added(routes.presentSheet(screen, name: Self.name(screen)), screen)
        case .presentCover(let screen):
            let id = routes.presentCover(screen, withNavigation: true, name: Self.name(screen))
            return Self.added(id, screen)
        case .pop(let count): return routes.pop(count).map(\.screen)
        case .popToRoot: return routes.popToRoot().map(\.screen)
        case .popTo(let target): return routes.pop(to: target).map(\.screen)
        case .dismiss: return routes.dismiss().map(\.screen)
        case .dismissAll: return routes.dismissAll().map(\.screen)
        case .goBack(let count): return routes.goBack(count).map(\.screen)
        case .goBackToRoot: return routes.goBackToRoot().map(\.screen)
        case .goBackTo(let target): return routes.goBack(to: target).map(\.screen)
        case .replaceTop(let screen):
            return Self.added(routes.replaceTop(with: screen, name: Self.name(screen)), screen)
        }
    }

    @Test func aStackAndARouteListAgreeOnRandomOperationSequences() async {
        let tally = Tally()
        await propertyCheck(count: 500, input: Gen.int(in: 0...10_000).array(of: 1...40)) { codes in
            let stack = Stack<Int>()
            var routes: [Route<Int>] = []
            for code in codes {
                let operation = VocabularyOperation(code: code)
                let stackWarnings = WarningRecorder()
                let listWarnings = WarningRecorder()
                let fromStack = withIssueReporters([stackWarnings]) { apply(operation, to: stack) }
                let fromList = withIssueReporters([listWarnings]) {
                    apply(operation, to: &routes)
                }
                #expect(fromStack == fromList, "\(operation)")
                #expect(stackWarnings.kinds == listWarnings.kinds, "\(operation)")
                #expect(stack.routes.map(\.screen) == routes.map(\.screen), "after \(operation)")
                #expect(stack.routes.map(\.style) == routes.map(\.style), "after \(operation)")
                #expect(stack.routes.map(\.name) == routes.map(\.name), "after \(operation)")
                #expect(stack.canPop == routes.canPop, "after \(operation)")
                #expect(stack.canGoBack == routes.canGoBack, "after \(operation)")
                // Names stay unique: a route that would repeat one is refused on both.
                #expect(RouteListError.firstError(in: routes) == nil, "after \(operation)")
                if stackWarnings.kinds.contains(.duplicateName) { tally.add("duplicate name") }
                if fromList?.isEmpty == false, case .replaceTop = operation {
                    tally.add("replaced")
                }
            }
        }
        #expect(tally["duplicate name"] > 100)
        #expect(tally["replaced"] > 100)
    }

    @Test func theSharedNamesDoWhatTheStacksDo() {
        var routes: [Route<TestScreen>] = []
        routes.push(.inbox, name: "inbox")
        routes.push(.chat(1))
        routes.presentSheet(.compose, withNavigation: true)
        routes.push(.settings)
        let popped = expectWarning(.belowPresentation) { routes.pop(to: .name("inbox")) }
        #expect(popped.isEmpty)
        #expect(routes.map(\.screen) == [.inbox, .chat(1), .compose, .settings])
        #expect(routes.goBack(to: .name("inbox")).map(\.screen) == [.chat(1), .compose, .settings])
        routes.presentCover(.profile(2))
        #expect(routes.canGoBack && !routes.canPop)
        #expect(routes.goBackToRoot().map(\.screen) == [.inbox, .profile(2)])
        #expect(routes.isEmpty)
    }
}

/// Back to an index and back to a type, on a stack and on a route list (issue 18, FlowStacks).
@MainActor
@Suite("Index and type targets")
struct IndexAndTypeTargetTests {
    struct Recipe: Hashable, Sendable { var id: Int }

    @Test func backToAnIndexKeepsThatRouteOnTop() {
        let stack = Stack<TestScreen>(routes: [
            .push(.inbox), .push(.chat(1)), .sheet(.compose, withNavigation: true),
            .push(.settings),
        ])
        var routes = stack.routes
        #expect(stack.goBack(to: .index(1)).map(\.screen) == [.compose, .settings])
        #expect(routes.goBack(to: .index(1)).map(\.screen) == [.compose, .settings])
        #expect(stack.screens == [.inbox, .chat(1)])
        #expect(routes.map(\.screen) == [.inbox, .chat(1)])
        #expect(stack.pop(to: .index(0)).map(\.screen) == [.chat(1)])
        #expect(routes.pop(to: .index(0)).map(\.screen) == [.chat(1)])
    }

    @Test func popToAnIndexStaysInsideTheNavigationOnTop() {
        var routes: [Route<TestScreen>] = [
            .push(.inbox), .sheet(.compose, withNavigation: true), .push(.settings),
        ]
        let popped = expectWarning(.belowPresentation) { routes.pop(to: .index(0)) }
        #expect(popped.isEmpty)
        #expect(routes.pop(to: .index(1)).map(\.screen) == [.settings])
    }

    @Test func anIndexOutsideTheListWarns() {
        let stack = Stack<TestScreen>(routes: [.push(.inbox)])
        var routes = stack.routes
        expectWarning(.indexOutOfRange) { stack.goBack(to: .index(3)) }
        expectWarning(.indexOutOfRange) { routes.goBack(to: .index(-1)) }
        #expect(stack.depth == 1)
        #expect(routes.count == 1)
    }

    @Test func backToATypeFindsTheTopmostScreenOfThatType() {
        let stack = Stack<AnyScreen>(routes: [
            .push(AnyScreen(Recipe(id: 1))), .push(AnyScreen(Recipe(id: 2))),
            .push(AnyScreen("settings")), .sheet(AnyScreen(7)),
        ])
        var routes = stack.routes
        stack.goBack(to: .screen(ofType: Recipe.self))
        routes.goBack(to: .screen(ofType: Recipe.self))
        #expect(stack.top?.screen.as(Recipe.self) == Recipe(id: 2))
        #expect(routes.last?.screen.as(Recipe.self) == Recipe(id: 2))
        let none = expectNoWarning { stack.pop(to: .screen(ofType: Double.self)) }
        #expect(none.isEmpty)
        #expect(stack.depth == 2)
    }
}
