/// A line of text.
///
/// ```swift
/// Text("Hello world!")   // prints as: Text "Hello world!"
/// ```
public struct Text: View, PrimitiveView, Equatable, Sendable {
    public typealias Body = Never

    /// The string shown.
    public let content: String

    /// Shows `content`.
    public init(_ content: some StringProtocol) {
        self.content = String(content)
    }

    package func update(_ node: ViewNode, children: inout ElementList) {
        node.payload = .text(content)
    }
}
