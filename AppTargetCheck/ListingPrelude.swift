// The names the docs' code listings use without declaring them. AppTargetCheck/listings.py copies
// a block into a listing's file when the listing uses one of the names after `// name:` and does
// not declare it; `// uses:` names the blocks a block needs. Declared as an app declares them:
// no isolation or Sendable annotation, so that an app target's main-actor default applies.
// This file is not compiled on its own.

// name: Screen
enum Screen: Hashable, Codable {
    case inbox, compose, settings, share, attachments, email, signup, password, filters
    case onboarding, list, numberList, about, quote
    case chat(id: Int)
    case detail(id: Int)
    case photo(id: Int)
    case profile(id: Int)
    case numberDetail(Int)
    case counter(Int)
    case message(Int)
    case confirmDeletion(itemID: Int)
    case discardDraft
}

// name: stack
// uses: Screen
@MainActor let stack = Stack<Screen>()

// name: routes
// uses: Screen
@MainActor var routes: [Route<Screen>] = []

// name: screen
// uses: Screen
let screen = Screen.chat(id: 1)

// name: url
let url = URL(string: "myapp://chat/1")!

// name: DetailView
struct DetailView: View {
    var name = ""
    var body: some View { Text(name) }
}

// name: SettingsView
struct SettingsView: View {
    var body: some View { Text("Settings") }
}

// name: HomeView
struct HomeView: View {
    var body: some View { Text("Home") }
}

// name: ScreenView
// uses: Screen
struct ScreenView: View {
    let screen: Screen
    var body: some View { Text("\(screen)") }
}

extension ScreenView {
    init(_ screen: Screen) { self.init(screen: screen) }
}

// name: ChatView
struct ChatView: View {
    var id = 0
    var body: some View { Text("Chat \(id)") }
}

// name: ComposeView
struct ComposeView: View {
    var body: some View { Text("Compose") }
}

// name: InboxView
struct InboxView: View {
    var body: some View { Text("Inbox") }
}

// name: Home
struct Home: View {
    var body: some View { Text("Home") }
}

// name: ChildView
struct ChildView: View {
    var body: some View { Text("Child") }
}

// name: Child1
struct Child1: View {
    var body: some View { Text("Child 1") }
}

// name: HelpView
struct HelpView: View {
    var body: some View { Text("Help") }
}

// name: ChatContent
struct ChatContent: View {
    var body: some View { Text("Chats") }
}

// name: EditorView
// uses: Screen
struct EditorView: View {
    @Binding var screen: Screen
    var body: some View { Text("\(screen)") }
}

// name: Recipe
struct Recipe: Hashable, Identifiable, Codable {
    var id = 1
    var title = "Pancakes"
}

// name: recipe
// uses: Recipe
let recipe = Recipe()

// name: recipes
// uses: Recipe
let recipes = [Recipe(id: 1, title: "Pancakes"), Recipe(id: 2, title: "Waffles")]

// name: RecipeDetail
// uses: Recipe
struct RecipeDetail: View {
    let recipe: Recipe
    var body: some View { Text(recipe.title) }
}

// name: RecipeView
// uses: Recipe
struct RecipeView: View {
    let recipe: Recipe
    var body: some View { Text(recipe.title) }
}

// name: ItemAction
enum ItemAction {
    case delete(Int)
    case archive(Int)
}

// name: model
// uses: ItemAction
final class ItemModel {
    func perform(_ action: ItemAction) {}
}
@MainActor let model = ItemModel()

// name: AppScreen
// uses: Screen
typealias AppScreen = Screen

// name: id
let id = 1

// name: expected
enum ExpectedKey: PushContextKey {
    static let defaultValue: String? = nil
}

extension PushContext {
    var expected: String? {
        get { self[ExpectedKey.self] }
        set { self[ExpectedKey.self] = newValue }
    }
}

// name: simulator
// uses: stack
@MainActor let simulator = NavigationSimulator(drawing: stack)

// name: deepLink
// uses: Screen
let deepLink: [Route<Screen>] = [.push(.inbox), .push(.chat(id: 42))]

// name: routeID chatRouteID composeID filtersID editorID
let routeID = RouteID.unique()
let editorID = RouteID.unique()
let chatRouteID = RouteID.unique()
let composeID = RouteID.unique()
let filtersID = RouteID.unique()

// name: draft
@MainActor var draft = ""

// name: openChatID chatID
let openChatID = 42
let chatID = 42

