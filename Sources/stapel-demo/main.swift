import StapelCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `swift run stapel-demo`: seed 001's chat app on the navigation core. With a terminal it lets
/// you drive; without one (CI, pipes) it plays the scripted tour and exits 0.
@MainActor
func main() {
    let demo = Demo()
    print("Stapel demo: the chat app from \"Context-aware navigation with Push Evaluation\".")
    let interactive =
        isatty(STDIN_FILENO) != 0 && CommandLine.arguments.dropFirst().first != "--tour"
    guard interactive else {
        for (step, (title, command)) in Demo.tour.enumerated() {
            print("\n\(step + 1). \(title)")
            for line in demo.run(command) ?? [] { print(line) }
        }
        print("\nTour finished: \(demo.app.stack.depth) routes above the root.")
        return
    }
    print(DemoCommand.usage)
    while true {
        print("> ", terminator: "")
        guard let line = readLine() else { return }
        guard let command = DemoCommand(line: line) else {
            print("unknown command; type help")
            continue
        }
        guard let output = demo.run(command) else { return }
        for text in output { print(text) }
    }
}

MainActor.assumeIsolated { main() }
