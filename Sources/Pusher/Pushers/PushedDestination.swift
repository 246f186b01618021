import ViewTree

/// What a pusher's hidden link pushes: the pushed view on its screen, with the push's number as
/// its identity (every push is a new screen) and its place in the environment. A screen with an
/// id, or with a pusher of its own, shows inside a ``PushedScreen``.
///
/// Three words, so that the `AnyView` erasing it keeps it inline: the modified view it stands
/// for, erased whole, took a heap block of its own beside the erasure's, on every pushed screen.
struct PushedDestination: View {
    typealias Body = Never

    let content: AnyView
    /// The screen's place, in a slot that the environment's writer captures alone: a closure
    /// over the place itself allocated its context, and each write a slot.
    let place: ValueSlot<ScreenPlace>
    let id: ScreenID?

    func _appendElements(to list: inout ElementList) {
        // The slot alone, so that the writer captures it rather than this whole value.
        let place = place
        func appendOnItsScreen(_ view: some View) {
            list.append(view.structuralID(place.value.key.number).environment(writing: { $0.setScreenPlace(place) }))
        }
        if id != nil || place.value.screenPusher != nil {
            appendOnItsScreen(PushedScreen(id: id, pusher: place.value.screenPusher, content: content))
        } else {
            appendOnItsScreen(content)
        }
    }
}
