/// What a printer shows of a node besides its kind and text: attributes (`id: 3`) and markers
/// (`[screen 1, visible]`).
///
/// Both printers take them from here, so text and JSON always agree. Most nodes have none: for
/// them there is no value, found without looking further than the payload, traits and extras.
@MainActor
struct NodeDetails {
    private(set) var attributes: [(key: String, value: TreeAttributeValue)] = []
    private(set) var markers: [String] = []

    /// The node's details, or `nil` when it has none. The common case is decided here, inlined
    /// in the printer, before anything is passed along.
    /// With `forState`, views' ``TreeAnnotating/stateAnnotations`` stand for their printed
    /// annotations: what a state fingerprint reads.
    @inline(__always)
    init?(_ node: ViewNode, layerIndex: (ViewNode) -> Int, forState: Bool = false) {
        switch node.payload {
        case .composite, .text, .button, .container, .spacer:
            guard node.hasExtras || node.traits.contains(.annotates) else { return nil }
        case .navigationView, .navigationLink, .screen, .presentation, .tab:
            break
        }
        self.init(describing: node, layerIndex: layerIndex, forState: forState)
    }

    private init?(describing node: ViewNode, layerIndex: (ViewNode) -> Int, forState: Bool) {
        if node.hasExtras {
            if let id = node.explicitID {
                attributes.append(("id", TreeAttributeValue(id.base)))
            }
            if let title = node.title {
                attributes.append(("title", .string(title)))
            }
        }
        switch node.payload {
        case .navigationView, .screen:
            markers = ["screen \(node.screenIndex)", Self.transitionMarker(of: node) ?? (node.isVisible ? "visible" : "covered")]
        case .presentation:
            let index = node.isLeaving ? node.graph.retainedLayerIndex(of: node) ?? 0 : layerIndex(node)
            markers = ["layer \(index)", Self.transitionMarker(of: node) ?? (node.isLive ? "top" : "covered")]
        case .navigationLink where node.isPushing:
            markers = ["pushing"]
        case .tab(let tab):
            markers = [tab.isSelected ? "selected" : "hidden"]
        case .composite, .text, .button, .container, .spacer, .navigationLink:
            break
        }
        if node.traits.contains(.annotates), let annotations = node.typeInfo.annotations(of: node.view, forState: forState) {
            for annotation in annotations {
                switch annotation {
                case .attribute(let key, let value): attributes.append((key, value))
                case .marker(let marker): markers.append(marker)
                }
            }
        }
        if attributes.isEmpty, markers.isEmpty { return nil }
    }

    /// `entering 40%` or `leaving 40%` while a transition moves the node: its progress, rounded
    /// down to a whole percent.
    static func transitionMarker(of node: ViewNode) -> String? {
        guard let (phase, progress) = node.graph.transitionState(of: node) else { return nil }
        return "\(phase) \(Int((progress * 100).rounded(.down)))%"
    }
}
