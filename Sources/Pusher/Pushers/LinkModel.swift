import ViewTree

/// What Stapel's two link styles share: the context, the title or label views, the destination,
/// and the button they are made of. Each style keeps its own type, so the tree prints which it is.
///
/// A class, made once per link: a link view holding it is one reference plus its environment,
/// which the tree copies and destroys with a retain and a release. As a struct generic over
/// its label and destination, each copy went through witnesses that walk every field (about
/// 330 instructions, 3% of an explore of a menu).
final class LinkModel<Label: View, Destination: View> {
    let context: PushContext
    /// The id the pushed screen gets.
    let id: ScreenID?
    let title: String?
    let label: Label?
    let destination: Destination

    init(context: PushContext, id: ScreenID?, title: String?, label: Label?, destination: Destination) {
        self.context = context
        self.id = id
        self.title = title
        self.label = label
        self.destination = destination
    }

    /// A titled button (no separate `Text` node) or a button with the label's views, pushing the
    /// destination with the context onto `stack` when tapped.
    @MainActor
    func button(on stack: Stack?) -> LinkButton<Label> {
        let push = { @MainActor [context, destination, id] in
            _ = stack?.perform(.push(view: AnyView(destination), id: id, context: context))
        }
        return LinkButton(title: title, label: label, action: push)
    }

    /// The journal's diagnostic when no stack is injected above the link.
    static func diagnostic(for stack: Stack?) -> String? {
        stack == nil ? "link has no Stack above it: inject one with .environmentObject(stack)" : nil
    }
}

/// A link's button, laid out by hand as the builder's `if let title { … } else if let label
/// { … }` would be, with the same identity steps. The builder's chain ran generically in this
/// module for every link a scenario shows: each render looked up the metadata of the
/// conditional, of its optional branch and of both buttons (about 300 instructions each); a
/// titled link now needs only its `Button<Text>`, whose metadata is known where it is made.
struct LinkButton<Label: View>: View {
    typealias Body = Never
    let title: String?
    let label: Label?
    let action: @MainActor () -> Void

    func _appendElements(to list: inout ElementList) {
        if let title {
            list.withBranch(0) { $0.append(Button(title, action: action)) }
        } else if let label {
            // The `else` branch, then the optional's own step, as `ConditionalContent` and
            // `Optional` take them.
            list.withBranch(1) { $0.withBranch(0) { $0.append(Button(action: action, label: { label })) } }
        }
    }
}
