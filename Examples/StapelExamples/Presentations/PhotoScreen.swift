/// The screens of the presentations example: photos, and the sheets and popover over them.
enum PhotoScreen: Hashable, Codable, Sendable {
    case photo(Int)
    case filters
    case share
    case caption
}
