/// Carries a known ``DropReason`` out of a screen decoder.
struct DropReasonError: Error {
    let reason: DropReason
}
