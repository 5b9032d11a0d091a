import Stapel

/// The bubbles for pushes the evaluators offered instead of performing: tap to open the chat.
struct OfferBubbles: View {
    @Environment(Stack<AnyScreen>.self) private var stack: Stack<AnyScreen>?

    var body: some View {
        List(stack?.pushOffers ?? [], id: \.id) { offer in
            HStack {
                Text("New message in \(offer.request.screen.description)")
                Button("Open") { stack?.acceptOffer(offer.id) }
                Button("Dismiss") { stack?.declineOffer(offer.id) }
            }
        }
    }
}
