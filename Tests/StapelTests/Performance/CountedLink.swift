#if !canImport(SwiftUI)
    import Foundation
    import Stapel

    /// The deep link every container opens: six routes (three pushes, a sheet with navigation,
    /// and two pushes inside it), read from a URL by a `DeepLinkTable`, as an app reads a link.
    enum CountedLink {
        /// The link; its routes show the screens 7000 to 7005.
        static let url = URL(string: "counted://link/7000")!

        /// The link's routes, from the number of its first screen.
        static func routes<Screen>(from first: Int, _ screen: (Int) -> Screen) -> [Route<Screen>] {
            [
                .push(screen(first)), .push(screen(first + 1)), .push(screen(first + 2)),
                .sheet(screen(first + 3), withNavigation: true),
                .push(screen(first + 4)), .push(screen(first + 5)),
            ]
        }

        /// A table with the link's one pattern, for screens made from numbers.
        static func table<Screen>(
            _ screen: @escaping @Sendable (Int) -> Screen
        ) throws -> DeepLinkTable<Screen> {
            try DeepLinkTable([
                DeepLinkPattern("link/:first(Int)") { values in
                    routes(from: try values.value("first"), screen)
                } values: { _ in
                    nil
                }
            ])
        }
    }
#endif
