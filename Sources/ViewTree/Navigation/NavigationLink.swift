/// A control that pushes its destination onto the enclosing ``NavigationView`` when tapped, or
/// while its `isActive` binding is true.
///
/// The destination is mounted under the link, as the next screen; going back (``ViewHost/back()``)
/// sets the binding to false and unmounts it.
///
/// ```swift
/// @State private var showsDetails = false
/// NavigationLink(destination: Text("Details"), isActive: $showsDetails) {
///     Text("Details")
/// }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never

    // Usable from inline with the initializers, so that a link made in another module
    // specializes for its label and destination instead of asking the runtime for their
    // generic metadata each time it renders.
    @usableFromInline let title: String?
    @usableFromInline let labelView: Label?
    @usableFromInline let destination: Destination
    @usableFromInline let isActive: Binding<Bool>?

    /// A link labelled by `label` that pushes `destination` while `isActive` is true, and sets
    /// it to true when tapped.
    @inlinable public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), destination: destination, isActive: isActive)
    }

    /// A link labelled by `label` that pushes `destination` while `isActive` is true.
    @inlinable public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), destination: destination(), isActive: isActive)
    }

    /// A link labelled by `label` that pushes `destination` when tapped.
    @inlinable public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), destination: destination, isActive: nil)
    }

    /// A link labelled by `label` that pushes what `destination` builds when tapped.
    @inlinable public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(title: nil, label: label(), destination: destination(), isActive: nil)
    }

    @usableFromInline init(title: String?, label: Label?, destination: Destination, isActive: Binding<Bool>?) {
        self.title = title
        self.labelView = label
        self.destination = destination
        self.isActive = isActive
    }

    // Specialized for the hidden link a stack shows every pushed screen through (a link of an
    // empty label and an erased destination): unspecialized, each render looked up the link's,
    // the optional label's and the screen's generic metadata, and the rest ran generic (the
    // 4,000-screen cousin: 0.97× the instructions with it, forty-third session). Exported, so
    // that the Pusher module calls the specialized code itself rather than the generic entry,
    // which checks the types first (406.6 M instructions for the cousin against 413.9 M). The
    // formatter would write the attribute's arguments without spaces, so it skips this method.
    // swift-format-ignore
    @_specialize(exported: true, where Label == EmptyView, Destination == AnyView)
    package func update(_ node: ViewNode, children: inout ElementList) {
        var old: ControlIndex.Label?
        if case .navigationLink(let link) = node.payload { old = ControlIndex.Label(title: link.title, views: Label.self) }
        node.graph.controls.relabel(node, from: old, to: ControlIndex.Label(title: title, views: Label.self))
        node.payload = .navigationLink(LinkPayload(title: title, isActive: isActive))
        if let labelView {
            children.append(labelView)
        }
        if isActive?.wrappedValue ?? node.isLinkActive, node.graph.claimPush(for: node) {
            children.withComponent(.destination) {
                $0.append(ScreenView(content: destination))
            }
        } else {
            node.graph.releasePush(of: node)
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled `title` that pushes `destination` when tapped.
    @inlinable public init(_ title: some StringProtocol, destination: Destination) {
        self.init(title: String(title), label: nil, destination: destination, isActive: nil)
    }

    /// A link titled `title` that pushes what `destination` builds when tapped.
    @inlinable public init(_ title: some StringProtocol, @ViewBuilder destination: () -> Destination) {
        self.init(title: String(title), label: nil, destination: destination(), isActive: nil)
    }

    /// A link titled `title` that pushes `destination` while `isActive` is true.
    @inlinable public init(_ title: some StringProtocol, destination: Destination, isActive: Binding<Bool>) {
        self.init(title: String(title), label: nil, destination: destination, isActive: isActive)
    }
}

// MARK: - Driving a link

extension ViewNode {
    /// Pushes or pops a navigation link's destination: through its binding, or its own flag.
    func setLinkActive(_ active: Bool) {
        guard case .navigationLink(let link) = payload else { return }
        if let binding = link.isActive {
            binding.wrappedValue = active
        } else if isLinkActive != active {
            isLinkActive = active
            invalidate()
        }
    }
}
