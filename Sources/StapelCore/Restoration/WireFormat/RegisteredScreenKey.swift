/// The keys of a registered screen: `{"type": "recipe", "value": …}`.
enum RegisteredScreenKey: String, CodingKey {
    case type, value
}
