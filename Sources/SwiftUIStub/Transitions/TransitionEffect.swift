#if !canImport(SwiftUI)
    import Foundation

    /// What an `AnyTransition` does, as the host records it: the host draws nothing, so a
    /// transition is its description and which side of it runs on insertion and on removal.
    @usableFromInline indirect enum TransitionEffect: Equatable, CustomStringConvertible {
        case identity
        case opacity
        case scale(CGFloat, anchor: UnitPoint)
        case move(Edge)
        case offset(CGSize)
        case slide
        case push(from: Edge)
        case asymmetric(insertion: TransitionEffect, removal: TransitionEffect)
        case combined(TransitionEffect, TransitionEffect)
        case modifier(String)
        case animated(TransitionEffect, Animation?)

        /// What runs when a view is inserted.
        var insertion: TransitionEffect {
            switch self {
            case .asymmetric(let insertion, _): insertion.insertion
            case .combined(let first, let second): .combined(first.insertion, second.insertion)
            case .animated(let effect, let animation): .animated(effect.insertion, animation)
            default: self
            }
        }

        /// What runs when a view is removed.
        var removal: TransitionEffect {
            switch self {
            case .asymmetric(_, let removal): removal.removal
            case .combined(let first, let second): .combined(first.removal, second.removal)
            case .animated(let effect, let animation): .animated(effect.removal, animation)
            default: self
            }
        }

        /// The animation attached to the transition with `animation(_:)`, which times it
        /// instead of the change's animation.
        var attachedAnimation: Animation? {
            switch self {
            case .animated(let effect, let animation): animation ?? effect.attachedAnimation
            case .combined(let first, let second):
                first.attachedAnimation ?? second.attachedAnimation
            default: nil
            }
        }

        /// Whether it changes nothing, so that the view comes and goes at once.
        var isIdentity: Bool {
            switch self {
            case .identity: true
            case .combined(let first, let second): first.isIdentity && second.isIdentity
            case .animated(let effect, _): effect.isIdentity
            case .asymmetric(let insertion, let removal): insertion.isIdentity && removal.isIdentity
            default: false
            }
        }

        @usableFromInline var description: String {
            switch self {
            case .identity: "identity"
            case .opacity: "opacity"
            case .scale(let scale, let anchor):
                scale == 0 && anchor == .center
                    ? "scale" : "scale(scale: \(scale), anchor: (\(anchor.x), \(anchor.y)))"
            case .move(let edge): "move(edge: .\(edge))"
            case .offset(let size): "offset(x: \(size.width), y: \(size.height))"
            case .slide: "slide"
            case .push(let edge): "push(from: .\(edge))"
            case .asymmetric(let insertion, let removal):
                "asymmetric(insertion: \(insertion), removal: \(removal))"
            case .combined(let first, let second): "\(first).combined(with: \(second))"
            case .modifier(let name): "modifier(\(name))"
            case .animated(let effect, let animation):
                "\(effect).animation(\(animation.map { "\($0)" } ?? "nil"))"
            }
        }
    }
#endif
