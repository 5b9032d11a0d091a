/// A report the simulated SwiftUI sends to the stack: a drawn step, a screen that disappeared
/// when its transition ended, or what the user did.
///
/// ``NavigationSimulator`` delivers each one when it is due. A test that wants hostile timing
/// takes them with ``NavigationSimulator/takeReports()`` and delivers them late, twice, out of
/// order or never.
///
/// ```swift
/// for report in simulator.takeReports().shuffled() { report.send() }
/// ```
public struct SimulatedReport: CustomStringConvertible {
    /// When the report is due, on the simulator's clock.
    public let due: Duration
    /// What the report says, such as `disappeared root`.
    public let name: String
    let action: @MainActor () -> Void

    /// Sends the report to the stack.
    @MainActor
    public func send() {
        action()
    }

    /// The report's name and due time.
    public var description: String { "\(name) at \(due)" }
}
