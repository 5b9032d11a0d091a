/// What saving and restoring a tree of ``NavigationNode``s share: where the screen registry
/// travels, and the errors of a node that can't be saved.
enum NodeCoding {
    /// The registry of an autosave, in its coder's `userInfo`: stacks of ``AnyScreen`` save
    /// and restore their screens with it.
    static let registryKey = SnapshotCoding.screenTypesKey

    /// The registry the coder carries, or the error that says how to give one.
    static func registry(in userInfo: [CodingUserInfoKey: Any], restoring: Bool)
        throws(RestorationError) -> ScreenTypeRegistry
    {
        guard let registry = userInfo[registryKey] as? ScreenTypeRegistry else {
            let reason =
                "a stack of AnyScreen is \(restoring ? "restored" : "saved") with a "
                + "ScreenTypeRegistry: make its autosave with NavigationAutosave(_:registry:)"
            throw restoring ? .unreadable(reason) : .encodingFailed(reason)
        }
        return registry
    }

    /// The error for a node whose type parameter can't be saved.
    static func notCodable(_ type: Any.Type) -> RestorationError {
        .encodingFailed(
            "\(QuotedInput.quote(String(describing: type))) is not Codable: make it Codable to "
                + "save it")
    }

    /// The error a node's restore records, from whatever its decoding threw.
    static func restorationError(_ error: any Error) -> RestorationError {
        (error as? RestorationError) ?? .unreadable(SnapshotCoding.describe(error))
    }

    /// The error a save reports, from whatever encoding threw.
    static func savingError(_ error: any Error) -> RestorationError {
        (error as? RestorationError) ?? .encodingFailed(SnapshotCoding.describe(error))
    }
}
