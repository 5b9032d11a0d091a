import Foundation

/// The coding of a screen type registered on the main actor.
struct MainActorCoding: @unchecked Sendable {
    // Unchecked: the closures are only called on the main actor, through `run(_:_:)`.
    let encode:
        @MainActor (AnyScreen, inout KeyedEncodingContainer<SnapshotCoding.RegisteredScreenKey>)
            throws -> Void
    let decode:
        @MainActor (KeyedDecodingContainer<SnapshotCoding.RegisteredScreenKey>) throws -> AnyScreen

    /// Runs a coding step on the main actor, or throws elsewhere.
    func run<Result: Sendable>(_ name: String, _ body: @MainActor () throws -> Result) throws
        -> Result
    {
        guard MainActorProbe.isCurrent else {
            throw EncodingError.invalidValue(
                name,
                EncodingError.Context(
                    codingPath: [],
                    debugDescription:
                        "The screen type \"\(name)\" was registered on the main actor;"
                        + " save and restore it there."
                )
            )
        }
        return try MainActor.assumeIsolated(body)
    }
}
