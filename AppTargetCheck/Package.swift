// swift-tools-version: 6.2
// Compiles every snippet (Snippets/), the example app (Examples/StapelExamples and its entry
// point, Examples/StapelExamplesApp) and every code listing of the docs (written to Listings/ by
// listings.py) twice, as an app's own code: once with the settings of a new
// Xcode 26 app target (main-actor isolation by default and Approachable Concurrency) and once in
// plain Swift 6. The sources are not copied:
// each mode's folder holds symbolic links to them. Run: bash AppTargetCheck/check.sh
import Foundation
import PackageDescription

let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

// A path dependency is named after its folder, which differs between clones: read it.
let stapelPackage = here.deletingLastPathComponent().lastPathComponent

/// A way of building an app target: a folder of links to the sources, and the settings.
struct Mode {
    let folder: String
    let settings: [SwiftSetting]
}

let modes = [
    // Xcode 26's new app template: "Default Actor Isolation: MainActor" and "Approachable
    // Concurrency: Yes". In the Swift 6 language mode the latter turns on these two upcoming
    // features; the other three it lists (DisableOutwardActorInference,
    // GlobalActorIsolatedTypesUsability, InferSendableFromCaptures) are part of Swift 6 already.
    Mode(
        folder: "MainActorByDefault",
        settings: [
            .defaultIsolation(MainActor.self),
            .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
            .enableUpcomingFeature("InferIsolatedConformances"),
        ]
    ),
    // Plain Swift 6: no default isolation, no upcoming features.
    Mode(folder: "PlainSwift6", settings: []),
]

/// The settings that make a warning fail the build, so that it is never hidden by an incremental
/// build that skips the file. (A root package may use unsafe flags.)
func failingOnWarnings(_ mode: Mode) -> [SwiftSetting] {
    mode.settings + [.unsafeFlags(["-warnings-as-errors"])]
}

let stapelProducts: [Target.Dependency] = ["StapelCore", "Stapel", "StapelTesting"].map {
    .product(name: $0, package: stapelPackage)
}

/// One executable target per snippet, as SwiftPM builds snippets: each is a file of top-level code.
func snippetTargets(_ mode: Mode) -> [Target] {
    let root = here.appendingPathComponent(mode.folder).appendingPathComponent("Snippets")
    let groups = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return groups.sorted().flatMap { group -> [Target] in
        let files =
            (try? FileManager.default.contentsOfDirectory(
                atPath: root.appendingPathComponent(group).path)) ?? []
        return files.filter { $0.hasSuffix(".swift") }.sorted().map { file in
            .executableTarget(
                name: "\(mode.folder)_\(group)_\(file.dropLast(".swift".count))",
                dependencies: stapelProducts,
                path: "\(mode.folder)/Snippets/\(group)",
                // The other snippets of the folder belong to their own targets.
                exclude: files.filter { $0 != file },
                sources: [file],
                swiftSettings: failingOnWarnings(mode)
            )
        }
    }
}

/// The example app, its views and its `@main` entry point, as one executable module: the
/// sources an app target holds.
func exampleTarget(_ mode: Mode) -> Target {
    .executableTarget(
        name: "\(mode.folder)_Examples",
        dependencies: stapelProducts,
        path: "\(mode.folder)/Examples",
        swiftSettings: failingOnWarnings(mode)
    )
}

/// One library target per folder of code listings that listings.py wrote (the README and
/// articles, and each product's doc comments). A listing is a fragment, so a value or a name it
/// leaves unused (`[#no-usage]`) is allowed; check.sh fails on every other warning in them, which
/// it sees on every run, as listings.py writes the files again each time.
func listingTargets(_ mode: Mode) -> [Target] {
    let root = here.appendingPathComponent("Listings")
    let modules = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return modules.sorted().map { module in
        .target(
            name: "\(mode.folder)_Listings_\(module)",
            dependencies: stapelProducts,
            path: "\(mode.folder)/Listings/\(module)",
            swiftSettings: mode.settings
        )
    }
}

let package = Package(
    name: "AppTargetCheck",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    dependencies: [.package(path: "..")],
    targets: modes.flatMap { snippetTargets($0) + [exampleTarget($0)] + listingTargets($0) },
    swiftLanguageModes: [.v6]
)
