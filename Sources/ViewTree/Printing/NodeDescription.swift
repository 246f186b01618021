/// What a printer shows of one node: its kind, text, attributes and markers.
///
/// Both printers build their lines from this, so text and JSON always agree.
@MainActor
struct NodeDescription {
    var kind: String
    var text: String?
    var attributes: [(key: String, value: AttributeValue)] = []
    var markers: [String] = []

    init(_ node: ViewNode, layerIndex: (ViewNode) -> Int) {
        kind = node.kindName
        text = node.text ?? node.label
        if let id = node.explicitID {
            attributes.append(("id", id.base is String ? .string("\(id.base)") : .literal("\(id.base)")))
        }
        if let title = node.title {
            attributes.append(("title", .string(title)))
        }
        switch node.payload {
        case .navigationView, .screen:
            markers = ["screen \(node.screenIndex)", node.isVisible ? "visible" : "covered"]
        case .presentation:
            markers = ["layer \(layerIndex(node))", node.isLive ? "top" : "covered"]
        case .navigationLink where node.isPushing:
            markers = ["pushing"]
        case .composite, .text, .button, .container, .spacer, .navigationLink:
            break
        }
        if node.traits.contains(.annotates), let annotated = node.view as? any TreeAnnotating {
            for annotation in annotated.treeAnnotations {
                switch annotation {
                case .attribute(let key, let value): attributes.append((key, .literal(value)))
                case .marker(let marker): markers.append(marker)
                }
            }
        }
    }
}

/// An attribute's value: a string (quoted in text) or a literal printed as it is (a number, a rule).
enum AttributeValue {
    case string(String)
    case literal(String)

    /// The value as the text printer shows it.
    var printed: String {
        switch self {
        case .string(let string): Quoting.quoted(string)
        case .literal(let literal): literal
        }
    }

    /// The value itself, as JSON carries it.
    var raw: String {
        switch self {
        case .string(let value), .literal(let value): value
        }
    }
}
