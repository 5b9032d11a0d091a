// A small driver for `valgrind --tool=callgrind`, which counts instructions, the same from run
// to run. Each scenario runs one operation `count` times after a warm-up; compare a scenario's
// total against its baseline's, and the totals before and after a change.
//
//     swift build -c release --product stapel-profile
//     valgrind --tool=callgrind .build/release/stapel-profile push-pop 10000
import Foundation
import StapelBaselines
@_spi(StapelUI) import StapelCore
import StapelTesting

@MainActor
func run(_ scenario: String, count: Int) -> Int {
    switch scenario {
    case "push-pop":
        let stack = Stack<Int>(routes: (0..<100).map { Route.push($0) })
        var sum = 0
        for _ in 0..<count {
            stack.push(-1)
            sum &+= stack.depth
            stack.pop()
        }
        return sum
    case "push-pop-baseline":
        let stack = ArrayStack()
        stack.routes = Array(0..<100)
        var sum = 0
        for _ in 0..<count {
            stack.push(-1)
            sum &+= stack.routes.count
            stack.pop()
        }
        return sum
    case "redraw-10", "redraw-100", "redraw-1000":
        let depth = Int(scenario.dropFirst("redraw-".count))!
        let stack = Stack<Int>(routes: (0..<depth).map { Route.push($0) })
        let screens = ScreenObservers(stack)
        for _ in 0..<count {
            stack.push(-1)
            stack.pop()
            screens.render()
        }
        return screens.renders
    case "redraw-10-baseline", "redraw-100-baseline", "redraw-1000-baseline":
        let depth = Int(scenario.dropFirst("redraw-".count).prefix { $0 != "-" })!
        let stack = ArrayStack()
        stack.routes = Array(0..<depth)
        let screens = ScreenObservers(stack)
        for _ in 0..<count {
            stack.push(-1)
            stack.pop()
            screens.render()
        }
        return screens.renders
    case "push-pop-listener":
        let stack = Stack<Int>(routes: (0..<100).map { Route.push($0) })
        var events = 0
        let subscription = stack.onEvent { _ in events += 1 }
        for _ in 0..<count {
            stack.push(-1)
            stack.pop()
        }
        subscription.cancel()
        return events
    case "plan-1k", "plan-10k", "plan-1k-one", "plan-10k-one":
        let routes = scenario.contains("10k") ? 10_000 : 1_000
        let capabilities: PlatformCapabilities =
            scenario.hasSuffix("one") ? .oneChangePerUpdate : .navigationStack
        let target = (0..<routes).map { index in
            index % 100 == 99 ? Route.sheet(index, withNavigation: true) : Route.push(index)
        }
        var steps = 0
        for _ in 0..<count {
            steps &+= RoutePlanner.steps(from: [], to: target, capabilities: capabilities).count
        }
        return steps
    case "restore-decode":
        let data = try! Stack<Int>(routes: (0..<1_000).map { Route.push($0) }).snapshotData()
        var routes = 0
        for _ in 0..<count {
            routes &+= try! StackSnapshot<Int>(jsonData: data).routes.count
        }
        return routes
    case "restore-stack":
        let data = try! Stack<Int>(routes: (0..<1_000).map { Route.push($0) }).snapshotData()
        var routes = 0
        for _ in 0..<count {
            let stack = Stack<Int>()
            try! stack.restore(from: data)
            routes &+= stack.depth
        }
        return routes
    case "restore-baseline":
        let data = try! JSONEncoder().encode(Array(0..<1_000))
        var screens = 0
        for _ in 0..<count {
            screens &+= try! JSONDecoder().decode([Int].self, from: data).count
        }
        return screens
    case "deep-link-10", "deep-link-100", "deep-link-1000":
        let size = Int(scenario.dropFirst("deep-link-".count))!
        let table = try! DeepLinkTable<Int>(
            (0..<size).map { section in
                DeepLinkPattern("section\(section)/items/:id(Int)?tab=:tab(String)?") { values in
                    [.push(section), .push(try values.value("id"))]
                } values: { _ in
                    nil
                }
            })
        let url = URL(string: "myapp://section\(size - 1)/items/42?tab=notes")!
        var routes = 0
        for _ in 0..<count {
            routes &+= try! table.routes(for: url).count
        }
        return routes
    case "link-6":
        // A deep link that opens six routes (five pushes and a sheet with navigation) on a
        // stack at its root, in as many steps as SwiftUI needs, each reported settled as the
        // UI would; then back to the root the same way.
        let table = try! DeepLinkTable<Int>([
            DeepLinkPattern("inbox/:id(Int)") { values in
                let id: Int = try values.value("id")
                return [.push(1), .push(2), .push(3), .push(4), .push(id)]
                    + [.sheet(6, withNavigation: true)]
            } values: { _ in
                nil
            }
        ])
        let url = URL(string: "myapp://inbox/42")!
        let stack = Stack<Int>()
        var depth = 0
        for _ in 0..<count {
            try! stack.open(url, using: table)
            stack.runPlanToCompletion()
            depth &+= stack.depth
            stack.setRoutes([], animated: false)
            stack.runPlanToCompletion()
        }
        return depth
    case "deep-link-baseline":
        let url = URL(string: "myapp://section99/items/42?tab=notes")!
        var parts = 0
        for _ in 0..<count {
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
            parts &+=
                (components?.path.split(separator: "/").count ?? 0)
                + (components?.queryItems?.count ?? 0) + (components?.host == nil ? 0 : 1)
        }
        return parts
    default:
        print("unknown scenario \(scenario)")
        exit(2)
    }
}

let arguments = CommandLine.arguments
let scenario = arguments.count > 1 ? arguments[1] : "push-pop"
let count = arguments.count > 2 ? Int(arguments[2]) ?? 10_000 : 10_000
MainActor.assumeIsolated {
    _ = run(scenario, count: 1)
    print(scenario, count, run(scenario, count: count))
}
