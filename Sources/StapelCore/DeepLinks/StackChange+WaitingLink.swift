extension StackChange {
    /// Ends the change of a link that waited, as the link ended when it opened: as its own
    /// change, completed if it changed nothing, or cancelled if it could not open (`nil`).
    func finish(afterOpening opened: DeepLinkResult?) {
        guard let opened else {
            finish(.cancelled)
            return
        }
        if let change = opened.change {
            finish(as: change)
        } else {
            finish(.completed)
        }
    }
}
