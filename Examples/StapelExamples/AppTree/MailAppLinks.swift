import Foundation
import Stapel

/// The link tables of the mail app's tabs. Each pattern is a whole link: its first part names
/// the tab.
@MainActor
enum MailAppLinks {
    /// `mail/<mailbox>` and `mail/<mailbox>/<message>`, with `contact/<name>` after it (and
    /// `write` for a message to the contact, in a sheet), or `reply` for the reply sheet.
    static let mail = try! DeepLinkTable<SplitScreen<Mailbox, Int, MailScreen>>([
        DeepLinkPattern("mail/:box") { values in
            [.push(.sidebar(try mailbox(values)))]
        } values: { routes in
            guard routes.count == 1, case .sidebar(let box)? = routes.first?.screen else {
                return nil
            }
            return ["box": box.rawValue]
        },
        DeepLinkPattern("mail/:box/:message(Int)") { values in
            [.push(.sidebar(try mailbox(values))), .push(.content(try values.value("message")))]
        } values: { routes in
            guard routes.count == 2, case .sidebar(let box) = routes[0].screen,
                case .content(let message) = routes[1].screen
            else { return nil }
            return ["box": box.rawValue, "message": message]
        },
        DeepLinkPattern("mail/:box/:message(Int)/contact/:name") { values in
            [
                .push(.sidebar(try mailbox(values))), .push(.content(try values.value("message"))),
                .push(.detail(.contact(try values.value("name")))),
            ]
        } values: { routes in
            guard routes.count == 3, case .sidebar(let box) = routes[0].screen,
                case .content(let message) = routes[1].screen,
                case .detail(.contact(let name)) = routes[2].screen
            else { return nil }
            return ["box": box.rawValue, "message": message, "name": name]
        },
        DeepLinkPattern("mail/:box/:message(Int)/contact/:name/write") { values in
            [
                .push(.sidebar(try mailbox(values))), .push(.content(try values.value("message"))),
                .push(.detail(.contact(try values.value("name")))),
                .sheet(
                    .detail(.compose(replyingTo: nil)), withNavigation: true,
                    options: RouteOptions(detents: [.medium, .large], selectedDetent: .medium)),
            ]
        } values: { _ in
            nil
        },
        DeepLinkPattern("mail/:box/:message(Int)/reply") { values in
            let message: Int = try values.value("message")
            return [
                .push(.sidebar(try mailbox(values))), .push(.content(message)),
                .sheet(
                    .detail(.compose(replyingTo: message)), withNavigation: true,
                    options: RouteOptions(detents: [.medium, .large], selectedDetent: .medium)),
            ]
        } values: { _ in
            nil
        },
    ])

    /// `chats/<id>` and `chats/<id>/profile/<name>`; `new-chat` presents the new-chat sheet.
    static let inbox = try! DeepLinkTable<InboxScreen>([
        DeepLinkPattern("chats/:id(Int)") { values in
            [.push(.chat(try values.value("id")))]
        } values: { routes in
            guard routes.count == 1, case .chat(let id) = routes[0].screen else { return nil }
            return ["id": id]
        },
        DeepLinkPattern("chats/:id(Int)/profile/:name") { values in
            [.push(.chat(try values.value("id"))), .push(.profile(try values.value("name")))]
        } values: { routes in
            guard routes.count == 2, case .chat(let id) = routes[0].screen,
                case .profile(let name) = routes[1].screen
            else { return nil }
            return ["id": id, "name": name]
        },
        DeepLinkPattern("new-chat") { _ in
            [
                .sheet(
                    .newChat, options: RouteOptions(detents: [.medium, .large]))
            ]
        } values: { routes in
            routes.map(\.screen) == [.newChat] ? [:] : nil
        },
    ])

    /// `settings/account` and `settings/notifications`.
    static let settings = try! DeepLinkTable<SettingsScreen>([
        DeepLinkPattern("settings/account") { _ in
            [.push(.account)]
        } values: { routes in
            routes.map(\.screen) == [.account] ? [:] : nil
        },
        DeepLinkPattern("settings/notifications") { _ in
            [.push(.notifications)]
        } values: { routes in
            routes.map(\.screen) == [.notifications] ? [:] : nil
        },
    ])

    private static func mailbox(_ values: DeepLinkValues) throws -> Mailbox {
        let name: String = try values.value("box")
        guard let mailbox = Mailbox(rawValue: name) else {
            throw DeepLinkError.invalidParameter(name: "box", text: name)
        }
        return mailbox
    }
}