// name: request
// uses: Screen
let request = PushRequest(screen: Screen.chat(id: 1), style: .push, slot: .root)

// name: evaluator chatEvaluator inboxEvaluator
// uses: Screen
@MainActor let evaluator = PushEvaluator<Screen> { _ in .push }
@MainActor let chatEvaluator = PushEvaluator<Screen> { _ in .handleInPlace }
@MainActor let inboxEvaluator = PushEvaluator<Screen> { _ in .offer }

// name: offer
// uses: request
let offer = PushOffer(id: PushResult.OfferID(rawValue: 1), request: request)

// name: context
let context = PushContext()

// name: route
// uses: Screen
@MainActor var route = Route<Screen>.push(.chat(id: 1))

// name: options
@MainActor var options = RouteOptions()

// name: entry
// uses: stack routeID
@MainActor let entry = stack.entry(for: routeID)!

// name: change
// uses: stack routes
@MainActor let change = stack.setRoutes(routes)

// name: step
let step = StackChange.Step(planID: 1, index: 0, count: 3)

// name: subscription
// uses: stack
@MainActor let subscription = stack.onEvent { _ in }

// name: analytics
struct AnalyticsClient {
    func log(_ message: String) {}
}
let analytics = AnalyticsClient()

// name: save
// uses: Screen
func save(_ stack: Stack<Screen>) {}

// name: form
let form = (hasChanges: true, title: "Draft")

// name: photo
let photo = (id: 7, title: "Sunset")

// name: item
let item = (id: UUID(), title: "Item")

// name: DisablingAnimations
struct DisablingAnimations: UnanimatedChangeScope {
    func perform<Result>(_ change: () throws -> Result) rethrows -> Result {
        try withTransaction(\.disablesAnimations, true, change)
    }
}

// name: incomingChat
// uses: IncomingChatKey
extension PushContext {
    var incomingChat: Int? {
        get { self[IncomingChatKey.self] }
        set { self[IncomingChatKey.self] = newValue }
    }
}

// name: IncomingChatKey
enum IncomingChatKey: PushContextKey {
    static let defaultValue: Int? = nil
}

// name: FavoriteDetailView
struct FavoriteDetailView: View {
    var favorite = ""
    var body: some View { Text(favorite) }
}

// name: ContentView
struct ContentView: View {
    var body: some View { Text("Content") }
}

// name: PhotoView
struct PhotoView: View {
    var id = 0
    var body: some View { Text("Photo \(id)") }
}

// name: isSignedIn
enum IsSignedInKey: PushContextKey {
    static let defaultValue = false
}

extension PushContext {
    var isSignedIn: Bool {
        get { self[IsSignedInKey.self] }
        set { self[IsSignedInKey.self] = newValue }
    }
}

// name: PhotoThumbnail
struct PhotoThumbnail: View {
    var id: Int
    init(_ id: Int) { self.id = id }
    var body: some View { Text("Photo \(id)") }
}

// name: Mailbox
enum Mailbox: String, Hashable, CaseIterable, Identifiable, Codable {
    case inbox, sent, archive
    var id: Self { self }
    var name: String { rawValue.capitalized }
}

// name: Message
struct Message: Hashable, Identifiable, Codable {
    var id = 1
    var subject = "Hello"
}

// name: MailScreen
enum MailScreen: Hashable, Codable {
    case message(id: Int)
    case reply, quote
    case attachment(Int)
}

// name: MailScreenView
// uses: MailScreen
struct MailScreenView: View {
    let screen: MailScreen
    var body: some View { Text("\(screen)") }
}

// name: MessageView
struct MessageView: View {
    var id: Int?
    var body: some View { Text("Message \(id ?? 0)") }
}

// name: messages
// uses: Mailbox Message
func messages(in mailbox: Mailbox?) -> [Message] {
    [Message(id: 1, subject: "Hello"), Message(id: 2, subject: "Lunch?")]
}

// name: Mailboxes
// uses: Mailbox
struct Mailboxes: View {
    var selection: Binding<Mailbox?> = .constant(nil)
    var body: some View { Text("Mailboxes") }
}

// name: Messages
struct Messages: View {
    var selection: Binding<Int?> = .constant(nil)
    var body: some View { Text("Messages") }
}

// name: mail
// uses: Mailbox Message MailScreen
@MainActor let mail = SplitNavigation<Mailbox, Message.ID, MailScreen>(sidebarSelection: .inbox)

