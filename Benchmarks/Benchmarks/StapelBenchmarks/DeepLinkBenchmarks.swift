import Benchmark
import Foundation
import StapelCore

/// Reading a deep link into its route list, with tables of 10, 100 and 1,000 patterns; the link
/// matches the last pattern of the table. The baseline reads the same URL with `URLComponents`
/// and splits its path, the least any router does; the table of 10 is the baseline of the
/// larger tables, which should cost about as much.
func deepLinkBenchmarks(smoke: Bool) {
    let configuration = Benchmark.Configuration(
        scalingFactor: .kilo, maxIterations: smoke ? 1 : 10_000)
    for size in [10, 100, 1_000] {
        Benchmark(
            "deep link, table of \(size) patterns: DeepLinkTable", configuration: configuration
        ) { benchmark in
            let table = try linkTable(size: size)
            let url = URL(string: "myapp://section\(size - 1)/items/42?tab=notes")!
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try table.routes(for: url))
            }
        }
    }
    Benchmark("deep link: baseline URLComponents and path split", configuration: configuration) {
        benchmark in
        let url = URL(string: "myapp://section99/items/42?tab=notes")!
        for _ in benchmark.scaledIterations {
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
            let segments =
                ((components?.host).map { [$0] } ?? [])
                + (components?.path.split(separator: "/").map(String.init) ?? [])
            blackHole(segments)
            blackHole(components?.queryItems)
        }
    }
}

/// A table of `size` patterns, `section<i>/items/:id(Int)` with an optional `tab` query item,
/// each opening the section and the item.
private func linkTable(size: Int) throws -> DeepLinkTable<Int> {
    try DeepLinkTable<Int>(
        (0..<size).map { section in
            DeepLinkPattern("section\(section)/items/:id(Int)?tab=:tab(String)?") { values in
                [.push(section), .push(try values.value("id"))]
            } values: { routes in
                routes.count == 2 && routes[0].screen == section ? ["id": routes[1].screen] : nil
            }
        })
}
