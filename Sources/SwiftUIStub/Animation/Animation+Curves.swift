#if !canImport(SwiftUI)
    import Foundation

    // SwiftUICore, iOS 18.0 interface, extensions of `Animation` marked iOS 13: `public static
    // let default`; the computed `static var linear`, `easeIn`, `easeOut`, `easeInOut` and their
    // `(duration: TimeInterval)` forms; `timingCurve(_:_:_:_:duration:)`; `@_disfavoredOverload
    // spring(response:dampingFraction:blendDuration:)`; `spring(duration:bounce:blendDuration:)`
    // and `static var spring`; `@_disfavoredOverload interactiveSpring(response:…)`; `static var
    // smooth`, `snappy`, `bouncy`; `delay(_:)` and `speed(_:)`.
    @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
    extension Animation {
        /// The system's default animation, a spring.
        public static let `default` = Animation(
            curve: .springDuration(bounce: 0, blendDuration: 0), duration: 0.5)

        /// A constant-speed animation of the default duration.
        public static var linear: Animation { linear(duration: 0.35) }
        /// A constant-speed animation.
        public static func linear(duration: TimeInterval) -> Animation {
            Animation(curve: .linear, duration: duration)
        }
        /// An animation that starts slowly, of the default duration.
        public static var easeIn: Animation { easeIn(duration: 0.35) }
        /// An animation that starts slowly.
        public static func easeIn(duration: TimeInterval) -> Animation {
            Animation(curve: .easeIn, duration: duration)
        }
        /// An animation that ends slowly, of the default duration.
        public static var easeOut: Animation { easeOut(duration: 0.35) }
        /// An animation that ends slowly.
        public static func easeOut(duration: TimeInterval) -> Animation {
            Animation(curve: .easeOut, duration: duration)
        }
        /// An animation that starts and ends slowly, of the default duration.
        public static var easeInOut: Animation { easeInOut(duration: 0.35) }
        /// An animation that starts and ends slowly.
        public static func easeInOut(duration: TimeInterval) -> Animation {
            Animation(curve: .easeInOut, duration: duration)
        }
        /// An animation along a cubic Bézier timing curve.
        public static func timingCurve(
            _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
            duration: TimeInterval = 0.35
        ) -> Animation {
            Animation(curve: .timingCurve(p1x, p1y, p2x, p2y), duration: duration)
        }

        /// A spring described by its response and damping.
        @_disfavoredOverload
        public static func spring(
            response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
        ) -> Animation {
            Animation(
                curve: .spring(
                    response: response, dampingFraction: dampingFraction,
                    blendDuration: blendDuration),
                duration: response)
        }

        /// A spring described by its perceived duration and bounce.
        public static func spring(
            duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
        ) -> Animation {
            Animation(
                curve: .springDuration(bounce: bounce, blendDuration: blendDuration),
                duration: duration)
        }

        /// The default spring.
        public static var spring: Animation { spring() }

        /// A spring tuned for interactive changes.
        @_disfavoredOverload
        public static func interactiveSpring(
            response: Double = 0.15, dampingFraction: Double = 0.86,
            blendDuration: TimeInterval = 0.25
        ) -> Animation {
            spring(
                response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
        }

        /// A smooth spring with no bounce.
        public static var smooth: Animation { spring(duration: 0.5, bounce: 0) }
        /// A snappy spring with a little bounce.
        public static var snappy: Animation { spring(duration: 0.5, bounce: 0.15) }
        /// A bouncy spring.
        public static var bouncy: Animation { spring(duration: 0.5, bounce: 0.3) }

        /// The same animation, started after a delay.
        public func delay(_ delay: TimeInterval) -> Animation {
            var animation = self
            animation.delay += delay
            return animation
        }

        /// The same animation, played faster or slower.
        public func speed(_ speed: Double) -> Animation {
            var animation = self
            animation.speed *= speed
            return animation
        }
    }
#endif
