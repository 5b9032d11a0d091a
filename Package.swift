// swift-tools-version: 6.1
import PackageDescription

let settings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "Stapel",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "StapelCore", targets: ["StapelCore"]),
        .library(name: "Stapel", targets: ["Stapel"]),
        .library(name: "StapelTesting", targets: ["StapelTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "StapelCore",
            dependencies: [.product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
            swiftSettings: settings
        ),
        // Linux only: a copy of the part of Apple's SwiftUI that Stapel uses, for type-checking.
        .target(name: "SwiftUIStub", exclude: ["README.md"], swiftSettings: settings),
        .target(
            name: "Stapel",
            dependencies: [
                "StapelCore",
                .target(name: "SwiftUIStub", condition: .when(platforms: [.linux])),
            ],
            swiftSettings: settings
        ),
        // SwiftUI example app sources: type-checked on Linux against SwiftUIStub, built for iOS in CI.
        .target(
            name: "StapelExamples",
            dependencies: ["Stapel"],
            path: "Examples/StapelExamples",
            swiftSettings: settings
        ),
        // The migration guides' snippets (Snippets/Migration, linked here) as a module, so that
        // tests run each guide's code in the headless host.
        .target(
            name: "StapelGuides",
            dependencies: ["Stapel"],
            path: "Examples/StapelGuides",
            swiftSettings: settings
        ),
        // For app developers' tests, on every platform: a simulated SwiftUI, plan helpers, and
        // runtime warnings routed into tests.
        .target(
            name: "StapelTesting",
            dependencies: [
                "StapelCore",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            swiftSettings: settings
        ),
        .executableTarget(
            name: "stapel-demo", dependencies: ["StapelCore"], swiftSettings: settings),
        // The examples app: `swift run stapel-examples` opens it in a window on a Mac; on Linux
        // it runs headless in SwiftUIStub's host and prints what its first window shows.
        .executableTarget(
            name: "stapel-examples",
            dependencies: ["Stapel", "StapelExamples"],
            path: "Examples/StapelExamplesApp",
            swiftSettings: settings
        ),
        .testTarget(
            name: "StapelCoreTests",
            dependencies: [
                "StapelCore",
                "StapelTesting",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: settings
        ),
        // The SwiftUI layer's wiring, run on Linux through SwiftUIStub's working Binding.
        .testTarget(
            name: "StapelTests",
            dependencies: [
                "Stapel",
                "StapelCore",
                "StapelExamples",
                "StapelGuides",
                "stapel-examples",
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            swiftSettings: settings
        ),
        // The headless host's own tests: one suite per behaviour it models.
        .testTarget(
            name: "SwiftUIStubTests",
            dependencies: [.target(name: "SwiftUIStub", condition: .when(platforms: [.linux]))],
            swiftSettings: settings
        ),
    ],
    swiftLanguageModes: [.v6]
)
