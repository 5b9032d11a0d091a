// A keyed holder saves its selection and each child made so far, under its key:
// `{"selection": key, "children": [{"key": key, "node": child}, …]}`.
extension KeyedNavigation {
    /// The most children a saved holder restores: more are hostile or broken data.
    static var maximumSavedChildren: Int { 1_000 }

    /// Writes the node's saved form. See ``NavigationNode``.
    @_spi(StapelUI) public func encodeNode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: KeyedNodeCodingKey.self)
        try container.encode(selection, forKey: .selection)
        var list = container.nestedUnkeyedContainer(forKey: .children)
        for (key, _, child) in children {
            var entry = list.nestedContainer(keyedBy: KeyedNodeCodingKey.self)
            try entry.encode(key, forKey: .key)
            do {
                try child.encodeNode(to: entry.superEncoder(forKey: .node))
            } catch {
                throw RestorationError.encodingFailed(
                    "at \(Self.pathComponent(key)): \(NodeCoding.savingError(error))")
            }
        }
    }

    /// Restores the node from its saved form. See ``NavigationNode``.
    @_spi(StapelUI) public func restoreNode(
        from decoder: any Decoder, at path: [String], into report: NodeRestoreReport
    ) {
        let container: KeyedDecodingContainer<KeyedNodeCodingKey>
        do {
            container = try decoder.container(keyedBy: KeyedNodeCodingKey.self)
        } catch {
            report.record(NodeCoding.restorationError(error), at: path)
            return
        }
        restoreChildren(from: container, at: path, into: report)
        do {
            let saved = try container.decode(Key.self, forKey: .selection)
            if !selectedWhileRestoring, saved != selection {
                selection = saved
                notify(.selected(Self.pathComponent(saved)))
            }
        } catch {
            report.record(.unreadable("the selection: \(SnapshotCoding.describe(error))"), at: path)
        }
    }

    /// Restores each saved child that can be read; the others are told to `report`.
    private func restoreChildren(
        from container: KeyedDecodingContainer<KeyedNodeCodingKey>, at path: [String],
        into report: NodeRestoreReport
    ) {
        var list: any UnkeyedDecodingContainer
        do {
            list = try container.nestedUnkeyedContainer(forKey: .children)
        } catch {
            report.record(.unreadable("the children: \(SnapshotCoding.describe(error))"), at: path)
            return
        }
        var restored: Set<Key> = []
        var position = 0
        while !list.isAtEnd {
            guard position < Self.maximumSavedChildren else {
                report.record(
                    .unreadable("more than \(Self.maximumSavedChildren) children"), at: path)
                return
            }
            // The entry's decoder moves the list on, also when the entry can't be read.
            guard let entryDecoder = try? list.superDecoder() else { return }
            do {
                let entry = try entryDecoder.container(keyedBy: KeyedNodeCodingKey.self)
                let key = try entry.decode(Key.self, forKey: .key)
                guard restored.insert(key).inserted else {
                    throw RestorationError.unreadable("\(Self.pathComponent(key)) is saved twice")
                }
                guard makesChildren || positions[key] != nil else {
                    throw RestorationError.unreadable(
                        "\(Self.pathComponent(key)) has no child to restore into")
                }
                node(for: key).restoreNode(
                    from: try entry.superDecoder(forKey: .node),
                    at: path + [Self.pathComponent(key)], into: report)
            } catch {
                let reason = NodeCoding.restorationError(error)
                report.record(.unreadable("child \(position): \(reason)"), at: path)
            }
            position += 1
        }
    }
}

/// The keys of a keyed holder's saved form.
enum KeyedNodeCodingKey: String, CodingKey {
    case selection, children, key, node
}
