/// Tells, without trapping, whether the caller runs on the main actor.
///
/// A cast to a conformance isolated to the main actor succeeds only on the main actor
/// (SE-0470), so a probe type with such a conformance answers the question the way the
/// compiler's own isolation does, on every platform and executor.
@MainActor
struct MainActorProbe: @MainActor Equatable {
    /// Whether the caller runs on the main actor.
    nonisolated static var isCurrent: Bool {
        let probe: Any = MainActorProbe()
        return probe is any Equatable
    }
}
