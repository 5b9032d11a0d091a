#if !canImport(SwiftUI)
    // SwiftUICore, iOS 18.0 interface: `@frozen public struct Animation : Swift.Equatable,
    // Swift.Sendable`, `Hashable` from iOS 17.
    /// How a change moves over time: a timing curve or a spring, a duration, a delay and a
    /// speed.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    @frozen public struct Animation: Equatable, Sendable {
        /// The shape of an animation's progress over time.
        @usableFromInline enum Curve: Hashable, Sendable {
            case linear
            case easeIn
            case easeOut
            case easeInOut
            case timingCurve(Double, Double, Double, Double)
            case spring(response: Double, dampingFraction: Double, blendDuration: Double)
            case springDuration(bounce: Double, blendDuration: Double)
        }

        @usableFromInline let curve: Curve
        @usableFromInline let duration: Double
        @usableFromInline var delay: Double = 0
        @usableFromInline var speed: Double = 1

        init(curve: Curve, duration: Double) {
            self.curve = curve
            self.duration = duration
        }

        /// How long the animation runs on the host's clock, delay and speed included.
        var hostDuration: Duration {
            .milliseconds(Int(((delay + duration / max(speed, 0.000_001)) * 1000).rounded()))
        }
    }

    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    extension Animation: Hashable {}

    extension Animation: CustomStringConvertible {
        /// The curve and its parameters, for tests and messages.
        public var description: String {
            var text: String
            switch curve {
            case .linear: text = "linear(duration: \(duration))"
            case .easeIn: text = "easeIn(duration: \(duration))"
            case .easeOut: text = "easeOut(duration: \(duration))"
            case .easeInOut: text = "easeInOut(duration: \(duration))"
            case .timingCurve(let c0x, let c0y, let c1x, let c1y):
                text = "timingCurve(\(c0x), \(c0y), \(c1x), \(c1y), duration: \(duration))"
            case .spring(let response, let damping, _):
                text = "spring(response: \(response), dampingFraction: \(damping))"
            case .springDuration(let bounce, _):
                text = "spring(duration: \(duration), bounce: \(bounce))"
            }
            if delay != 0 { text += ".delay(\(delay))" }
            if speed != 1 { text += ".speed(\(speed))" }
            return text
        }
    }
#endif