// name: AppCoordinator
// uses: Screen
@MainActor final class AppCoordinator {
    let stack = Stack<Screen>()
    func openInbox() { stack.push(.inbox) }
}

// name: Photo
struct Photo: Hashable, Identifiable {
    var id = 7
    var title = "Sunset"
}

// name: photos
// uses: Photo
let photos = [Photo(id: 7, title: "Sunset"), Photo(id: 8, title: "Dunes")]

// name: AppTab
enum AppTab: String, Hashable, Codable {
    case mail, inbox, settings
}

// name: AppModel
// uses: Screen AppTab Mailbox Message MailScreen
@MainActor final class AppModel {
    static let shared = AppModel()
    let stack = Stack<Screen>()
    let tabs = KeyedNavigation<AppTab, Stack<Screen>>(selection: .inbox)
    let mail = SplitNavigation<Mailbox, Message.ID, MailScreen>()
}

// name: table
// uses: Screen
@MainActor let table = try! DeepLinkTable<Screen>([
    DeepLinkPattern("inbox") { _ in [.push(.inbox)] } values: { routes in
        routes.map(\.screen) == [.inbox] ? [:] : nil
    }
])

// name: windows
// uses: Screen
@MainActor let windows = KeyedNavigation<SceneID, Stack<Screen>>(selection: SceneID(rawValue: "main"))

// name: data
let data = Data()

// name: savedData
@MainActor var savedData = Data()

// name: savedMail
@MainActor var savedMail = Data()

// name: logger
struct AppLogger {
    func warning(_ message: String) {}
    func error(_ message: String) {}
}
let logger = AppLogger()

// name: result
// uses: stack
@MainActor let result = try! stack.restore(from: Data())

// name: registry
@MainActor var registry = ScreenTypeRegistry()

// name: snapshot
// uses: stack
@MainActor let snapshot = stack.snapshot()

// name: autosave
// uses: stack
@MainActor let autosave = NavigationAutosave(stack)

// name: tabs
// uses: AppTab Screen
@MainActor let tabs = KeyedNavigation<AppTab, Stack<Screen>>(selection: .inbox)

// name: MyTabBar
// uses: AppTab
struct MyTabBar: View {
    var selection: AppTab
    var onTap: (AppTab) -> Void
    var body: some View { Text("\(selection)") }
}

// name: testClock clock
let testClock = ContinuousClock()
let clock = ContinuousClock()

// name: split
// uses: Mailbox Message MailScreen
@MainActor let split = SplitNavigation<Mailbox, Message.ID, MailScreen>(sidebarSelection: .inbox)

// name: state
// uses: Mailbox Message MailScreen
@MainActor var state = SplitState<Mailbox, Message.ID, MailScreen>(sidebarSelection: .inbox)

// name: collapsed
// uses: Mailbox Message MailScreen
let collapsed: [Route<SplitScreen<Mailbox, Message.ID, MailScreen>>] = [
    .push(.sidebar(.inbox)), .push(.content(42)),
]

// name: scene sceneID
let scene = SceneID(rawValue: "main")
let sceneID = scene

// name: values
@MainActor var values: DeepLinkValues = ["chatID": 42, "messageID": 7]

// name: Slug
struct Slug: DeepLinkParameter, Hashable {
    var text: String
    init?(deepLinkValue: String) { text = deepLinkValue }
    var deepLinkValue: String { text }
}

// name: SignupStep
enum SignupStep: Hashable {
    case email, password, done
}

// name: flow
// uses: SignupStep
enum SignupFlowScreen: Hashable {
    case home, signup(SignupStep)
}
@MainActor let flow = StackSegment(parent: Stack<SignupFlowScreen>(), embed: SignupFlowScreen.signup) {
    if case .signup(let step) = $0 { step } else { nil }
}

// name: openWindow supportsMultipleWindows
@MainActor let openWindow = EnvironmentValues().openWindow
@MainActor let supportsMultipleWindows = true

// name: mailTable
// uses: Mailbox Message MailScreen
@MainActor let mailTable = try! DeepLinkTable<SplitScreen<Mailbox, Message.ID, MailScreen>>([
    DeepLinkPattern("mail/:box") { values in
        [.push(.sidebar(Mailbox(rawValue: try values.value("box")) ?? .inbox))]
    } values: { routes in
        guard case .sidebar(let box)? = routes.first?.screen else { return nil }
        return ["box": box.rawValue]
    }
])
