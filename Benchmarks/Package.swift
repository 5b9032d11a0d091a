// swift-tools-version: 6.1
// Stapel's benchmarks, in their own package so that the library's dependencies stay small.
// Run: Benchmarks/run.sh (package-benchmark), or build stapel-profile for callgrind.
import Foundation
import PackageDescription

// A path dependency is named after its folder, which differs between clones: read it.
let stapelPackage = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "StapelBenchmarks",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(path: ".."),
        .package(
            url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
            traits: ["MallocInterposer"]),
    ],
    targets: [
        // The baselines every Stapel figure is compared with, shared by both executables.
        .target(
            name: "StapelBaselines",
            dependencies: [.product(name: "StapelCore", package: stapelPackage)],
            path: "Benchmarks/StapelBaselines",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        .executableTarget(
            name: "StapelBenchmarks",
            dependencies: [
                "StapelBaselines",
                .product(name: "StapelCore", package: stapelPackage),
                // `runPlanToCompletion()`, which settles plans as the UI would.
                .product(name: "StapelTesting", package: stapelPackage),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/StapelBenchmarks",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // A driver for `valgrind --tool=callgrind`: one scenario, a given number of times. Not
        // under Benchmarks/ directly, where package-benchmark would take it for a benchmark.
        .executableTarget(
            name: "stapel-profile",
            dependencies: [
                "StapelBaselines",
                .product(name: "StapelCore", package: stapelPackage),
                // `runPlanToCompletion()`, for the link scenario.
                .product(name: "StapelTesting", package: stapelPackage),
            ],
            path: "Benchmarks/Tools/StapelProfile",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
        // How long a 6-step deep link takes to settle on the headless host's clock, paced by
        // finished transitions: virtual time, the same on every run.
        .executableTarget(
            name: "stapel-settle-time",
            dependencies: [.product(name: "Stapel", package: stapelPackage)],
            path: "Benchmarks/Tools/StapelSettleTime",
            swiftSettings: [.enableUpcomingFeature("ExistentialAny")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
