import StapelCore

/// Draws the stack as text: the root, then each route, with sheets and covers indented.
@MainActor
enum StackPrinter {
    static func render(_ app: ChatApp) -> [String] {
        var lines = ["  Chats (root)"]
        var indent = "  "
        for route in app.stack.routes {
            if route.style.isPresentation {
                indent += "    "
                lines.append("\(indent)[\(route.style)] \(label(route, app))")
            } else {
                lines.append("\(indent)› \(label(route, app))")
            }
        }
        for offer in app.stack.pushOffers {
            lines.append("  (bubble: new message, tap to open \(offer.request.screen))")
        }
        return lines
    }

    private static func label(_ route: Route<ChatScreen>, _ app: ChatApp) -> String {
        var text = "\(route.screen) \(route.id)"
        if let name = route.name { text += " \"\(name)\"" }
        if case .chat(let id) = route.screen, let messages = app.messages[id], !messages.isEmpty {
            text += " messages: " + messages.joined(separator: " | ")
        }
        return text
    }
}
