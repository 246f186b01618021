/// A node as it was when an event was recorded: its serial number, kind and text or label.
public struct NodeSummary: Sendable, Hashable, CustomStringConvertible {
    /// The node's serial number within its host.
    public let serial: Int
    /// The kind, as ``ViewNode/kindName``.
    public let kind: String
    /// The node's text or label, if it has one.
    public let text: String?

    @MainActor
    init(_ node: ViewNode) {
        serial = node.serial
        kind = node.kindName
        text = node.printedText
    }

    /// The kind followed by the quoted text: `Text "Home"`, `Button "Push"`, `ContentView`.
    public var description: String {
        text.map { "\(kind) \(Quoting.quoted($0))" } ?? kind
    }
}
