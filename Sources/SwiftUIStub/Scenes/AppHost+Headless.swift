#if !canImport(SwiftUI)
    import Foundation

    extension AppHost {
        /// What `App.main()` does on Linux, where there are no windows: launches the app in a
        /// host, updates its first window once, and prints what it shows and how to run the app
        /// where SwiftUI is.
        static func launchHeadless<A: App>(_ app: A) {
            print(AppHost(app).headlessReport(appName: String(describing: A.self)))
        }

        /// What `App.main()` prints on Linux: that the app ran headless, how to run it on a
        /// Mac, and the first window's hierarchy.
        ///
        /// ```swift
        /// print(AppHost(NotesApp()).headlessReport(appName: "NotesApp"))
        /// ```
        /// - Parameter appName: The app's name.
        /// - Returns: The report, one line per line.
        public func headlessReport(appName name: String) -> String {
            let program = URL(fileURLWithPath: CommandLine.arguments.first ?? name)
                .lastPathComponent
            var lines = [
                "\(name) ran headless: SwiftUI windows need an Apple platform.",
                "On a Mac, `swift run \(program)` opens it in a window.",
                "Its first window, run once by SwiftUIStub's host, shows:",
            ]
            lines += (windows.first?.hierarchy ?? "").split(separator: "\n").map {
                "  " + $0
            }
            return lines.joined(separator: "\n")
        }
    }
#endif
