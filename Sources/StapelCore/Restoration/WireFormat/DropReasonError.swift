/// Carries a known ``DroppedRoute/Reason`` out of a screen decoder.
struct DropReasonError: Error {
    let reason: DroppedRoute.Reason
}
