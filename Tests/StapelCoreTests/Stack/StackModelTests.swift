import CustomDump
import IssueReporting
import PropertyBased
import StapelCore
import Testing

/// A deliberately naive model of a stack: a list of (screen, style) and scans over it.
struct ModelStack {
    var routes: [(screen: Int, style: RouteStyle, name: String?)] = []

    /// Index of the first route of the topmost layer's pushes.
    var firstPushOfTopLayer: Int {
        (routes.lastIndex { $0.style.isPresentation }).map { $0 + 1 } ?? 0
    }

    var topLayerNavigates: Bool {
        routes.last { $0.style.isPresentation }?.style.hasNavigation ?? true
    }

    /// Whether a route of these routes carries the name; `nil` never clashes.
    func carries(
        _ name: String?, among routes: ArraySlice<(screen: Int, style: RouteStyle, name: String?)>
    )
        -> Bool
    {
        name != nil && routes.contains { $0.name == name }
    }
}

/// One operation of the random sequences, decoded from a number.
enum ModelOperation {
    case push(Int)
    case present(Int, RouteStyle)
    case pop(Int)
    case popToRoot
    case popToName(String)
    case dismiss, dismissAll
    case goBack(Int)
    case goBackToName(String)
    case replaceTop(Int)
    case setPrefix(Int)

    init(code: Int) {
        let parameter = code / 11 % 5
        let names = ["a", "b", "c", "d", "e"]
        let styles: [RouteStyle] = [
            .sheet(withNavigation: true), .sheet(withNavigation: false),
            .fullScreenCover(withNavigation: true), .fullScreenCover(withNavigation: false),
            .popover(withNavigation: true), .popover(withNavigation: false),
            .inspector(withNavigation: true), .inspector(withNavigation: false),
        ]
        switch code % 11 {
        case 0, 1, 2: self = .push(parameter)
        case 3: self = .present(parameter, styles[code / 55 % styles.count])
        case 4: self = .pop(parameter - 1)
        case 5: self = .popToRoot
        case 6: self = .popToName(names[parameter])
        case 7: self = parameter < 3 ? .dismiss : .dismissAll
        case 8: self = .goBack(parameter - 1)
        case 9: self = parameter < 2 ? .goBackToName(names[parameter]) : .replaceTop(parameter)
        default: self = .setPrefix(parameter)
        }
    }
}

@MainActor
@Suite("Stack against a model")
struct StackModelTests {
    static let names = ["a", "b", "c", "d", "e"]

    /// The name a screen is pushed with: screen 4 goes unnamed, the others share five names,
    /// so that a random sequence often repeats a name (issue 18.5: refused).
    static func name(_ screen: Int) -> String? { screen == 4 ? nil : names[screen % 5] }

    /// Applies an operation to the model and returns whether it is misuse (a warning is due).
    func apply(_ operation: ModelOperation, to model: inout ModelStack) -> Bool {
        let name = Self.name
        switch operation {
        case .push(let screen):
            guard model.topLayerNavigates else { return true }
            guard !model.carries(name(screen), among: model.routes[...]) else { return true }
            model.routes.append((screen, .push, name(screen)))
        case .present(let screen, let style):
            guard !model.carries(name(screen), among: model.routes[...]) else { return true }
            model.routes.append((screen, style, name(screen)))
        case .pop(let count):
            let available = model.routes.count - model.firstPushOfTopLayer
            if count < 0 { return true }
            if count == 0 { return false }
            if available == 0 { return true }
            model.routes.removeLast(min(count, available))
            return count > available
        case .popToRoot:
            // At the root already: a silent no-op.
            guard model.firstPushOfTopLayer < model.routes.count else { return false }
            model.routes.removeSubrange(model.firstPushOfTopLayer...)
        case .popToName(let target):
            let start = max(model.firstPushOfTopLayer - 1, 0)
            guard
                let index = model.routes.indices.last(where: {
                    $0 >= start && model.routes[$0].name == target
                })
            else { return true }
            model.routes.removeSubrange((index + 1)...)
        case .dismiss:
            guard let index = model.routes.lastIndex(where: { $0.style.isPresentation }) else {
                return false
            }
            model.routes.removeSubrange(index...)
        case .dismissAll:
            guard let index = model.routes.firstIndex(where: { $0.style.isPresentation }) else {
                return false
            }
            model.routes.removeSubrange(index...)
        case .goBack(let count):
            if count < 0 { return true }
            if count == 0 { return false }
            if model.routes.isEmpty { return true }
            let clamped = min(count, model.routes.count)
            model.routes.removeLast(clamped)
            return count > clamped
        case .goBackToName(let target):
            guard let index = model.routes.lastIndex(where: { $0.name == target }) else {
                return true
            }
            model.routes.removeSubrange((index + 1)...)
        case .replaceTop(let screen):
            guard let top = model.routes.last else { return true }
            // The top's own name leaves with it; a name below stays, and is refused.
            guard !model.carries(name(screen), among: model.routes.dropLast()) else { return true }
            model.routes[model.routes.count - 1] = (screen, top.style, name(screen))
        case .setPrefix(let length):
            model.routes.removeSubrange(min(length, model.routes.count)...)
        }
        return false
    }

    func apply(_ operation: ModelOperation, to stack: Stack<Int>) {
        let name = Self.name
        switch operation {
        case .push(let screen): stack.push(screen, name: name(screen))
        case .present(let screen, let style):
            stack.present(screen, style: style, name: name(screen))
        case .pop(let count): stack.pop(count)
        case .popToRoot: stack.popToRoot()
        case .popToName(let target): stack.pop(to: .name(target))
        case .dismiss: stack.dismiss()
        case .dismissAll: stack.dismissAll()
        case .goBack(let count): stack.goBack(count)
        case .goBackToName(let target): stack.goBack(to: .name(target))
        case .replaceTop(let screen): stack.replaceTop(with: screen, name: name(screen))
        case .setPrefix(let length): stack.setRoutes(Array(stack.routes.prefix(length)))
        }
    }

    @Test func randomOperationSequencesMatchTheModel() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...10_000).array(of: 1...40)) {
            codes in
            let stack = Stack<Int>()
            var model = ModelStack()
            var seen = Set<RouteID>()
            for code in codes {
                let operation = ModelOperation(code: code)
                let misuse = apply(operation, to: &model)
                let warnings = WarningRecorder()
                withIssueReporters([warnings]) { apply(operation, to: stack) }
                #expect(
                    warnings.messages.count == (misuse ? 1 : 0),
                    "\(operation): \(warnings.messages)")
                seen.formUnion(stack.routes.map(\.id))
                #expect(
                    stack.routes.map(\.screen) == model.routes.map(\.screen), "after \(operation)")
                #expect(
                    stack.routes.map(\.style) == model.routes.map(\.style), "after \(operation)")
                #expect(
                    stack.routes.map(\.name) == model.routes.map(\.name), "after \(operation)")
                checkDerivedState(of: stack, removed: seen)
            }
        }
    }
}
