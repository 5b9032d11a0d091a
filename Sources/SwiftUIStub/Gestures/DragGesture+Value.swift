#if !canImport(SwiftUI)
    import Foundation

    @available(iOS 13.0, macOS 10.15, watchOS 6.0, *)
    @available(tvOS, unavailable)
    extension DragGesture {
        // SwiftUI, iOS 18.0 interface: `public struct Value : Swift.Equatable, Swift.Sendable`.
        /// Where a drag is: its start, its current location, and where it is heading.
        public struct Value: Equatable, Sendable {
            /// When the event happened.
            public var time: Date
            /// Where the finger is.
            public var location: CGPoint
            /// Where the finger went down.
            public var startLocation: CGPoint

            let predicted: CGPoint

            init(time: Date, location: CGPoint, startLocation: CGPoint, predicted: CGPoint) {
                self.time = time
                self.location = location
                self.startLocation = startLocation
                self.predicted = predicted
            }

            /// How far the finger has moved since it went down.
            public var translation: CGSize {
                CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
            }

            /// The finger's speed, in points per second: as in SwiftUI, four times the distance
            /// to the predicted end.
            public var velocity: CGSize {
                CGSize(
                    width: 4.0 * (predictedEndLocation.x - location.x),
                    height: 4.0 * (predictedEndLocation.y - location.y))
            }

            /// Where the drag would end if the finger lifted now.
            public var predictedEndLocation: CGPoint { predicted }

            /// The translation at the predicted end.
            public var predictedEndTranslation: CGSize {
                CGSize(
                    width: predictedEndLocation.x - startLocation.x,
                    height: predictedEndLocation.y - startLocation.y)
            }
        }
    }
#endif
