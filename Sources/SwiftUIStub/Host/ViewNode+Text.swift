#if !canImport(SwiftUI)
    extension ViewNode {
        /// The text this node draws: its view when that is a `Text`. A cast alone would also
        /// find the text in an `Optional<Text>` (an `if` in a view builder), whose child node
        /// draws that text already.
        var drawnText: Text? {
            view is any GroupingView ? nil : view as? Text
        }
    }
#endif
