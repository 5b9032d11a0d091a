#if !canImport(SwiftUI)
    import Observation

    /// The baseline's model, as an app that uses Apple's `NavigationStack(path:)` keeps it: the
    /// path of screen numbers, the sheet, and the path inside the sheet.
    @MainActor
    @Observable
    final class PathModel {
        var path: [Int] = []
        var sheet: CountedSheet?
        var sheetPath: [Int] = []
    }
#endif
